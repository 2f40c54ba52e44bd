import type { HirePackage } from '../../../src/domain/hire/money';
import type { CancelRequest, DepositRequest, OfferRequest } from '../../../src/domain/hire/schemas';
import type { HireSpaceInput, HireSpacesRequest } from '../../../src/domain/hire/spaces';
import type { StaffHireInquiry } from '../../../src/domain/hire/staff';
import type { HireStatus } from '../../../src/domain/hire/values';
import type { ConfirmChoice } from '../../../src/domain/schedule/schemas';
import { client, request } from '../../shared/api/client';

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

/** The page of one hire's 'Ablaufblatt'. */
export const hireSheetHref = (id: string) => `/admin/feiern/ablauf?id=${encodeURIComponent(id)}`;

const admin = client.api.admin.hire;

/**
 * The staff's hire calls (docs/routes.md, issue 42's contract), through the typed client. The list
 * is read as the domain's shape (`StaffHireInquiry`), which names the package and occasion values
 * the API's answer spells as text.
 */
export const hire = {
  /** The live notices of the hire list (a change of any inquiry). */
  events: '/api/admin/hire/events',
  /** The inquiries of the filter: a state, the evenings of a month `YYYY-MM`, or one inquiry's id. */
  list: async (filter: { status?: HireStatus; month?: string; id?: string } = {}) => {
    const query = Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
    const { inquiries } = await request(admin.$get({ query }));
    return { inquiries: inquiries as StaffHireInquiry[] };
  },
  spaces: () => request(client.api.hire.spaces.$get()) as Promise<{ spaces: HireSpace[] }>,
  /** Every space, switched-off ones too, with every price set, as the owner edits them. */
  ownerSpaces: () =>
    request(admin.spaces.$get()) as Promise<{
      spaces: HireSpaceInput[];
      prices: { id: string; unit: string; priceCents: number }[];
    }>,
  saveSpaces: (json: HireSpacesRequest) => request(admin.spaces.$put({ json })),
  settings: () => request(client.api.admin.settings.$get()) as Promise<{ settings: HireSettings }>,
  /**
   * The whole settings with the hire's fields; the owner's (docs/hire.md#the-deposit). The dialog
   * sends back the settings it read with its own fields changed; the route validates the whole.
   */
  saveSettings: (json: Record<string, unknown>) => request(client.api.admin.settings.$put({ json: json as never })),
  offer: (id: string, body: Omit<OfferRequest, 'confirm'>, confirm?: ConfirmChoice) =>
    request(admin[':id'].offer.$post({ param: { id }, json: { ...body, ...(confirm && { confirm }) } })),
  deposit: (id: string, json: DepositRequest) => request(admin[':id'].deposit.$post({ param: { id }, json })),
  cancel: (id: string, json: CancelRequest) => request(admin[':id'].cancel.$post({ param: { id }, json })),
  /** Staff correct a bounced address; the answer's toast (docs/mails.md#corrected-address). */
  readdress: (id: string, email: string) => request(admin[':id'].email.$post({ param: { id }, json: { email } })),
};
