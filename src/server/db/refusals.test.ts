import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { parseTaken, type Refusals, refusal, refusalError } from './refusals';

const pgError = (code: string, message: string, extra: Record<string, string> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

const refusals: Refusals = {
  'closed-day': (detail) => ({ status: 422, field: 'date', text: `Am ${detail} geschlossen.` }),
  'not-found': refusal(404, 'Nicht mehr da.'),
  'table-taken': (detail) => ({ status: 409, text: `Tisch ${parseTaken(detail)?.table} ist besetzt.` }),
  otherwise: refusal(422, 'Passt nicht.', 'form'),
};

const answer = (error: unknown) => {
  const mapped = refusalError(error, refusals);
  return mapped instanceof ApiError
    ? { status: mapped.status, text: mapped.message, fieldErrors: mapped.fieldErrors }
    : mapped;
};

describe('refusalError', () => {
  it('answers a named rule with its status, text and field, the detail filled in', () => {
    expect(answer(pgError('22023', 'closed-day', { detail: 'Montag' }))).toEqual({
      status: 422,
      text: 'Am Montag geschlossen.',
      fieldErrors: { date: 'Am Montag geschlossen.' },
    });
  });

  it('answers not-found (P0002) and a double booking (23P01) from the same table, without fields', () => {
    expect(answer(pgError('P0002', 'not-found'))).toEqual({
      status: 404,
      text: 'Nicht mehr da.',
      fieldErrors: undefined,
    });
    const detail = JSON.stringify({ table: 7, start: '19:00', end: '21:00' });
    expect(answer(pgError('23P01', 'conflicting key value', { detail }))).toMatchObject({
      status: 409,
      text: 'Tisch 7 ist besetzt.',
    });
    // postgres.js names the constraint, PGlite may give only its name.
    expect(
      answer(pgError('XX000', 'x', { constraint_name: 'reservation_tables_no_double_booking', detail })),
    ).toMatchObject({ status: 409 });
  });

  it('answers a check constraint or an unnamed rule with `otherwise`, and only those', () => {
    expect(answer(pgError('23514', 'new row violates check constraint'))).toMatchObject({
      status: 422,
      text: 'Passt nicht.',
    });
    expect(answer(pgError('22023', 'a-rule-nobody-named'))).toMatchObject({ status: 422 });
    const unique = pgError('23505', 'duplicate key');
    expect(refusalError(unique, refusals)).toBe(unique);
  });

  it('passes an ApiError, a lost connection and a table without the entry unchanged', () => {
    const api = new ApiError(403, 'Nein.');
    expect(refusalError(api, refusals)).toBe(api);
    const lost = pgError('57P01', 'terminating connection');
    expect(refusalError(lost, refusals)).toBe(lost);
    const gone = pgError('P0002', 'not-found');
    expect(refusalError(gone, {})).toBe(gone);
  });
});
