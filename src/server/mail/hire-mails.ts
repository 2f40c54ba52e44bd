import { createElement } from 'react';
import { guestsLabel } from '../../domain/booking/guests';
import { addDays, longGermanDate, shortGermanDate, timeSpan } from '../../domain/calendar';
import { icalendar } from '../../domain/calendar/ical';
import { epcPayload, girocodeModules } from '../../domain/hire/girocode';
import { formatEuro } from '../../domain/hire/money';
import { hireText, occasionLabel, packageLabel } from '../../domain/hire/text';
import { inquiryPath, type PackageId } from '../../domain/hire/values';
import { secretLink } from '../../domain/link-secret';
import { addressLine } from '../../domain/venue/opening-hours';
import { z } from '../../domain/zod';
import { venueById } from '../../site/venues';
import { attachment } from './attachment';
import type { ComposeContext } from './compose-context';
import type { MailAttachment, MailMessage } from './mailer';
import { qrPng } from './qr-png';
import { renderMail } from './render';
import { HireGuestMail, type HireMailKind, type HirePaymentText } from './templates/HireGuestMail';
import { HireVenueMail } from './templates/HireVenueMail';

/** What `private.hire_mail_data()` writes into a hire mail's payload (supabase/schemas/49_hire_guest.sql). */
export const hirePayload = z.object({
  inquiryId: z.string(),
  status: z.string(),
  space: z.string(),
  venue: z.enum(['rappen', 'irish']),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  guestCount: z.number(),
  occasion: z.enum(['geburtstag', 'hochzeit', 'firmenfeier', 'vereinsfeier', 'sonstiges']),
  packages: z.array(z.string()).nullish(),
  offer: z
    .object({
      items: z.array(
        z.object({ label: z.string(), quantity: z.number(), unitPriceCents: z.number(), totalCents: z.number() }),
      ),
      totalCents: z.number(),
      depositCents: z.number(),
      validUntil: z.string(),
    })
    .nullish(),
  payment: z
    .object({
      accountHolder: z.string().nullish(),
      iban: z.string().nullish(),
      bic: z.string().nullish(),
      amountCents: z.number().nullish(),
      reference: z.string(),
      dueOn: z.string().nullish(),
      receivedOn: z.string().nullish(),
    })
    .nullish(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  message: z.string().nullish(),
  cancelReason: z.string().nullish(),
  token: z.string().nullish(),
  // Sent again to a corrected address (supabase/schemas/66_staff_readdress.sql): the venue had its notice.
  resent: z.boolean().nullish(),
});
export type HirePayload = z.infer<typeof hirePayload>;

/** The content id the mail's HTML names the GiroCode image by (`cid:`). */
export const girocodeContentId = 'girocode';

/**
 * The mails of a hire's outbox row (docs/mails.md#hire-mails): one to the guest, and for
 * 'hire-inquiry' a second to the venue. A deposit still to pay comes with its bank details as text
 * and as a GiroCode image (PNG, inline by content id); the confirmation carries the evening as `.ics`.
 */
export async function composeHireMails(
  kind: HireMailKind,
  payload: unknown,
  ctx: Omit<ComposeContext, 'reservationHours'>,
): Promise<[MailMessage, ...MailMessage[]]> {
  const h = hirePayload.parse(payload);
  const venue = venueById(h.venue);
  const date = shortGermanDate(h.date);
  const longDate = longGermanDate(h.date);
  const time = timeSpan(h.startTime, h.endTime);
  const guests = guestsLabel(h.guestCount);
  const occasion = occasionLabel[h.occasion];
  const link = h.token ? secretLink(ctx.siteUrl, inquiryPath, h.token) : '';
  const p = h.payment;
  const openDeposit =
    p?.accountHolder && p.iban && p.amountCents && !p.receivedOn
      ? epcPayload({
          ...(p.bic && { bic: p.bic }),
          name: p.accountHolder,
          iban: p.iban,
          amountCents: p.amountCents,
          remittance: p.reference,
        })
      : undefined;
  const payment: HirePaymentText | undefined =
    p?.accountHolder && p.iban && p.amountCents
      ? {
          accountHolder: p.accountHolder,
          iban: p.iban,
          bic: p.bic ?? undefined,
          amount: formatEuro(p.amountCents),
          reference: p.reference,
          dueOn: p.dueOn ? shortGermanDate(p.dueOn) : undefined,
          receivedOn: p.receivedOn ? shortGermanDate(p.receivedOn) : undefined,
          ...(openDeposit && { girocodeSrc: `cid:${girocodeContentId}` }),
        }
      : undefined;
  const bodies = await renderMail(
    createElement(HireGuestMail, {
      kind,
      customerName: h.customerName,
      space: h.space,
      longDate,
      time,
      guests,
      occasion,
      link,
      ...(h.offer && {
        offer: {
          items: h.offer.items.map((i) => ({
            label: i.label,
            quantity: String(i.quantity),
            unitPrice: formatEuro(i.unitPriceCents),
            total: formatEuro(i.totalCents),
          })),
          total: formatEuro(h.offer.totalCents),
          deposit: formatEuro(h.offer.depositCents),
          validUntil: shortGermanDate(h.offer.validUntil),
        },
      }),
      ...(payment && { payment }),
      ...(h.cancelReason && { cancelReason: h.cancelReason }),
      venue: { name: venue.name, address: addressLine(venue), phone: ctx.contact.phone, email: ctx.contact.email },
    }),
  );
  const attachments: MailAttachment[] = [];
  if (openDeposit && payment?.girocodeSrc) {
    const png = await qrPng(girocodeModules(openDeposit));
    attachments.push({
      filename: 'girocode.png',
      content: base64(png),
      contentType: 'image/png',
      contentId: girocodeContentId,
    });
  }
  if (kind === 'hire-confirmed')
    attachments.push(attachment('feier.ics', eveningFile(h, venue.name, addressLine(venue), ctx), 'PUBLISH'));
  const toGuest: MailMessage = {
    from: ctx.mail.from,
    to: [h.email],
    replyTo: ctx.mail.venueTo,
    subject: guestSubjects[kind](h.space, date),
    ...bodies,
    ...(attachments.length > 0 && { attachments }),
  };
  if (kind !== 'hire-inquiry' || h.resent) return [toGuest];
  const staff = [...new Set([ctx.mail.venueTo, ctx.mail.staffTo].filter((a): a is string => Boolean(a)))];
  const venueBodies = await renderMail(
    createElement(HireVenueMail, {
      space: h.space,
      longDate,
      time,
      guests,
      occasion,
      packages: (h.packages ?? []).map((id) => packageLabel[id as PackageId] ?? id),
      customerName: h.customerName,
      customerEmail: h.email,
      customerPhone: h.phone ?? '',
      message: h.message ?? '',
    }),
  );
  return [
    toGuest,
    {
      from: ctx.mail.from,
      to: staff,
      replyTo: h.email,
      subject: hireText.venueSubject(h.space, date),
      ...venueBodies,
    },
  ];
}

const guestSubjects: Record<HireMailKind, (space: string, date: string) => string> = {
  'hire-inquiry': hireText.guestSubject,
  'hire-offer': hireText.offerSubject,
  'hire-confirmed': hireText.confirmedSubject,
  'hire-cancelled': hireText.cancelledSubject,
  'hire-lapsed': hireText.lapsedSubject,
  'hire-reminder': hireText.reminderSubject,
  'hire-accepted': hireText.acceptedSubject,
};

/** The confirmed evening as one event in Berlin time; an end at or before the start is the next day's. */
function eveningFile(
  h: HirePayload,
  venueName: string,
  address: string,
  ctx: Omit<ComposeContext, 'reservationHours'>,
) {
  const endDay = h.endTime <= h.startTime ? addDays(h.date, 1) : h.date;
  return icalendar({
    product: '-//Irish Pub Reutlingen//Feier//DE',
    method: 'publish',
    events: [
      {
        uid: `hire-${h.inquiryId}@${new URL(ctx.siteUrl).hostname}`,
        stamp: ctx.queuedAt,
        sequence: 0,
        status: 'confirmed',
        start: { day: h.date, time: h.startTime },
        end: { day: endDay, time: h.endTime },
        summary: `Feier: ${h.space}`,
        location: `${venueName}, ${address}`,
        description: `${occasionLabel[h.occasion]}, ${guestsLabel(h.guestCount)}. Telefon ${ctx.contact.phone}.`,
      },
    ],
  });
}

/** Base64 of bytes, without Node's Buffer (the Edge Function runs on Deno). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
