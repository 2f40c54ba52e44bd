import type { MyReservationChange } from '../../src/domain/booking/manage';
import { messages } from '../../src/domain/booking/messages';
import type { Availability, BookingRequestInput, BookingResponse } from '../../src/domain/booking/schemas';
import type { WaitlistRequest } from '../../src/domain/waitlist/waitlist';
import { ApiFailure, client, request } from '../shared/api/client';

export function fetchAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  return request(client.api.availability.$get({ query: { date } }, { init: { signal } }));
}

export type Outcome<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };
export type BookingOutcome = Outcome<BookingResponse>;

/** Every failure of a guest's write as a German message (docs/messages.md), never as a throw. */
export async function outcome<T>(answer: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, body: await answer };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status === 0) {
      return { ok: false, status: 0, error: messages.unexpected };
    }
    const { status, body } = error;
    if (status >= 500 || typeof body.error !== 'string') return { ok: false, status, error: messages.bookingFailed };
    return { ok: false, status, error: body.error, ...(body.fieldErrors && { fieldErrors: body.fieldErrors }) };
  }
}

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

/** Joins a day's waitlist (docs/booking.md#the-waitlist), with a solved proof of work. */
export const joinWaitlist = (entry: WaitlistRequest & { altcha: string }) =>
  outcome(request(client.api.waitlist.$post({ json: entry })));

const offers = client.api.waitlist;
/** The offer of the offer mail's secret. */
export const openOffer = (token: string) => outcome(request(offers.offer.$post({ json: { token } })));
/** 'Tisch übernehmen'. */
export const takeOffer = (token: string) => outcome(request(offers.accept.$post({ json: { token } })));
/** 'Nein danke'. */
export const declineOffer = (token: string) => outcome(request(offers.decline.$post({ json: { token } })));
