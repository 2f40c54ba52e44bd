import { bookingFields } from '../booking/schemas';
import { clockPattern } from '../calendar';
import { linkToken } from '../link-secret';
import type { MailProblem } from '../mail-problem';
import { z } from '../zod-mini';

/** The offer's page (docs/booking.md#the-waitlist); the link's secret follows `#`. */
export const offerPath = '/reservierung/angebot';

/** The texts of the waitlist (docs/messages.md#the-waitlist). */
export const waitlistText = {
  joined: 'Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein passender Tisch frei wird.',
  expired: 'Dieses Angebot ist leider abgelaufen.',
  taken: 'Den Tisch haben Sie bereits übernommen.',
  accepted: (tables: string) => `Tisch ${tables} gehört Ihnen. Die Bestätigung ist per E-Mail unterwegs.`,
  declined: 'Danke für Ihre Nachricht. Der Tisch geht an den nächsten Gast auf der Warteliste.',
  notFound: 'Dieses Angebot wurde nicht gefunden.',
  /** Staff act on an entry that was removed or has become a booking meanwhile. */
  entryNotFound: 'Dieser Eintrag steht nicht mehr auf der Warteliste.',
  guestsRange: 'Bitte 1 bis 15 Personen angeben.',
  window: 'Bitte eine Zeitspanne innerhalb der Öffnungszeiten wählen (frühestens vor spätestens).',
  emailLimit: 'Mit dieser E-Mail-Adresse stehen Sie an diesem Tag bereits zweimal auf der Warteliste.',
} as const;

const time = z.string({ error: waitlistText.window }).check(z.regex(clockPattern, waitlistText.window));

/** Body of `POST /api/waitlist` (without `altcha`, checked apart). */
export const waitlistRequest = z.object({
  date: bookingFields.date,
  from: time,
  until: time,
  guestCount: z
    .int({ error: waitlistText.guestsRange })
    .check(z.minimum(1, waitlistText.guestsRange), z.maximum(15, waitlistText.guestsRange)),
  customerName: bookingFields.customerName,
  customerEmail: bookingFields.customerEmail,
  customerPhone: bookingFields.customerPhone,
});
export type WaitlistRequest = z.infer<typeof waitlistRequest>;

/** Body of `POST /api/waitlist/offer`, `/accept` and `/decline`: the offer mail's secret. */
export const offerRequest = z.object({
  token: linkToken(waitlistText.notFound),
});

/** An entry as the guest sees it. */
export interface WaitlistEntryView {
  date: string;
  from: string;
  until: string;
  guestCount: number;
  status: 'waiting' | 'offered' | 'booked' | 'expired' | 'declined';
}

/**
 * An offer as its page shows it: `status` 'offered' | 'accepted' | 'declined' | 'expired'; `offer`
 * null once a lapsed or declined offer's hold is gone.
 */
export interface OfferView {
  offer: {
    date: string;
    startTime: string;
    endTime: string;
    tableIds: number[];
    guestCount: number;
    expiresAt: string | null;
  } | null;
  status: 'offered' | 'accepted' | 'declined' | 'expired';
}

/** The states of an entry as staff read them ('Angebot bis HH:MM' adds the hold's end). */
export const waitlistStatusLabel: Record<WaitlistEntryView['status'], string> = {
  waiting: 'wartet',
  offered: 'Angebot',
  booked: 'gebucht',
  expired: 'abgelaufen',
  declined: 'abgesagt',
};

/** Body of `POST /api/admin/waitlist`: a party that called, or one at the door ('Heute warten'). */
export const staffWaitlistRequest = z
  .object({
    date: bookingFields.date,
    from: time,
    until: time,
    guestCount: waitlistRequest.shape.guestCount,
    customerName: bookingFields.customerName,
    customerEmail: z.optional(bookingFields.customerEmail),
    customerPhone: bookingFields.customerPhone,
    source: z.enum(['telefon', 'vor-ort'], { error: 'Bitte Telefon oder vor Ort angeben.' }),
  })
  .check(
    z.refine((v) => Boolean(v.customerEmail || v.customerPhone), {
      message: 'Bitte Telefonnummer oder E-Mail-Adresse angeben.',
      path: ['customerPhone'],
    }),
  );
export type StaffWaitlistRequest = z.infer<typeof staffWaitlistRequest>;

/** Body of `POST /api/admin/waitlist/:id/offer`: the table(s) and start staff offer by hand. */
export const staffOfferRequest = z.object({
  tableIds: z
    .array(z.int({ error: 'Bitte Tische wählen.' }).check(z.positive('Bitte Tische wählen.')))
    .check(z.minLength(1, 'Bitte Tische wählen.'), z.maxLength(20, 'Bitte Tische wählen.')),
  startTime: bookingFields.startTime,
});

/** An entry as the staff list shows it. */
export interface StaffWaitlistEntry extends WaitlistEntryView {
  id: string;
  customerName: string;
  customerEmail: string | null;
  /** What became of the mail of its offer; null: nothing wrong reported (docs/mails.md#delivery-events). */
  mailProblem: MailProblem | null;
  customerPhone: string | null;
  source: 'online' | 'telefon' | 'vor-ort';
  createdAt: string;
  offer: {
    tableIds: number[];
    startTime: string;
    endTime: string;
    startsAt: string;
    endsAt: string;
    expiresAt: string | null;
  } | null;
}

/**
 * The tables held for the day's open offers, as the plan of the night draws bookings
 * (docs/booking.md#the-plan-of-the-night): state 'angeboten', the waiting party's name.
 */
export function heldTables(entries: readonly StaffWaitlistEntry[]) {
  return entries.flatMap((e) =>
    e.status === 'offered' && e.offer
      ? [
          {
            id: e.id,
            startsAt: e.offer.startsAt,
            endsAt: e.offer.endsAt,
            startTime: e.offer.startTime,
            endTime: e.offer.endTime,
            tableIds: e.offer.tableIds,
            customerName: e.customerName,
            attendance: null,
            held: true as const,
          },
        ]
      : [],
  );
}
export type HeldTable = ReturnType<typeof heldTables>[number];

/** The entries still on the list: waiting, or holding an offer (the card 'Warteliste'). */
export function waitingCount(entries: readonly Pick<StaffWaitlistEntry, 'status'>[]): number {
  return entries.filter((e) => e.status === 'waiting' || e.status === 'offered').length;
}
