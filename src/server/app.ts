import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { resolveClientIp } from './client-ip';
import type { ApiDeps } from './deps';
import { ApiError, notFoundError, unexpectedError } from './errors';
import type { AppEnv } from './hono-env';
import { bodyLimits } from './http-limits';
import { errorSummary } from './log-error';
import { challengeRoutes } from './proof-of-work/routes';
import { adminClosedDateRoutes } from './routes/admin-closed-dates';
import { adminPlanRoutes } from './routes/admin-plan';
import { adminReservationRoutes } from './routes/admin-reservations';
import { adminSettingsRoutes } from './routes/admin-settings';
import { authRoutes } from './routes/auth';
import { availabilityRoutes } from './routes/availability';
import { cancellationRoutes } from './routes/cancellation';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { orderRoutes } from './routes/orders';
import { planRoutes } from './routes/plan';
import { reservationRoutes } from './routes/reservations';

/**
 * The whole HTTP API under `/api`, runtime-neutral (Web `Request` → `Response`). Astro's Node
 * server and the Supabase Edge Function serve this same app.
 */
export function createApi(deps: ApiDeps) {
  const app = new Hono<AppEnv>()
    .basePath('/api')
    .use(async (c, next) => {
      c.set(
        'clientIp',
        resolveClientIp(c.req.header('x-forwarded-for'), c.env?.clientAddress, deps.trustProxyHops ?? 0),
      );
      await next();
    })
    .use(bodyLimits())
    .route('/health', healthRoutes(deps))
    .route('/plan', planRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/admin/plan', adminPlanRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/admin/settings', adminSettingsRoutes(deps))
    .route('/admin/reservations', adminReservationRoutes(deps))
    .route('/admin/closed-dates', adminClosedDateRoutes(deps))
    .route('/availability', availabilityRoutes(deps))
    .route('/reservations', reservationRoutes(deps))
    .route('/cancellation', cancellationRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/challenge', challengeRoutes(deps));

  app.notFound((c) => c.json({ error: notFoundError }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(
        { error: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) },
        error.status,
      );
    }
    // Hono's own refusals, such as a body that is not valid JSON.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: 'Ungültige Anfrage.' }, error.status);
    }
    // A client that went away (aborted upload, closed tab) is no server error.
    if (c.req.raw.signal?.aborted) return c.body(null, 499 as never);
    deps.log.error('API request failed', c.req.method, c.req.path, errorSummary(error));
    return c.json({ error: unexpectedError }, 500);
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
