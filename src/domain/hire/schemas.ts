import { bookingFields } from '../booking/schemas';
import { clockPattern, isCalendarDay } from '../calendar';
import { linkToken } from '../link-secret';
import { textField } from '../text-field';
import { z } from '../zod-mini';
import { offerTotalCents } from './money';
import { hireText } from './text';
import { occasions, type PackageId, packageIds } from './values';

// The guest's form loads these schemas too, so they use Zod's small form.

const time = z.string({ error: hireText.timeInvalid }).check(z.regex(clockPattern, hireText.timeInvalid));
const day = z.string({ error: hireText.dayInvalid }).check(z.refine(isCalendarDay, hireText.dayInvalid));
const cents = (message: string, min: number) =>
  z.int({ error: message }).check(z.minimum(min, message), z.maximum(100_000_000, message));

/** The limits of one space the inquiry is checked against (from `GET /api/hire/spaces`). */
export interface SpaceLimits {
  minGuests: number;
  maxGuests: number;
  /** The packages this space offers. */
  packages: readonly PackageId[];
}

const inquiryFields = {
  space: z
    .string({ error: hireText.spaceRequired })
    .check(z.trim(), z.minLength(1, hireText.spaceRequired), z.maxLength(64, hireText.spaceRequired)),
  date: bookingFields.date,
  startTime: time,
  endTime: time,
  guestCount: z.int({ error: hireText.guestsRequired }).check(z.positive(hireText.guestsRequired)),
  occasion: z.enum(occasions, { error: hireText.occasionRequired }),
  packages: z._default(
    z
      .array(z.enum(packageIds, { error: hireText.packageUnknown }), { error: hireText.packageUnknown })
      .check(z.refine((ids) => new Set(ids).size === ids.length, hireText.packageUnknown)),
    [],
  ),
  customerName: bookingFields.customerName,
  customerEmail: bookingFields.customerEmail,
  // Required here: the owner calls back before an offer.
  customerPhone: z.pipe(bookingFields.customerPhone, z.string({ error: hireText.phoneRequired })),
  message: bookingFields.specialRequests,
};

/**
 * Body of `POST /api/hire/inquiries` without `altcha` (checked apart, as every guest form's proof
 * of work) and without the space's own limits: see {@link inquiryForSpace}. An end at or before
 * the start runs past midnight.
 */
export const inquiryRequest = z
  .object(inquiryFields)
  .check(z.refine((v) => v.startTime !== v.endTime, { message: hireText.sameTimes, path: ['endTime'] }));
export type InquiryRequest = z.infer<typeof inquiryRequest>;
export type InquiryRequestInput = z.input<typeof inquiryRequest>;

/** The inquiry checked against one space: its fewest and most guests, and the packages it offers. */
export function inquiryForSpace(space: SpaceLimits) {
  return inquiryRequest.check(
    z.superRefine((v, ctx) => {
      if (v.guestCount > space.maxGuests) {
        ctx.issues.push({
          code: 'custom',
          input: v.guestCount,
          path: ['guestCount'],
          message: hireText.guestsMax(space.maxGuests),
        });
      } else if (v.guestCount < space.minGuests) {
        ctx.issues.push({
          code: 'custom',
          input: v.guestCount,
          path: ['guestCount'],
          message: hireText.guestsMin(space.minGuests),
        });
      }
      if (v.packages.some((id) => !space.packages.includes(id))) {
        ctx.issues.push({ code: 'custom', input: v.packages, path: ['packages'], message: hireText.packageUnknown });
      }
    }),
  );
}

/** Body of `POST /api/hire/inquiry` and its `/accept`, `/decline`, `/withdraw`: the mail link's secret. */
export const inquiryTokenRequest = z.object({
  token: linkToken(hireText.notFound),
});

const offerItem = z.object({
  label: textField(hireText.itemLabelRequired, { min: 1, max: 100 }),
  quantity: z
    .int({ error: hireText.quantityInvalid })
    .check(z.minimum(1, hireText.quantityInvalid), z.maximum(1000, hireText.quantityInvalid)),
  unitPriceCents: cents(hireText.priceInvalid, 0),
});
export type OfferItem = z.infer<typeof offerItem>;

/**
 * Body of `POST /api/admin/hire/:id/offer`. `confirm` answers a 409 that listed the evening's
 * bookings: keep them, or cancel them with the cancellation mail (as the week does).
 */
export const offerRequest = z
  .object({
    items: z
      .array(offerItem, { error: hireText.itemsRequired })
      .check(z.minLength(1, hireText.itemsRequired), z.maxLength(50, hireText.itemsRequired)),
    depositCents: cents(hireText.depositInvalid, 0),
    validUntil: day,
    confirm: z.optional(z.enum(['keep', 'cancel'])),
  })
  .check(
    z.refine((v) => v.depositCents <= offerTotalCents(v.items), {
      message: hireText.depositInvalid,
      path: ['depositCents'],
    }),
  );
export type OfferRequest = z.infer<typeof offerRequest>;

/** Body of `POST /api/admin/hire/:id/deposit`: the amount received and the day it came. */
export const depositRequest = z.object({
  amountCents: cents(hireText.amountInvalid, 1),
  receivedOn: day,
});
export type DepositRequest = z.infer<typeof depositRequest>;

/** Body of `POST /api/admin/hire/:id/cancel`: the reason the guest's mail gives. */
export const cancelRequest = z.object({
  reason: textField(hireText.reasonRequired, { min: 1, max: 500, lines: 'many' }),
});
export type CancelRequest = z.infer<typeof cancelRequest>;

/** Query of `GET /api/hire/calendar`: the space's id and the month, `YYYY-MM`. */
export const calendarQuery = z.object({
  space: z
    .string({ error: hireText.spaceRequired })
    .check(z.minLength(1, hireText.spaceRequired), z.maxLength(64, hireText.spaceRequired)),
  month: z.string({ error: hireText.monthInvalid }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, hireText.monthInvalid)),
});
