import { messages } from '../../src/domain/booking/messages';
import type {
  ApiErrorBody,
  Availability,
  BookingRequestInput,
  BookingResponse,
} from '../../src/domain/booking/schemas';
import { type PlanConfig, planConfig } from '../../src/domain/plan/schema';

/** The deployed plan; `undefined` when none is deployed (404). */
export async function fetchPlan(signal?: AbortSignal): Promise<PlanConfig | undefined> {
  const res = await fetch('/api/plan', { signal, headers: { accept: 'application/json' } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`plan ${res.status}`);
  return planConfig.parse(await res.json());
}

export async function fetchAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  const res = await fetch(`/api/availability?date=${encodeURIComponent(date)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`availability ${res.status}`);
  return res.json();
}

export type BookingOutcome =
  | { ok: true; body: BookingResponse }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

/** Posts the booking; every failure comes back as a German message (spec §8), never as a throw. */
export async function postBooking(input: BookingRequestInput & { altcha: string }): Promise<BookingOutcome> {
  let res: Response;
  try {
    res = await fetch('/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, status: 0, error: messages.unexpected };
  }
  const body = (await res.json().catch(() => undefined)) as BookingResponse | ApiErrorBody | undefined;
  if (res.status === 201 && body && 'reservation' in body) return { ok: true, body };
  const error = body && 'error' in body ? body : undefined;
  if (res.status >= 500 || !error) return { ok: false, status: res.status, error: messages.bookingFailed };
  return {
    ok: false,
    status: res.status,
    error: error.error,
    ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
  };
}
