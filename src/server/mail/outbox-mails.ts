import { createElement } from 'react';
import { venueById } from '../../content/venues';
import { guestsLabel } from '../../domain/booking/guests';
import { longGermanDate, shortGermanDateTime, timeSpan } from '../../domain/calendar';
import type { Venue } from '../../domain/venue/schema';
import { z } from '../../domain/zod';
import { calendarFile } from '../booking/ics';
import type { MailAddresses } from '../config';
import type { OutboxKind } from '../db/schema';
import type { MailMessage } from './mailer';
import { renderMail } from './render';
import { CancellationMail } from './templates/CancellationMail';
import { CancellationNotice } from './templates/CancellationNotice';
import { ReservationConfirmation } from './templates/ReservationConfirmation';
import { VenueNotification } from './templates/VenueNotification';

/** What `public.reservation_mail_data()` stores in `mail_outbox.payload` (plus the cancel secret for call 1). */
export const reservationMailData = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  tableId: z.number(),
  tableCapacity: z.number(),
  guestCount: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  specialRequests: z.string().nullable(),
  createdAt: z.string(),
  cancelToken: z.string().optional(),
});

export interface ComposeContext {
  mail: MailAddresses;
  siteUrl: string;
  /** When the outbox row was written (booking or cancellation time). */
  queuedAt: Date;
  /** The week's reservation hours as staff set them now, e.g. 'Fr-Mo 19:30-00:00' (docs/booking.md#bookable-days). */
  reservationHours: string;
}

/** The mail an outbox row stands for: subject, recipients, both bodies, attachment. */
export async function composeOutboxMail(kind: OutboxKind, payload: unknown, ctx: ComposeContext): Promise<MailMessage> {
  const r = reservationMailData.parse(payload);
  const venue = venueById('irish');
  const longDate = longGermanDate(r.date);
  const time = timeSpan(r.startTime, r.endTime);
  const guests = guestsLabel(r.guestCount);
  const staff = [...new Set([ctx.mail.venueTo, ctx.mail.staffTo])];
  const url = (path: string) => new URL(path, ctx.siteUrl).toString();
  const event = {
    uid: `${r.id}@${new URL(ctx.siteUrl).hostname}`,
    start: new Date(r.startsAt),
    end: new Date(r.endsAt),
    summary: `Tischreservierung ${venue.name} – Tisch ${r.tableId}`,
    location: `${venue.name}, ${address(venue)}`,
  };

  switch (kind) {
    case 'reservation-confirmation': {
      const cancelUrl = `${url('/reservierung/stornieren')}#${r.cancelToken ?? ''}`;
      const bodies = await renderMail(
        createElement(ReservationConfirmation, {
          customerName: r.customerName,
          longDate,
          time,
          tableId: r.tableId,
          guests,
          specialRequests: r.specialRequests,
          cancelUrl,
          venue: {
            name: venue.name,
            address: address(venue),
            phone: venue.phone,
            email: venue.email,
            openingHours: openingHoursText(venue),
            reservationHours: ctx.reservationHours,
          },
        }),
      );
      const ics = calendarFile({
        ...event,
        stamp: new Date(r.createdAt),
        description: `Tisch ${r.tableId}, ${guests}. Der Tisch wird 15 Minuten nach der vereinbarten Uhrzeit freigegeben. Telefon ${venue.phone}.`,
        method: 'publish',
      });
      return {
        from: ctx.mail.from,
        to: [r.customerEmail],
        replyTo: venue.email,
        subject: `Reservierungsbestätigung - Tisch ${r.tableId}`,
        ...bodies,
        attachments: [attachment('reservierung.ics', ics, 'PUBLISH')],
      };
    }
    case 'venue-notification': {
      const bodies = await renderMail(
        createElement(VenueNotification, {
          customerName: r.customerName,
          customerEmail: r.customerEmail,
          customerPhone: r.customerPhone,
          longDate,
          time,
          tableId: r.tableId,
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
        subject: `NEUE RESERVIERUNG - Tisch ${r.tableId} - Irish Pub`,
        ...bodies,
      };
    }
    case 'reservation-cancelled': {
      const bodies = await renderMail(
        createElement(CancellationMail, {
          customerName: r.customerName,
          longDate,
          time,
          tableId: r.tableId,
          tableCapacity: r.tableCapacity,
          guests,
          bookingUrl: url('/reservierung'),
          venue: { name: venue.name, phone: venue.phone, reservationHours: ctx.reservationHours },
        }),
      );
      const ics = calendarFile({
        ...event,
        stamp: ctx.queuedAt,
        description: `Storniert: Tisch ${r.tableId}, ${guests}.`,
        method: 'cancel',
      });
      return {
        from: ctx.mail.from,
        to: [r.customerEmail],
        replyTo: venue.email,
        subject: `Reservierung storniert - Tisch ${r.tableId}`,
        ...bodies,
        attachments: [attachment('stornierung.ics', ics, 'CANCEL')],
      };
    }
    case 'guest-cancellation-notice': {
      const bodies = await renderMail(
        createElement(CancellationNotice, {
          customerName: r.customerName,
          customerEmail: r.customerEmail,
          customerPhone: r.customerPhone,
          longDate,
          time,
          tableId: r.tableId,
          guests,
          cancelledAt: shortGermanDateTime(ctx.queuedAt),
        }),
      );
      return {
        from: ctx.mail.from,
        to: staff,
        replyTo: r.customerEmail,
        subject: `STORNIERUNG DURCH GAST - Tisch ${r.tableId} - Irish Pub`,
        ...bodies,
      };
    }
  }
}

function address(venue: Venue): string {
  return `${venue.address.street}, ${venue.address.postalCode} ${venue.address.city}`;
}

/** 'Do-Di ab 19:00 Uhr (Mittwoch Ruhetag)' from the venue's opening-hours rules. */
export function openingHoursText(venue: Venue): string {
  const rules = venue.openingHours.map((rule) => {
    const days = rule.days.length > 2 ? `${rule.days[0]}-${rule.days.at(-1)}` : rule.days.join(', ');
    return rule.closes ? `${days} ${rule.opens}-${rule.closes} Uhr` : `${days} ab ${rule.opens} Uhr`;
  });
  return `${rules.join(', ')}${venue.openingHoursNote ? ` (${venue.openingHoursNote})` : ''}`;
}

function attachment(filename: string, ics: string, method: 'PUBLISH' | 'CANCEL') {
  return {
    filename,
    content: base64(ics),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** Base64 of the UTF-8 bytes, without Node's Buffer (the Edge Function runs on Deno). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
