import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';
import { jsonb } from '../../src/server/db/jsonb';
import { anonymous, asRole, type RequestRole } from '../../src/server/request-db';

/**
 * The owner and the evening's service, as the API's staff requests run (docs/roles.md#roles), without
 * an account of their own (the log names them '?').
 */
export const hireOwner: RequestRole = { role: 'authenticated', claims: { staff_role: 'admin', session: '1' } };
export const hireService: RequestRole = { role: 'authenticated', claims: { staff_role: 'staff', session: '2' } };

/** A Friday three weeks after the tests' Saturday (2026-11-21): every space can be hired. */
export const hireFriday = '2026-12-11';

export interface HireRequest {
  space: string;
  date: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  occasion: string;
  packages: string[];
  name: string;
  email: string;
  phone: string;
  message: string | null;
}

let n = 0;

/** A guest's inquiry as `private.hire_inquiry_create()` takes it, as anon; answers `{ id, status, token }`. */
export async function askToHire(db: AppDatabase, over: Partial<HireRequest> = {}) {
  n += 1;
  const r: HireRequest = {
    space: 'irish-ganzer-pub',
    date: hireFriday,
    startTime: '19:00',
    endTime: '01:00',
    guestCount: 40,
    occasion: 'geburtstag',
    packages: ['getraenke-bier', 'personal'],
    name: `Gast ${n}`,
    email: `gast${n}@example.org`,
    phone: '07121 55555',
    message: null,
    ...over,
  };
  const { rows } = await asRole(db, anonymous, (tx) =>
    sql<{ v: { id: string; status: string; token: string } }>`
      select private.hire_inquiry_create(${r.space}, ${r.date}::date, ${r.startTime}::time, ${r.endTime}::time,
        ${r.guestCount}, ${r.occasion}, ${r.packages}::text[], ${r.name}, ${r.email}, ${r.phone}, ${r.message}) as v`.execute(
      tx,
    ),
  );
  return rows[0]?.v as { id: string; status: string; token: string };
}

/** Calls a guest's link function (`private.hire_…(secret)`) as anon; answers its jsonb. */
export async function guestCalls(
  db: AppDatabase,
  fn: 'accept' | 'decline' | 'withdraw' | 'inquiry_by_link',
  secret: string,
) {
  const { rows } = await asRole(db, anonymous, (tx) =>
    sql<{ v: Record<string, unknown> | null }>`select ${sql.raw(`private.hire_${fn}`)}(${secret}) as v`.execute(tx),
  );
  return rows[0]?.v ?? null;
}

/** The owner's offer of one line per person at 50 €, the deposit 30 % of it, valid 7 days. */
export async function offer(db: AppDatabase, id: string, who: RequestRole = hireOwner, validUntil = '2026-11-28') {
  const items = [
    { label: 'Raummiete', quantity: 1, unitPriceCents: 30000 },
    { label: 'Bierpaket', quantity: 40, unitPriceCents: 2500 },
  ];
  const { rows } = await asRole(db, who, (tx) =>
    sql<{ v: { status: string; totalCents: number } }>`
      select public.staff_hire_offer(${id}::uuid, ${jsonb(items)}, 39000, ${validUntil}::date) as v`.execute(tx),
  );
  return rows[0]?.v;
}

/** What the owner sets before a guest can ask: the account deposits are paid to, and every package's price. */
export async function setUpHire(db: AppDatabase) {
  await sql`update public.business_settings set hire_account_holder = 'Irish Pub Reutlingen',
    hire_iban = 'DE89370400440532013000', hire_bic = 'COBADEFFXXX'`.execute(db.kysely);
  await sql`insert into public.hire_package_prices (package_id, unit, price_cents) values
    ('getraenke-bier', 'person', 2500), ('getraenke-alles', 'person', 3900),
    ('personal', 'evening', 15000), ('sport-leinwand', 'evening', 5000)
    on conflict (package_id) do update set unit = excluded.unit, price_cents = excluded.price_cents`.execute(db.kysely);
}

/** Removes every inquiry (their holds and links go with them) and every mail. */
export async function clearHires(db: AppDatabase) {
  await sql`delete from public.hire_inquiries`.execute(db.kysely);
  await sql`delete from public.mail_outbox`.execute(db.kysely);
  await sql`delete from public.schedule_exceptions`.execute(db.kysely);
}

/** The newest pending mail of `kind`: its payload. */
export async function hireMail(db: AppDatabase, kind: string, inquiryId: string) {
  const { rows } = await sql<{ payload: Record<string, unknown> }>`
    select payload from public.mail_outbox where kind = ${kind} and payload ->> 'inquiryId' = ${inquiryId}
    order by created_at desc limit 1`.execute(db.kysely);
  return rows[0]?.payload;
}
