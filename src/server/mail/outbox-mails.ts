import { createElement } from 'react';
import { guestsLabel } from '../../domain/booking/guests';
import { type ManageAction, manageLink } from '../../domain/booking/manage';
import { tablesLabel } from '../../domain/booking/tables';
import { longGermanDate, shortGermanDateTime, timeSpan } from '../../domain/calendar';
import { secretLink } from '../../domain/link-secret';
import { walkInName } from '../../domain/staff-reservations/staff-booking';
import { addressLine, openingHoursLine } from '../../domain/venue/opening-hours';
import { offerPath } from '../../domain/waitlist/waitlist';
import { z } from '../../domain/zod';
import { venueById } from '../../site/venues';
import { calendarFile } from '../booking/ics';
import type { OutboxKind } from '../db/schema';
import { attachment } from './attachment';
import type { ComposeContext } from './compose-context';
import { composeHireMails } from './hire-mails';
import type { MailMessage } from './mailer';
import { outboxPayload } from './payload';
import { renderMail } from './render';
import { composeRoutingMail } from './settings-mails';
import { composeStaffMail } from './staff-mails';
import { composeStaffNotice } from './staff-notices';
import { composeTeamMail } from './team-mails';
import { CancellationMail } from './templates/CancellationMail';
import { CancellationNotice } from './templates/CancellationNotice';
import { ReservationChanged } from './templates/ReservationChanged';
import { ReservationConfirmation } from './templates/ReservationConfirmation';
import { ReservationReminder } from './templates/ReservationReminder';
import { VenueNotification } from './templates/VenueNotification';
import { WaitlistOffer } from './templates/WaitlistOffer';

/**
 * What the mails read of the payload: every mail goes to or names the guest's address (no mail is
 * queued without one); none shows the buffer.
 */
const mailedReservation = outboxPayload
  .omit({ bufferStart: true, bufferEnd: true })
  .extend({ customerEmail: z.string() });

/** A hire's mail (docs/mails.md#hire-mails). */
const isHireMail = (kind: OutboxKind): kind is Extract<OutboxKind, `hire-${string}`> => kind.startsWith('hire-');

/**
 * Every mail an outbox row stands for, the guest's first: one, except a hire's inquiry, which goes
 * to the guest and to the venue.
 */
export async function composeOutboxMails(
  kind: OutboxKind,
  payload: unknown,
  ctx: ComposeContext,
): Promise<[MailMessage, ...MailMessage[]]> {
  if (isHireMail(kind)) return composeHireMails(kind, payload, ctx);
  return [await composeOutboxMail(kind, payload, ctx)];
}

