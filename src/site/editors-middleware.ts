import { defineMiddleware } from 'astro:middleware';
import { editorsPolicy } from './editors-policy';

/**
 * The editors' screen gets its own content security policy. Added by astro.config.mjs together with
 * Keystatic, so a build without the editors' screen runs no middleware at all.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.url.pathname.startsWith('/keystatic')) return response;
  const policy = response.headers.get('content-security-policy');
  if (policy) response.headers.set('content-security-policy', editorsPolicy(policy));
  return response;
});
