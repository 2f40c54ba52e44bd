import { describe, expect, it } from 'vitest';
import { fetchStandings, postTeamSignup } from '../../quiz/requests';
import { ApiFailure } from './client';
import { outcome } from './outcome';

describe('outcome', () => {
  it('keeps the API’s German message and field errors', async () => {
    const refused = Promise.reject(new ApiFailure(422, { error: 'Bitte Namen angeben.', fieldErrors: { name: 'x' } }));
    expect(await outcome(refused, 'Eigene Worte.')).toEqual({
      ok: false,
      status: 422,
      error: 'Bitte Namen angeben.',
      fieldErrors: { name: 'x' },
    });
  });

  it('says the feature’s own words for a server error, and “unexpected” when no answer came', async () => {
    expect(await outcome(Promise.reject(new ApiFailure(500, {})), 'Eigene Worte.')).toMatchObject({
      status: 500,
      error: 'Eigene Worte.',
    });
    expect(await outcome(Promise.reject(new TypeError('fetch failed')), 'Eigene Worte.')).toMatchObject({
      status: 0,
      error: 'Unerwarteter Fehler aufgetreten.',
    });
  });

  it('a failed team sign-up and the standings screen speak of themselves, not of a reservation', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response('boom', { status: 502 });
    try {
      const signup = await postTeamSignup(
        { date: '2026-12-01', teamName: 'Die Quizzer', players: 4, email: 'a@example.org', altcha: 'x' } as never,
        false,
      );
      expect(signup).toMatchObject({
        ok: false,
        error: 'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
      });
      expect(await fetchStandings('f'.repeat(48))).toMatchObject({
        ok: false,
        error: 'Die Punktetafel konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
      });
    } finally {
      globalThis.fetch = original;
    }
  });
});
