// Supabase Edge Function entry. `npm run build:function` writes ./bundle.mjs (the Hono app of
// src/server/ and its dependencies); this file only reads the environment and serves it.
import { edgeApi } from './bundle.mjs';

const env = Deno.env.toObject();
for (const name of ['SUPABASE_DB_URL', 'RESEND_API_KEY']) {
  if (!env[name]) throw new Error(`${name} is not set`);
}

const app = edgeApi(env);
const port = env.PORT ? { port: Number(env.PORT) } : {};
Deno.serve(port, (request, info) => app.fetch(request, { clientAddress: info.remoteAddr.hostname }));
