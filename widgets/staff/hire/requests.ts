import type { HirePackage } from '../../../src/domain/hire/money';
import type { CancelRequest, DepositRequest, OfferRequest } from '../../../src/domain/hire/schemas';
import type { HireSpaceInput, HireSpacesRequest } from '../../../src/domain/hire/spaces';
import type { StaffHireInquiry } from '../../../src/domain/hire/staff';
import type { HireStatus } from '../../../src/domain/hire/values';
import type { ConfirmChoice } from '../../../src/domain/schedule/schemas';
import { ApiFailure, reportSignedOut } from '../../shared/api/client';

/** A rentable space as `GET /api/hire/spaces` answers it. */
export interface HireSpace {
  id: string;
  label: string;
  venue: 'rappen' | 'irish';
  minGuests: number;
  maxGuests: number;
  packages: HirePackage[];
}

/** The owner's deposit settings in `GET /api/admin/settings` (docs/hire.md#the-deposit). */
export interface HireSettings {
  hireAccountHolder?: string | null;
  hireIban?: string | null;
  hireBic?: string | null;
  hireDepositPercent?: number;
  hireDepositDays?: number;
}

/**
 * One call of the hire's routes, as the typed client makes them (same origin, JSON, a 401 shows the
 * login screen); its 2xx JSON, else an {@link ApiFailure}. The answers are read as the domain's
 * shapes (`StaffHireInquiry`), which name the package and occasion values the API's list spells as text.
 */
async function call<T>(path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(method !== 'GET' && { 'Content-Type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiFailure(0);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok || json === undefined) {
    const failure = new ApiFailure(
      response.status,
      typeof json === 'object' && json ? (json as Record<string, unknown>) : {},
    );
    if (response.status === 401) reportSignedOut(failure.message);
    throw failure;
  }
  return json as T;
}

/** The page of one hire's 'Ablaufblatt'. */
export const hireSheetHref = (id: string) => `/admin/feiern/ablauf?id=${encodeURIComponent(id)}`;

const admin = (id: string, step: string) => `/api/admin/hire/${encodeURIComponent(id)}/${step}`;

/** The staff's hire calls (docs/routes.md, issue 42's contract). */
export const hire = {
  /** The live notices of the hire list (a change of any inquiry). */
  events: '/api/admin/hire/events',
  /** The inquiries of the filter: a state, the evenings of a month `YYYY-MM`, or one inquiry's id. */
  list: (filter: { status?: HireStatus; month?: string; id?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
    return call<{ inquiries: StaffHireInquiry[] }>(`/api/admin/hire${query.size ? `?${query}` : ''}`);
  },
  spaces: () => call<{ spaces: HireSpace[] }>('/api/hire/spaces'),
  /** Every space, switched-off ones too, with every price set, as the owner edits them. */
  ownerSpaces: () =>
    call<{ spaces: HireSpaceInput[]; prices: { id: string; unit: string; priceCents: number }[] }>(
      '/api/admin/hire/spaces',
    ),
  saveSpaces: (body: HireSpacesRequest) => call<unknown>('/api/admin/hire/spaces', 'PUT', body),
  settings: () => call<{ settings: HireSettings }>('/api/admin/settings'),
  /** The whole settings with the hire's fields; the owner's (docs/hire.md#the-deposit). */
  saveSettings: (body: Record<string, unknown>) => call<unknown>('/api/admin/settings', 'PUT', body),
  offer: (id: string, body: Omit<OfferRequest, 'confirm'>, confirm?: ConfirmChoice) =>
    call<unknown>(admin(id, 'offer'), 'POST', { ...body, ...(confirm && { confirm }) }),
  deposit: (id: string, body: DepositRequest) => call<unknown>(admin(id, 'deposit'), 'POST', body),
  cancel: (id: string, body: CancelRequest) => call<unknown>(admin(id, 'cancel'), 'POST', body),
  /** Staff correct a bounced address; the answer's toast (docs/mails.md#corrected-address). */
  readdress: (id: string, email: string) => call<{ message: string }>(admin(id, 'email'), 'POST', { email }),
};
