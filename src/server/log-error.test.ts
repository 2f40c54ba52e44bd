import { describe, expect, it } from 'vitest';
import { errorSummary } from './log-error';

describe('errorSummary', () => {
  it('keeps name, code and message, never the query, its parameters or the failing row', () => {
    const error = Object.assign(new Error('new row violates check constraint'), {
      code: '23514',
      query: 'insert into reservations values ($1, $2)',
      parameters: ['Anna Gast', 'anna@example.org'],
      detail: 'Failing row contains (Anna Gast, anna@example.org, 0171 555).',
    });
    const summary = errorSummary(error);
    expect(summary).toEqual({ name: 'Error', code: '23514', message: 'new row violates check constraint' });
    expect(JSON.stringify(summary)).not.toMatch(/Anna|anna@|0171/);
  });

  it('turns anything thrown into a short text', () => {
    expect(errorSummary('kaputt')).toEqual({ name: 'string', message: 'kaputt' });
  });
});
