import { messages } from '../../src/domain/booking/messages';
import type { WaitlistRequest } from '../../src/domain/waitlist/waitlist';
import { client, request } from '../shared/api/client';
import { outcome as answerOf } from '../shared/api/outcome';

/** A waitlist write's outcome; a failure the server could not name is the booking's words. */
const outcome = <T>(answer: Promise<T>) => answerOf(answer, messages.bookingFailed);

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
