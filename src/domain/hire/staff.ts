import type { MailProblem } from '../mail-problem';
import type { HirePackage, PricedLine } from './money';
import { packageLabel } from './text';
import { type HireStatus, hireStatuses, type Occasion, type PackageId } from './values';

/** An offer in the staff's list (docs/hire.md#states): its lines, the total the database added, the deposit. */
export interface HireOffer {
  items: PricedLine[];
  totalCents: number;
  depositCents: number;
  validUntil: string;
  sentAt?: string;
}

/**
 * An inquiry in `GET /api/admin/hire` (the staff's 'Feiern'). Contact fields are null once the
 * personal data was cleared (30 days after the evening); `depositDueOn` is set once accepted.
 */
export interface StaffHireInquiry {
  id: string;
  status: HireStatus;
  spaceId: string;
  space: string;
  date: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  occasion: Occasion;
  packages: PackageId[];
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  message: string | null;
  offer: HireOffer | null;
  depositDueOn: string | null;
  depositReceivedCents: number | null;
  depositReceivedOn: string | null;
  cancelReason: string | null;
  createdAt: string;
  mailProblem: MailProblem | null;
  /** The plan's tables the hire holds while accepted or confirmed; none for a space without plan areas. */
  tableIds: number[];
}

/** A deposit still open after its day: 'überfällig' for the owner, who decides (docs/hire.md#by-the-clock). */
export function isOverdue(inquiry: Pick<StaffHireInquiry, 'status' | 'depositDueOn'>, today: string): boolean {
  return inquiry.status === 'angenommen' && inquiry.depositDueOn !== null && inquiry.depositDueOn < today;
}

/** The list's filters: a space id and a month `YYYY-MM` of the evening; empty is any. */
export interface HireFilter {
  space: string;
  month: string;
}

/** The inquiries matching the filter, by evening then start. */
export function filterHires<T extends Pick<StaffHireInquiry, 'spaceId' | 'date' | 'startTime'>>(
  inquiries: readonly T[],
  filter: HireFilter,
): T[] {
  return inquiries
    .filter((i) => (!filter.space || i.spaceId === filter.space) && (!filter.month || i.date.startsWith(filter.month)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

/** The list's sections: each state in the order of the path, only those with inquiries. */
export function groupByStatus<T extends Pick<StaffHireInquiry, 'status'>>(
  inquiries: readonly T[],
): { status: HireStatus; inquiries: T[] }[] {
  return hireStatuses
    .map((status) => ({ status, inquiries: inquiries.filter((i) => i.status === status) }))
    .filter((group) => group.inquiries.length > 0);
}

/** The spaces and months the inquiries name, for the filters' options (months ascending). */
export function filterOptions(inquiries: readonly Pick<StaffHireInquiry, 'spaceId' | 'space' | 'date'>[]): {
  spaces: { id: string; label: string }[];
  months: string[];
} {
  const spaces = new Map(inquiries.map((i) => [i.spaceId, i.space]));
  const months = new Set(inquiries.map((i) => i.date.slice(0, 7)));
  return {
    spaces: [...spaces].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label)),
    months: [...months].sort(),
  };
}

/** The hires that take the evening of `date` (accepted or confirmed): the day view and the plan show them. */
export function heldOn<T extends Pick<StaffHireInquiry, 'status' | 'date'>>(
  inquiries: readonly T[],
  date: string,
): T[] {
  return inquiries.filter((i) => i.date === date && (i.status === 'angenommen' || i.status === 'bestaetigt'));
}

/**
 * The packages' labels of an inquiry as the sheet lists them: the space's, else the package's own
 * (a package whose price the owner has since removed); an unknown id stays as it is.
 */
export function packageLabels(ticked: readonly PackageId[], packages: readonly Pick<HirePackage, 'id' | 'label'>[]) {
  return ticked.map((id) => packages.find((p) => p.id === id)?.label ?? packageLabel[id] ?? id);
}
