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

/** A space as the owner's form holds it: numbers as typed. */
export type SpaceForm = Omit<HireSpaceInput, 'minGuests' | 'maxGuests'> & { minGuests: string; maxGuests: string };

/** The key of a package's price among the form's errors. */
export const priceErrorKey = (packageId: string) => `prices.${packageId}`;

/** A package's price as the owner's form holds it: euros as typed, blank for no price. */
export interface PriceForm {
  id: (typeof packageIds)[number];
  unit: (typeof packageUnits)[number];
  price: string;
}

/** The form of the spaces and prices `GET /api/admin/hire/spaces` answered (every package listed). */
export function spacesForm(
  read: { spaces: readonly HireSpaceInput[]; prices: readonly { id: string; unit: string; priceCents: number }[] },
  centsToText: (cents: number) => string,
): { spaces: SpaceForm[]; prices: PriceForm[] } {
  return {
    spaces: read.spaces.map((s) => ({ ...s, minGuests: String(s.minGuests), maxGuests: String(s.maxGuests) })),
    prices: packageIds.map((id) => {
      const set = read.prices.find((p) => p.id === id);
      return {
        id,
        unit: (set?.unit as PriceForm['unit'] | undefined) ?? 'person',
        price: set ? centsToText(set.priceCents) : '',
      };
    }),
  };
}

/**
 * The form as `PUT /api/admin/hire/spaces` takes it, checked by the route's own schema; else the
 * German error of each field, keyed `spaces.<i>.<field>` and `prices.<id>`. A blank price is none.
 */
export function spacesRequest(
  form: { spaces: readonly SpaceForm[]; prices: readonly PriceForm[] },
  textToCents: (text: string) => number | undefined,
): { ok: true; request: HireSpacesRequest } | { ok: false; errors: Record<string, string> } {
  const priced = form.prices.filter((p) => p.price.trim() !== '');
  const parsed = hireSpacesRequest.safeParse({
    spaces: form.spaces.map((s) => ({ ...s, minGuests: Number(s.minGuests), maxGuests: Number(s.maxGuests) })),
    prices: priced.map((p) => ({ id: p.id, unit: p.unit, priceCents: textToCents(p.price) ?? -1 })),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [list, index, field] = issue.path;
    const key =
      list === 'prices' && typeof index === 'number'
        ? priceErrorKey(String(priced[index]?.id))
        : `${String(list)}.${String(index ?? '')}.${String(field ?? '')}`;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
