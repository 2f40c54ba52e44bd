import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { eveningRoles } from '../domain/auth/session';
import { auditRoutes } from './audit/routes';
import { ownAccountRoutes } from './auth/own-account-routes';
import { authRoutes } from './auth/routes';
import { staffAccountRoutes } from './auth/staff-account-routes';
import { dropAvailabilityAfterWrites } from './booking/availability-live';
import { bookingRoutes } from './booking/routes';
import { contactRoutes } from './contact/routes';
import type { ApiDeps } from './deps';
import { ApiError, isDatabaseUnavailable, notFoundError, unavailableError, unexpectedError } from './errors';
import { figuresRoutes } from './figures/routes';
import { healthRoutes } from './health/routes';
import { hireRoutes } from './hire/routes';
import { staffHireRoutes } from './hire/staff-routes';
import { bodyLimits } from './http/body-limits';
import { resolveClientIpOnce } from './http/client-ip';
import type { AppEnv } from './http/env';
import { inertAnswers } from './http/inert-answers';
import { allowRoles, staffApp } from './http/staff';
import { errorSummary } from './log-error';
import { mailEventRoutes } from './mail/events';
import { mailRoutes } from './mail/routes';
import { myReservationRoutes } from './my-reservation/routes';
import { orderRoutes } from './orders/routes';
import { adminPlanRoutes } from './plan/admin-routes';
import { planRoutes } from './plan/routes';
import { challengeRoutes } from './proof-of-work/routes';
import { publishRoutes } from './publish/routes';
import { quizRoutes } from './quiz/routes';
import { quizScreenRoutes } from './quiz/screen-routes';
import { staffQuizRoutes } from './quiz/staff-routes';
import { exceptionRoutes } from './schedule/exception-routes';
import { scheduleRoutes } from './schedule/routes';
import { settingsRoutes } from './settings/routes';
import { staffReservationRoutes } from './staff-reservations/routes';
import { statusRoutes } from './status/routes';
import { offersAfterStaffWrites } from './waitlist/after-writes';
import { waitlistRoutes } from './waitlist/routes';
import { staffWaitlistRoutes } from './waitlist/staff-routes';

/**
 * The whole HTTP API under `/api`, runtime-neutral (Web `Request` → `Response`). Astro's Node
 * server and the Supabase Edge Function serve this same app. Its routes are chained, so `Api`
 * carries every route for a typed client (`hc<Api>`); staff routes live on the staff apps under
 * `/api/admin` and `/api/orders`, behind `requireStaff`.
 */
export function createApi(given: ApiDeps) {
  const deps: ApiDeps = { ...given, startedAt: given.startedAt ?? given.now() };
  // Editors have a session but no guest data: the evening's routes are for staff and the owner.
  const admin = staffApp(deps)
    .use(allowRoles(eveningRoles))
    // The owner's team, log and status change no bookings: mounted before the bookings' after-write hooks.
    .route('/staff', staffAccountRoutes(deps))
    .route('/audit', auditRoutes(deps))
    .route('/status', statusRoutes(deps))
    .route('/', figuresRoutes(deps))
    .use(dropAvailabilityAfterWrites(deps))
    .use(offersAfterStaffWrites(deps))
    .route('/plan', adminPlanRoutes(deps))
    .route('/', settingsRoutes(deps))
    .route('/', scheduleRoutes(deps))
    .route('/closed-dates', exceptionRoutes(deps))
    .route('/reservations', staffReservationRoutes(deps))
    .route('/waitlist', staffWaitlistRoutes(deps))
    .route('/hire', staffHireRoutes(deps))
    .route('/', staffQuizRoutes(deps));
  const app = new Hono<AppEnv>()
    .basePath('/api')
    .use(resolveClientIpOnce({ hops: deps.trustProxyHops ?? 0, proxySecret: deps.proxySecret }))
    .use(inertAnswers)
    .use(bodyLimits())
    .route('/health', healthRoutes(deps))
    .route('/plan', planRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/auth/account', ownAccountRoutes(deps))
    .route('/', bookingRoutes(deps))
    .route('/', myReservationRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/mail/events', mailEventRoutes(deps))
    .route('/mail', mailRoutes(deps))
    .route('/waitlist', waitlistRoutes(deps))
    .route('/hire', hireRoutes(deps))
    .route('/', quizRoutes(deps))
    .route('/quiz-screen', quizScreenRoutes(deps))
    .route('/challenge', challengeRoutes(deps))
    // Editors publish too: mounted before the evening's staff app, whose guard they would not pass.
    .route('/admin/publish', staffApp(deps).route('/', publishRoutes(deps)))
    .route('/admin', admin)
    .route('/orders', staffApp(deps).use(allowRoles(eveningRoles)).route('/', orderRoutes(deps)));

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
    // A client that went away (aborted upload, closed tab) is no server error; its socket's
    // ECONNRESET is not the database's either.
    if (c.req.raw.signal?.aborted) return c.body(null, 499 as never);
    if (isDatabaseUnavailable(error)) {
      deps.log.warn('Database unavailable', c.req.method, c.req.path, errorSummary(error));
      c.header('Retry-After', '60');
      return c.json({ error: unavailableError }, 503);
    }
    deps.log.error('API request failed', c.req.method, c.req.path, errorSummary(error));
    return c.json({ error: unexpectedError }, 500);
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
