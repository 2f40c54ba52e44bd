import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { settingNumber } from '../settings/settings';
import { isSingleLineText } from '../text';
import { z } from '../zod';
import { hireText } from './text';

/** The bounds of the deposit's settings: percent of the offer's total, days after accepting. */
export const hireSettingsBounds = {
  hireDepositPercent: { min: 0, max: 100 },
  hireDepositDays: { min: 1, max: 60 },
} as const;

/** The most characters a GiroCode takes for the recipient's name (EPC069-12). */
export const accountHolderMax = 70;

/** An IBAN as stored and printed in a GiroCode: no spaces, upper case. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/**
 * The owner's bank details and deposit rules for hires (`GET/PUT /api/admin/settings`), owner-only
 * and never content. The IBAN passes its country's length and its checksum (ISO 13616, via
 * ibantools); the BIC is optional. A blank holder, IBAN or BIC is absent, as `GET` reads an unset
 * one, so the settings read can be written back whole; offers with a deposit need both.
 */
export const hireSettings = z.object({
  hireAccountHolder: z
    .string({ error: hireText.holderInvalid })
    .trim()
    .max(accountHolderMax, hireText.holderInvalid)
    .refine((v) => v === '' || (v.length >= 2 && isSingleLineText(v)), hireText.holderInvalid),
  hireIban: z
    .string({ error: hireText.ibanInvalid })
    .refine((v) => v.trim() === '' || isValidIBAN(normalizeIban(v)), hireText.ibanInvalid)
    .transform((v) => (v.trim() === '' ? '' : normalizeIban(v))),
  hireBic: z
    .string({ error: hireText.bicInvalid })
    .nullish()
    .transform((v) => v?.replace(/\s+/g, '').toUpperCase() || undefined)
    .refine((v) => v === undefined || isValidBIC(v), hireText.bicInvalid),
  hireDepositPercent: settingNumber(hireSettingsBounds.hireDepositPercent, {
    notANumber: hireText.depositPercentRange,
    notWhole: hireText.depositPercentRange,
    range: hireText.depositPercentRange,
  }),
  hireDepositDays: settingNumber(hireSettingsBounds.hireDepositDays, {
    notANumber: hireText.depositDaysRange,
    notWhole: hireText.depositDaysRange,
    range: hireText.depositDaysRange,
  }),
});
export type HireSettings = z.infer<typeof hireSettings>;
