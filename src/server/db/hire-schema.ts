import type { ColumnType, Generated } from 'kysely';

/** `public.hire_spaces`: the spaces guests can hire, the owner's data (docs/hire.md#spaces). */
export interface HireSpacesTable {
  id: string;
  label: string;
  venue: 'rappen' | 'irish';
  min_guests: number;
  max_guests: number;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: number[];
  /** `HH:MM:SS`; an end at or before the start lies after midnight. */
  default_start: string;
  default_end: string;
  /** Area ids of the deployed plan; empty for a space without a plan. */
  plan_areas: Generated<string[]>;
  on_event_nights: Generated<boolean>;
  active: Generated<boolean>;
  position: Generated<number>;
}

/** `public.hire_package_prices`: the owner's price of each package of the rentals content. */
export interface HirePackagePricesTable {
  package_id: string;
  unit: 'person' | 'evening';
  price_cents: number;
}

export type HireStatus = 'neu' | 'angebot' | 'angenommen' | 'bestaetigt' | 'abgelehnt' | 'abgesagt' | 'abgelaufen';

export interface HireOfferItem {
  label: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * `public.hire_inquiries`: guests' requests to hire a space, their offers and deposits
 * (docs/hire.md#states). Written only by the hire functions; the personal columns are null once
 * cleared (`anonymized_at`).
 */
export interface HireInquiriesTable {
  id: Generated<string>;
  space_id: string;
  date: string;
  start_time: string;
  end_time: string;
  guest_count: number;
  occasion: 'geburtstag' | 'hochzeit' | 'firmenfeier' | 'vereinsfeier' | 'sonstiges';
  packages: Generated<string[]>;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  message: string | null;
  status: ColumnType<HireStatus, HireStatus | undefined, HireStatus>;
  manage_token_hash: Uint8Array | null;
  offer_items: ColumnType<HireOfferItem[] | null, string | null | undefined, string | null>;
  offer_total_cents: number | null;
  deposit_cents: number | null;
  offer_valid_until: string | null;
  offer_sent_at: Date | null;
  accepted_at: Date | null;
  deposit_received_cents: number | null;
  deposit_received_on: string | null;
  deposit_reminded_at: Date | null;
  cancel_reason: string | null;
  cancelled_by: 'guest' | 'owner' | null;
  anonymized_at: Date | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** `public.hire_holds`: the evenings a held or confirmed hire takes, per plan area or space. */
export interface HireHoldsTable {
  date: string;
  hold_key: string;
  inquiry_id: string;
}
