import type { MyReservationChange } from '../../src/domain/booking/manage';
import { messages } from '../../src/domain/booking/messages';
import type { Availability, BookingRequestInput, BookingResponse } from '../../src/domain/booking/schemas';
import { client, request } from '../shared/api/client';
import { outcome as answerOf, type Outcome } from '../shared/api/outcome';

export function fetchAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  return request(client.api.availability.$get({ query: { date } }, { init: { signal } }));
}

export type { Outcome };
export type BookingOutcome = Outcome<BookingResponse>;

/** A booking write's outcome; a failure the server could not name is 'Fehler bei der Reservierung'. */
export const outcome = <T>(answer: Promise<T>) => answerOf(answer, messages.bookingFailed);

/** Posts the booking. */
export function postBooking(input: BookingRequestInput & { altcha: string }): Promise<BookingOutcome> {
  return outcome(request(client.api.reservations.$post({ json: input })));
}

const mine = client.api['my-reservation'];

/** The booking of a mail link's secret (docs/booking.md#the-guests-own-booking); changes nothing. */
export const openMyReservation = (token: string) => outcome(request(mine.$post({ json: { token } })));
/** 'Ich komme'. */
export const confirmMyReservation = (token: string) => outcome(request(mine.confirm.$post({ json: { token } })));
/** Cancels the booking of the secret. */
export const cancelMyReservation = (token: string) => outcome(request(mine.cancel.$post({ json: { token } })));
/** The booking chosen again, with a solved proof of work. */
export const changeMyReservation = (input: MyReservationChange & { altcha: string }) =>
  outcome(request(mine.change.$post({ json: input })));
