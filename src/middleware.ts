import { defineMiddleware } from 'astro:middleware';
import { editorsPolicy } from './site/editors-policy';

/** The editors' screen (Keystatic, only where it is built in) gets its own content security policy. */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.url.pathname.startsWith('/keystatic')) return response;
  const policy = response.headers.get('content-security-policy');
  if (policy) response.headers.set('content-security-policy', editorsPolicy(policy));
  return response;
});
