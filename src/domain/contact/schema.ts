import { isMultiLineText, isSingleLineText, textMessages } from '../text';
import { emailAddress } from '../text-schemas';
import { z } from '../zod';

export const contactLocations = ['beide', 'rappen', 'irish'] as const;
export type ContactLocation = (typeof contactLocations)[number];

export const locationLabels: Record<ContactLocation, string> = {
  beide: 'Beide Standorte',
  rappen: 'Rappen',
  irish: 'Irish Pub',
};

/** An optional one-line text: absent or blank means ''. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(isSingleLineText, textMessages.controlCharacters)
    .optional()
    .transform((v) => v ?? '');

/**
 * A contact request (docs/messages.md#contact-form): name, email and message required; phone, subject and location
 * optional (location defaults to 'beide'). `website` is a honeypot that people never fill in.
 */
export const contactRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie Ihren Namen ein.')
    .max(120, 'Der Name ist zu lang.')
    .refine(isSingleLineText, textMessages.controlCharacters),
  email: emailAddress('Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Die E-Mail-Adresse ist zu lang.'),
  phone: optionalText(40, 'Die Telefonnummer ist zu lang.'),
  location: z.enum(contactLocations).default('beide'),
  subject: optionalText(150, 'Der Betreff ist zu lang.'),
  message: z
    .string()
    .trim()
    .min(1, 'Bitte schreiben Sie uns eine Nachricht.')
    .max(5000, 'Die Nachricht ist zu lang (höchstens 5000 Zeichen).')
    .refine(isMultiLineText, textMessages.controlCharacters),
  website: z.string().max(500).optional(),
});

export type ContactRequestInput = z.input<typeof contactRequest>;
export type ContactRequest = z.output<typeof contactRequest>;

/** Messages the form shows (docs/messages.md#contact-form). */
export const contactMessages = {
  sending: 'Wird gesendet...',
  success: 'Vielen Dank für Ihre Nachricht! Wir haben Ihre Anfrage erhalten und melden uns bald bei Ihnen.',
  sendFailed:
    'Es gab ein Problem beim Versenden Ihrer Nachricht. Bitte versuchen Sie es erneut oder kontaktieren Sie uns telefonisch.',
  unexpected: 'Unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  invalid: 'Bitte prüfen Sie Ihre Eingaben.',
  tooMany: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
} as const;
