import type { MiddlewareHandler } from 'hono';
import { inertPolicy } from './content-policy.mjs';

/**
 * Every answer of the API (JSON, live streams, calendar files) carries the policy under which nothing
 * runs when it is opened as a document: the Edge Function's answers too, which no Node listener sees.
 */
export const inertAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', inertPolicy);
};
