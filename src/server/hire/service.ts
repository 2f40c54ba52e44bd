import { sql } from 'kysely';
import { epcPayload } from '../../domain/hire/girocode';
import type { InquiryRequest } from '../../domain/hire/schemas';
import { hireText, packageLabel } from '../../domain/hire/text';
import type { DayState, HireStatus, PackageId, PackageUnit } from '../../domain/hire/values';
import { type Refusals, refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { anonymous, asRole } from '../request-db';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability'>;

/** A space as `GET /api/hire/spaces` answers it. */
export interface HireSpaceView {
  id: string;
  label: string;
  venue: 'rappen' | 'irish';
  minGuests: number;
  maxGuests: number;
  weekdays: number[];
  defaultStart: string;
  defaultEnd: string;
  packages: { id: PackageId; label: string; unit: PackageUnit; priceCents: number }[];
}

/** The guest's view of an inquiry (`POST /api/hire/inquiry`), as `private.hire_view()` writes it. */
export interface HireGuestView {
  id: string;
  status: HireStatus;
  space: string;
  date: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  offer?: {
    items: { label: string; quantity: number; unitPriceCents: number; totalCents: number }[];
    totalCents: number;
    depositCents: number;
    validUntil: string;
  };
  payment?: {
    accountHolder: string;
    iban: string;
    bic: string | null;
    amountCents: number;
    reference: string;
    dueOn: string;
    receivedOn: string | null;
    /** The GiroCode's text (EPC069-12); absent when there is nothing to transfer. */
    epc?: string;
  };
}

const notHireable = refusal(422, hireText.dateNotHireable, 'date');

/** The database's refusals of an inquiry (supabase/schemas/49_hire_guest.sql) as German answers. */
const inquiryRefusals: Refusals = {
  'space-unknown': refusal(422, hireText.spaceUnknown, 'space'),
  'too-many-guests': (n) => ({ status: 422, text: hireText.guestsMax(Number(n)), field: 'guestCount' }),
  'too-few-guests': (n) => ({ status: 422, text: hireText.guestsMin(Number(n)), field: 'guestCount' }),
  'package-unknown': refusal(422, hireText.packageUnknown, 'packages'),
  weekday: notHireable,
  'too-early': notHireable,
  'beyond-horizon': notHireable,
  'closed-day': notHireable,
  'event-night': notHireable,
  taken: refusal(409, hireText.dateTaken),
};

/** The refusals of the guest's answers through the link (supabase/schemas/52_hire_answers.sql). */
const answerRefusals: Refusals = {
  'not-offered': refusal(409, hireText.notOffered),
  'offer-lapsed': refusal(410, hireText.offerLapsed),
  'deposit-received': refusal(409, hireText.depositAlreadyReceived),
  closed: refusal(409, hireText.inquiryClosed),
  taken: refusal(409, hireText.dateTaken),
};

/** The active spaces in the owner's order, each with the priced packages a guest can tick. */
export async function spaces({ db }: Pick<Deps, 'db'>): Promise<{ spaces: HireSpaceView[] }> {
  const view = await asRole(db, anonymous, async (tx) => {
    const { rows } = await sql<{ v: { spaces: Omit<HireSpaceView, 'packages'>[]; prices: RawPrice[] } }>`
      select private.hire_spaces_view() as v`.execute(tx);
    return rows[0]?.v ?? { spaces: [], prices: [] };
  });
  const packages = view.prices
    .filter((p): p is RawPrice & { id: PackageId } => p.id in packageLabel)
    .map((p) => ({ id: p.id, label: packageLabel[p.id], unit: p.unit, priceCents: p.priceCents }));
  return { spaces: view.spaces.map((s) => ({ ...s, packages })) };
}

type RawPrice = { id: string; unit: PackageUnit; priceCents: number };

/** A space's month (`month` `YYYY-MM`): per day its state, no personal data; 404 for an unknown space. */
export async function calendar({ db }: Pick<Deps, 'db'>, space: string, month: string) {
  const days = await asRole(db, anonymous, async (tx) => {
    const { rows } = await sql<{ v: { days: { date: string; state: DayState }[] } | null }>`
      select public.hire_calendar(${space}, ${`${month}-01`}::date) as v`.execute(tx);
    return rows[0]?.v?.days;
  });
  if (!days) throw new ApiError(404, hireText.spaceUnknown);
  return { days };
}

/** A guest's inquiry → `{ id, status }`; its mails are queued with it (the link goes only by mail). */
export async function ask(deps: Deps, input: InquiryRequest): Promise<{ id: string; status: 'neu' }> {
  const created = await refusing(inquiryRefusals, () =>
    asRole(deps.db, anonymous, async (tx) => {
      const { rows } = await sql<{ v: { id: string; status: 'neu' } }>`
        select private.hire_inquiry_create(${input.space}, ${input.date}::date, ${input.startTime}::time,
          ${input.endTime}::time, ${input.guestCount}, ${input.occasion}, ${input.packages}::text[],
          ${input.customerName}, ${input.customerEmail}, ${input.customerPhone}, ${input.message ?? null}) as v`.execute(
        tx,
      );
      return rows[0]?.v;
    }),
  );
  if (!created) throw new Error('hire_inquiry_create answered nothing');
  deps.outbox?.kick();
  return { id: created.id, status: created.status };
}

/** The link functions a guest calls with the secret; each answers the guest's view or null. */
const linkFunctions = {
  show: 'private.hire_inquiry_by_link',
  accept: 'private.hire_accept',
  decline: 'private.hire_decline',
  withdraw: 'private.hire_withdraw',
} as const;
export type LinkStep = keyof typeof linkFunctions;

/** Runs a guest's step through the link; 404 when the secret opens nothing. */
export async function throughLink(deps: Deps, step: LinkStep, token: string): Promise<{ inquiry: HireGuestView }> {
  const raw = await refusing(answerRefusals, () =>
    asRole(deps.db, anonymous, async (tx) => {
      const { rows } = await sql<{ v: RawView | null }>`
        select ${sql.raw(linkFunctions[step])}(${token}) as v`.execute(tx);
      return rows[0]?.v ?? null;
    }),
  );
  if (!raw) throw new ApiError(404, hireText.notFound);
  if (step !== 'show') {
    // A held hire takes tables and may close the evening: the booking page reads the day again.
    deps.availability?.invalidate(raw.date);
    deps.outbox?.kick();
  }
  return { inquiry: guestView(raw) };
}

type RawView = Omit<HireGuestView, 'offer' | 'payment'> & {
  offer: HireGuestView['offer'] | null;
  payment: (Omit<NonNullable<HireGuestView['payment']>, 'epc'> & { accountHolder: string | null }) | null;
};

/** The database's view without its empty parts, the payment with its GiroCode text. */
function guestView({ offer, payment, ...rest }: RawView): HireGuestView {
  return {
    ...rest,
    ...(offer && { offer }),
    ...(payment && { payment: { ...payment, accountHolder: payment.accountHolder ?? '', ...epcOf(payment) } }),
  };
}

/** The GiroCode's text of a payment; none when it cannot carry one (no account yet, nothing to pay). */
function epcOf(p: NonNullable<RawView['payment']>): { epc?: string } {
  try {
    return {
      epc: epcPayload({
        name: p.accountHolder ?? '',
        iban: p.iban,
        amountCents: p.amountCents,
        remittance: p.reference,
        ...(p.bic && { bic: p.bic }),
      }),
    };
  } catch {
    return {};
  }
}
