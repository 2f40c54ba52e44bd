import { clockPattern } from '../calendar';
import { isSingleLineText } from '../text';
import { z } from '../zod';
import { hireText } from './text';
import { hireVenues, packageIds, packageUnits } from './values';

/** A space as the owner edits it (`GET/PUT /api/admin/hire/spaces`, docs/hire.md#spaces). */
export const hireSpaceInput = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, hireText.spaceIdInvalid)
      .max(60, hireText.spaceIdInvalid),
    label: z
      .string()
      .trim()
      .min(2, hireText.spaceLabelInvalid)
      .max(100, hireText.spaceLabelInvalid)
      .refine(isSingleLineText, hireText.spaceLabelInvalid),
    venue: z.enum(hireVenues),
    minGuests: z
      .int(hireText.spaceGuestsInvalid)
      .min(1, hireText.spaceGuestsInvalid)
      .max(500, hireText.spaceGuestsInvalid),
    maxGuests: z
      .int(hireText.spaceGuestsInvalid)
      .min(1, hireText.spaceGuestsInvalid)
      .max(500, hireText.spaceGuestsInvalid),
    weekdays: z
      .array(z.int().min(1).max(7), hireText.spaceWeekdaysInvalid)
      .min(1, hireText.spaceWeekdaysInvalid)
      .max(7, hireText.spaceWeekdaysInvalid),
    defaultStart: z.string().regex(clockPattern, hireText.timeInvalid),
    defaultEnd: z.string().regex(clockPattern, hireText.timeInvalid),
    planAreas: z.array(z.string().min(1).max(40)).max(10),
    onEventNights: z.boolean(),
    active: z.boolean(),
    position: z.int().min(0).max(1000),
  })
  .refine((s) => s.minGuests <= s.maxGuests, { message: hireText.spaceGuestsInvalid, path: ['maxGuests'] })
  .refine((s) => s.defaultStart !== s.defaultEnd, { message: hireText.sameTimes, path: ['defaultEnd'] })
  .refine((s) => new Set(s.weekdays).size === s.weekdays.length, {
    message: hireText.spaceWeekdaysInvalid,
    path: ['weekdays'],
  })
  .refine((s) => s.venue === 'irish' || s.planAreas.length === 0, {
    message: hireText.spaceAreasInvalid,
    path: ['planAreas'],
  });
export type HireSpaceInput = z.infer<typeof hireSpaceInput>;

/** A package's price as the owner sets it, in whole cents (at most 100,000 €). */
export const packagePriceInput = z.object({
  id: z.enum(packageIds),
  unit: z.enum(packageUnits),
  priceCents: z.int(hireText.priceInvalid).min(0, hireText.priceInvalid).max(10_000_000, hireText.priceInvalid),
});

/**
 * Body of `PUT /api/admin/hire/spaces`: the spaces to save (by id: changed or added; a space not
 * listed stays, switched off with `active: false` rather than removed, since inquiries name it) and
 * every package's price (a package not listed has no price: guests are not offered it).
 */
export const hireSpacesRequest = z.object({
  spaces: z.array(hireSpaceInput).max(20),
  prices: z
    .array(packagePriceInput)
    .max(packageIds.length)
    .refine((p) => new Set(p.map((x) => x.id)).size === p.length, hireText.packageUnknown),
});
export type HireSpacesRequest = z.infer<typeof hireSpacesRequest>;
