import { Hono } from 'hono';
import { type BusinessSettings, businessSettings } from '../../domain/staff/settings';
import { requireStaff, type StaffEnv } from '../auth/require-staff';
import { validate } from '../auth/validate';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { asRole } from '../request-db';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * `GET /api/admin/settings` and `PUT /api/admin/settings` (staff): the business settings of the
 * settings dialog. The booking rules read the same row, so a change applies to the next booking.
 */
export function adminSettingsRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .use('*', requireStaff(deps))
    .get('/', async (c) => {
      const row = await asRole(deps.db, c.get('who'), (tx) =>
        tx.selectFrom('business_settings').selectAll().executeTakeFirst(),
      );
      if (!row) throw new ApiError(404, 'Keine Einstellungen gefunden.');
      const settings: BusinessSettings = {
        bufferTime: row.buffer_time,
        openTime: hhmm(row.open_time),
        closeTime: hhmm(row.close_time),
        maxReservationDuration: row.max_reservation_duration,
        bookingHorizonDays: row.booking_horizon_days,
        adminEmail: row.admin_email ?? '',
      };
      return c.json({ settings, updatedAt: row.updated_at.toISOString() });
    })
    .put('/', validate('json', businessSettings), async (c) => {
      const s = c.req.valid('json');
      const row = await asRole(deps.db, c.get('who'), (tx) =>
        tx
          .updateTable('business_settings')
          .set({
            buffer_time: s.bufferTime,
            open_time: s.openTime,
            close_time: s.closeTime,
            max_reservation_duration: s.maxReservationDuration,
            ...(s.bookingHorizonDays !== undefined && { booking_horizon_days: s.bookingHorizonDays }),
            admin_email: s.adminEmail || null,
            updated_at: deps.now(),
          })
          .returning(['updated_at', 'booking_horizon_days'])
          .executeTakeFirst(),
      );
      if (!row) throw new ApiError(404, 'Keine Einstellungen gefunden.');
      const settings: BusinessSettings = { ...s, bookingHorizonDays: row.booking_horizon_days };
      return c.json({ settings, updatedAt: row.updated_at.toISOString() });
    });
}
