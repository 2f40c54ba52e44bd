import { describe, expect, it } from 'vitest';
import { secretLink, secretOf } from './link-secret';

const secret = 'ab'.repeat(24);

describe('guest link secrets', () => {
  it('put the secret in the fragment and the action in the query', () => {
    expect(secretLink('https://pub.example/', '/reservierung/team', secret, 'abmelden')).toBe(
      `https://pub.example/reservierung/team?aktion=abmelden#${secret}`,
    );
    expect(secretLink('https://pub.example', '/quiz/anzeige', secret)).toBe(
      `https://pub.example/quiz/anzeige#${secret}`,
    );
  });

  it('read a page’s secret from its fragment, and nothing that is not one', () => {
    expect(secretOf(`#${secret}`)).toBe(secret);
    expect(secretOf('#abc')).toBe('');
    expect(secretOf('')).toBe('');
  });
});
