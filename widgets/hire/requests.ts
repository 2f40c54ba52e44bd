import type { InquiryRequestInput } from '../../src/domain/hire/schemas';
import { client, request } from '../shared/api/client';
import { outcome as answerOf, type Outcome } from '../shared/api/outcome';

export type { Outcome };

/** What failed without the server's words: the form's and the page's own message. */
const failed = 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';
const outcome = <T>(answer: Promise<T>) => answerOf(answer, failed);
const hire = client.api.hire;

/** The spaces a guest can ask for, with their priced packages (`GET /api/hire/spaces`). */
export const fetchSpaces = () => outcome(request(hire.spaces.$get()));
export type HireSpace = Extract<Awaited<ReturnType<typeof fetchSpaces>>, { ok: true }>['body']['spaces'][number];

/** A space's month: one state per day (`GET /api/hire/calendar`). */
export const fetchMonth = (space: string, month: string, signal?: AbortSignal) =>
  outcome(request(hire.calendar.$get({ query: { space, month } }, { init: { ...(signal && { signal }) } })));

/** Sends the inquiry with a solved proof of work. */
export const postInquiry = (input: InquiryRequestInput & { altcha: string }) =>
  outcome(request(hire.inquiries.$post({ json: input })));

const link = hire.inquiry;
/** The inquiry a mail link's secret opens; changes nothing. */
export const openInquiry = (token: string) => outcome(request(link.$post({ json: { token } })));
export const acceptOffer = (token: string) => outcome(request(link.accept.$post({ json: { token } })));
export const declineOffer = (token: string) => outcome(request(link.decline.$post({ json: { token } })));
export const withdrawInquiry = (token: string) => outcome(request(link.withdraw.$post({ json: { token } })));
export type InquiryView = Extract<Awaited<ReturnType<typeof openInquiry>>, { ok: true }>['body']['inquiry'];
