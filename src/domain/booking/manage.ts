import { secretLink } from '../link-secret';
import { z } from '../zod-mini';
import { messages } from './messages';
import { bookingFields, bookingRequest, cancellationRequest } from './schemas';

/** The guest's own booking page (docs/booking.md#the-guests-own-booking); the link's secret follows `#`. */
export const managePath = '/reservierung/verwalten';

/**
 * What a mail's button asks the page to offer first. Opening the page never does it (mail scanners
 * open links): 'kommen' puts 'Ich komme' first, 'aendern' opens the plan, 'stornieren' asks to cancel.
 */
export const manageActions = ['ansehen', 'kommen', 'aendern', 'stornieren'] as const;
export type ManageAction = (typeof manageActions)[number];

/** The page's address with the action and the secret; the secret never reaches a server log. */
export function manageLink(siteUrl: string, action: ManageAction, secret: string): string {
  return secretLink(siteUrl, managePath, secret, action === 'ansehen' ? undefined : action);
}

/** The action a page address's `?aktion=` asks for; 'ansehen' for anything else. */
export function manageActionOf(asked: string | null): ManageAction {
  return manageActions.find((a) => a === asked) ?? 'ansehen';
}

/** Body of `POST /api/my-reservation`, `/confirm` and `/cancel`: the link's secret. */
export const myReservationRequest = cancellationRequest;

/** Body of `POST /api/my-reservation/change`: the booking chosen again, and a proof of work (checked apart). */
export const myReservationChange = z.object({
  token: cancellationRequest.shape.token,
  date: bookingFields.date,
  startTime: bookingFields.startTime,
  endTime: bookingFields.endTime,
  guestCount: bookingFields.guestCount,
  tableIds: z
    .array(z.int({ error: messages.tableUnknown }).check(z.positive(messages.tableUnknown)), {
      error: messages.oneTable,
    })
    .check(z.minLength(1, messages.oneTable), z.maxLength(20, messages.oneTable)),
});
export type MyReservationChange = z.infer<typeof myReservationChange>;

/** The fields of a booking the guest's change chooses again (the contact stays as booked). */
export const changedFields = z.omit(bookingRequest, {
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  specialRequests: true,
});

/** The booking as the guest's own page shows it: nothing the guest did not give, no buffer. */
export interface MyReservation {
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  tableIds: number[];
  tableCapacity: number;
  guestCount: number;
  customerName: string | null;
  specialRequests: string | null;
  /** When the guest or staff confirmed it; null until then. */
  confirmedAt: string | null;
}
