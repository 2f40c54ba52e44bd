import { messages } from '../../src/domain/booking/messages';
import type { Availability, BookingRequestInput, BookingResponse } from '../../src/domain/booking/schemas';
import { ApiFailure, client, request } from '../shared/api/client';

export function fetchAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  return request(client.api.availability.$get({ query: { date } }, { init: { signal } }));
}

export type BookingOutcome =
  | { ok: true; body: BookingResponse }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

/** Posts the booking; every failure comes back as a German message (docs/messages.md), never as a throw. */
export async function postBooking(input: BookingRequestInput & { altcha: string }): Promise<BookingOutcome> {
  try {
    return { ok: true, body: await request(client.api.reservations.$post({ json: input })) };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status === 0) {
      return { ok: false, status: 0, error: messages.unexpected };
    }
    const { status, body } = error;
    if (status >= 500 || typeof body.error !== 'string') return { ok: false, status, error: messages.bookingFailed };
    return { ok: false, status, error: body.error, ...(body.fieldErrors && { fieldErrors: body.fieldErrors }) };
  }
}
