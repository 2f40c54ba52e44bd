import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** The API's request roles. */
export const requestRoles = ['anon', 'authenticated'] as const;
export type RequestRoleName = (typeof requestRoles)[number];

/**
 * The only functions each request role may execute, by schema, sorted. Supabase's REST layer
 * publishes every function in `public` that `anon` may execute, so booking and cancelling (which
 * need the API's rate limit and clock) live in `private`; staff reach only what their policies,
 * their bookings (each function checks `is_staff()`), the cancellation mail and the week's lock
 * (`private.lock_key()`) need.
 */
export const executableFunctions: Record<RequestRoleName, { public: string[]; private: string[] }> = {
  anon: {
    public: [
      'booking_rules',
      'booking_schedule',
      'can_publish',
      'hire_calendar',
      'is_owner',
      'is_staff',
      'table_availability',
    ],
    private: [
      'accept_offer',
      'book_table',
      'cancel_reservation_by_guest',
      'change_reservation_by_guest',
      'confirm_reservation_by_guest',
      'decline_offer',
      'guest_reservation',
      'hire_accept',
      'hire_decline',
      'hire_inquiry_by_link',
      'hire_inquiry_create',
      'hire_spaces_view',
      'hire_withdraw',
      'join_waitlist',
      'quiz_standings',
      'sign_up_team',
      'team_by_token',
      'team_night_view',
      'waitlist_offer',
    ],
  },
  authenticated: {
    public: [
      'booking_rules',
      'booking_schedule',
      'can_publish',
      'cancellation_queued',
      'enqueue_cancellation_mail',
      'is_owner',
      'is_staff',
      'mail_problem',
      'owner_figures',
      'owner_status',
      'retry_outbox_mail',
      'staff_add_team',
      'staff_add_waitlist_entry',
      'staff_email',
      'staff_hire_cancel',
      'staff_hire_deposit',
      'staff_hire_offer',
      'staff_offer_table',
      'staff_quiz_screen_link',
      'staff_readdress_hire',
      'staff_readdress_reservation',
      'staff_readdress_team',
      'staff_readdress_waitlist_entry',
      'staff_remove_team',
      'staff_remove_waitlist_entry',
      'staff_rename_team',
      'staff_save_reservation',
      'staff_set_attendance',
      'staff_set_confirmed',
      'staff_take_offer',
    ],
    private: ['is_own_press', 'lock_key'],
  },
};

/** Names of the functions in `schema` that `role` may execute, read from the catalogue, sorted. */
export async function executableBy(db: Kysely<Database>, role: RequestRoleName, schema: 'public' | 'private') {
  const { rows } = await sql<{ name: string }>`
    select p.proname as name from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${schema} and has_function_privilege(${role}, p.oid, 'execute')
    order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** What each request role may execute in `public` and `private`, in the shape of `executableFunctions`. */
export async function executableFunctionsIn(db: Kysely<Database>) {
  const result: Partial<typeof executableFunctions> = {};
  for (const role of requestRoles) {
    result[role] = { public: await executableBy(db, role, 'public'), private: await executableBy(db, role, 'private') };
  }
  return result;
}

/**
 * Creates `public.probe()` as the connected role (the one that runs the migrations) and tells
 * which request roles may execute it; drops it again.
 */
export async function rolesThatMayExecuteANewFunction(db: Kysely<Database>): Promise<string[]> {
  await sql`create function public.probe() returns integer language sql as 'select 1'`.execute(db);
  try {
    const { rows } = await sql<{ role: string }>`
      select r.rolname as role from pg_roles r
      where r.rolname in ('anon', 'authenticated', 'service_role')
        and has_function_privilege(r.oid, 'public.probe()'::regprocedure, 'execute')
      order by 1`.execute(db);
    return rows.map((r) => r.role);
  } finally {
    await sql`drop function public.probe()`.execute(db);
  }
}
