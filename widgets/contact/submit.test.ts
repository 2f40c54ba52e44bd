import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/domain/contact/schema';
import { submitContact } from './submit';

const request = { name: 'Anna', email: 'anna@example.org', message: 'Hallo' };
const answer = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('contact form submission', () => {
  it('shows the success text as documented', async () => {
    expect(await submitContact(request, answer(200, { ok: true }))).toEqual({
      ok: true,
      message: contactMessages.success,
    });
  });

  it('shows the send error as documented when the mail could not be sent', async () => {
    expect(await submitContact(request, answer(502, { error: 'x' }))).toEqual({
      ok: false,
      message: contactMessages.sendFailed,
    });
  });

  it('shows the unexpected-error text on a network failure or server error', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await submitContact(request, offline)).toEqual({ ok: false, message: contactMessages.unexpected });
    expect(await submitContact(request, answer(500, { error: 'Unerwarteter Fehler aufgetreten.' }))).toEqual({
      ok: false,
      message: contactMessages.unexpected,
    });
  });

  it('passes validation and rate-limit answers through', async () => {
    const invalid = await submitContact(
      request,
      answer(422, { error: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { email: 'x' } }),
    );
    expect(invalid).toEqual({ ok: false, message: 'Bitte prüfen Sie Ihre Eingaben.', fieldErrors: { email: 'x' } });
    const limited = await submitContact(request, answer(429, { error: contactMessages.tooMany }));
    expect(limited).toEqual({ ok: false, message: contactMessages.tooMany });
  });

  it('posts JSON to /api/contact', async () => {
    let seen: [string, RequestInit | undefined] | undefined;
    const spy = (async (url: string, init?: RequestInit) => {
      seen = [url, init];
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await submitContact(request, spy);
    expect(seen?.[0]).toBe('/api/contact');
    expect(seen?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(seen?.[1]?.body))).toEqual(request);
  });
});