/** The (first) mail an outbox row stands for: subject, recipients, both bodies, attachment. */
export async function composeOutboxMail(kind: OutboxKind, payload: unknown, ctx: ComposeContext): Promise<MailMessage> {
  if (kind === 'team-signup' || kind === 'team-offer') return composeTeamMail(payload, ctx);
  if (kind === 'staff-invitation' || kind === 'staff-password-reset') return composeStaffMail(kind, payload, ctx);
  if (kind === 'mail-routing-changed') return composeRoutingMail(payload, ctx);
  if (kind === 'staff-account-notice') return composeStaffNotice(payload, ctx);
  if (isHireMail(kind)) return (await composeHireMails(kind, payload, ctx))[0];
  const r = mailedReservation.parse(payload);
  // Name and address are the content's; how guests reach the house is the owner's setting.
  const venue = venueById('irish');
  const { phone, email } = ctx.contact;
  const longDate = longGermanDate(r.date);
  const time = timeSpan(r.startTime, r.endTime);
  const guests = guestsLabel(r.guestCount);
  const tables = tablesLabel(r.tableIds ?? [r.tableId]);
  const customerName = r.customerName ?? walkInName;
  const staff = [...new Set([ctx.mail.venueTo, ctx.mail.staffTo].filter((a): a is string => Boolean(a)))];
  const url = (path: string) => new URL(path, ctx.siteUrl).toString();
  const manage = (action: ManageAction, secret: string | undefined) => manageLink(ctx.siteUrl, action, secret ?? '');
  const event = {
    uid: `${r.id}@${new URL(ctx.siteUrl).hostname}`,
    start: new Date(r.startsAt),
    end: new Date(r.endsAt),
    summary: `Tischreservierung ${venue.name} – Tisch ${tables}`,
    location: `${venue.name}, ${addressLine(venue)}`,
  };
  // A guest's reply goes where the owner decided, like the notices: never to an address from the content.
  const toGuest = { from: ctx.mail.from, to: [r.customerEmail], replyTo: ctx.mail.venueTo };
  const before = r.previous;
  const previously = before
    ? [
        `${longGermanDate(before.date)}, ${before.startTime} Uhr, Tisch ${tablesLabel(before.tableIds)}`,
        ...(before.guestCount !== undefined && before.guestCount !== r.guestCount
          ? [guestsLabel(before.guestCount)]
          : []),
      ].join(', ')
    : '';
  // The booking as the guest's calendar keeps it; a change raises the sequence, same UID.
  const booked = (stamp: Date) =>
    attachment(
      'reservierung.ics',
      calendarFile({
        ...event,
        stamp,
        description: `Tisch ${tables}, ${guests}. Der Tisch wird 15 Minuten nach der vereinbarten Uhrzeit freigegeben. Telefon ${phone}.`,
        method: 'publish',
        sequence: r.sequence,
      }),
      'PUBLISH',
    );

  switch (kind) {
    case 'reservation-confirmation': {
      const bodies = await renderMail(
        createElement(ReservationConfirmation, {
          customerName,
          longDate,
          time,
          tables,
          guests,
          details: r,
          links: { change: manage('aendern', r.cancelToken), cancel: manage('stornieren', r.cancelToken) },
          venue: {
            name: venue.name,
            address: addressLine(venue),
            phone,
            email,
            openingHours: openingHoursLine(venue),
            reservationHours: ctx.reservationHours,
          },
        }),
      );
      return {
        ...toGuest,
        subject: `Reservierungsbestätigung - Tisch ${tables}`,
        ...bodies,
        attachments: [booked(new Date(r.createdAt))],
      };
    }
    case 'venue-notification': {
      const bodies = await renderMail(
        createElement(VenueNotification, {
          customerName,
          customerEmail: r.customerEmail,
          customerPhone: r.customerPhone,
          longDate,
          time,
          tables,
          tableCapacity: r.tableCapacity,
          guests,
          specialRequests: r.specialRequests,
          bookedAt: shortGermanDateTime(new Date(r.createdAt)),
        }),
      );
      return {
        from: ctx.mail.from,
        to: staff,
        replyTo: r.customerEmail,
        subject: `NEUE RESERVIERUNG - Tisch ${tables} - Irish Pub`,
        ...bodies,
      };
    }
    case 'reservation-cancelled': {
      const bodies = await renderMail(
        createElement(CancellationMail, {
          customerName,
          longDate,
          time,
          tables,
          tableCapacity: r.tableCapacity,
          guests,
          bookingUrl: url('/reservierung'),
          venue: { name: venue.name, phone, reservationHours: ctx.reservationHours },
        }),
      );
      const ics = calendarFile({
        ...event,
        stamp: ctx.queuedAt,
        description: `Storniert: Tisch ${tables}, ${guests}.`,
        method: 'cancel',
        sequence: r.sequence + 1,
      });
      return {
        ...toGuest,
        subject: `Reservierung storniert - Tisch ${tables}`,
        ...bodies,
        attachments: [attachment('stornierung.ics', ics, 'CANCEL')],
      };
    }
    case 'reservation-changed': {
      const bodies = await renderMail(
        createElement(ReservationChanged, {
          customerName,
          longDate,
          time,
          tables,
          guests,
          previously,
          byGuest: r.byGuest === true,
          manageUrl: r.manageToken ? manage('ansehen', r.manageToken) : '',
          venue: { name: venue.name, phone, email, reservationHours: ctx.reservationHours },
        }),
      );
      return {
        ...toGuest,
        subject: `Reservierung geändert - Tisch ${tables}`,
        ...bodies,
        attachments: [booked(ctx.queuedAt)],
      };
    }
    case 'guest-cancellation-notice':
    case 'guest-change-notice': {
      const changed = kind === 'guest-change-notice';
      const bodies = await renderMail(
        createElement(CancellationNotice, {
          customerName,
          customerEmail: r.customerEmail,
          customerPhone: r.customerPhone,
          longDate,
          time,
          tables,
          guests,
          at: shortGermanDateTime(ctx.queuedAt),
          ...(changed && { previously }),
        }),
      );
      return {
        from: ctx.mail.from,
        to: staff,
        replyTo: r.customerEmail,
        subject: `${changed ? 'ÄNDERUNG' : 'STORNIERUNG'} DURCH GAST - Tisch ${tables} - Irish Pub`,
        ...bodies,
      };
    }
    case 'reservation-reminder': {
      const bodies = await renderMail(
        createElement(ReservationReminder, {
          customerName,
          longDate,
          time,
          tables,
          guests,
          links: {
            confirm: manage('kommen', r.manageToken),
            change: manage('aendern', r.manageToken),
            cancel: manage('stornieren', r.manageToken),
          },
          venue: { name: venue.name, address: addressLine(venue), phone, email },
        }),
      );
      return { ...toGuest, subject: `Erinnerung an Ihre Reservierung - Tisch ${tables}`, ...bodies };
    }
    case 'waitlist-offer': {
      const offer = (action?: string) => secretLink(ctx.siteUrl, offerPath, r.offerToken ?? '', action);
      const until = new Date(r.expiresAt ?? r.startsAt);
      const bodies = await renderMail(
        createElement(WaitlistOffer, {
          customerName,
          longDate,
          time,
          tables,
          guests,
          heldUntil: `${shortGermanDateTime(until)} Uhr`,
          links: { take: offer(), decline: offer('nein') },
          venue: { name: venue.name, address: addressLine(venue), phone, email },
        }),
      );
      return { ...toGuest, subject: `Ein Tisch ist frei - ${longDate}`, ...bodies };
    }
  }
}
