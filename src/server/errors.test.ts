import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection and a server shutting down or starting', () => {
    for (const code of [
      'CONNECTION_CLOSED',
      'CONNECT_TIMEOUT',
      'ECONNREFUSED',
      'ECONNRESET',
      '57P01',
      '57P03',
      '08006',
    ]) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
  });

  it('looks into causes and aggregated errors (a refused connection to each address of a host)', () => {
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), coded('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves the request’s own errors alone: a refused booking, a bug, a missing table', () => {
    for (const error of [coded('23P01'), coded('23514'), coded('42P01'), new TypeError('x'), 'text', null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
