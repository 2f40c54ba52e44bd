import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMigrated, databaseFactories } from '../../../tests/helpers/databases';
import { namedArgs } from './named-args';

describe('namedArgs', () => {
  it('refuses a name that is not an argument name, so no text reaches the SQL unbound', () => {
    expect(() => namedArgs({ 'p_date; drop table x': sql`1` })).toThrow('not a SQL argument name');
    expect(() => namedArgs({ date: sql`1` })).toThrow('not a SQL argument name');
  });

  it.each(databaseFactories)('passes each value to the parameter it names, in any order ($kind)', async (factory) => {
    const test = await createMigrated(factory);
    try {
      const { rows } = await sql<{ w: string }>`
        select (private.evening_minutes(${namedArgs({
          p_longest: sql`${270}::integer`,
          p_default_end: sql`${'23:00'}::time`,
          p_end: sql`${null}::time`,
          p_start: sql`${'00:30'}::time`,
          p_close: sql`${'01:00'}::time`,
          p_open: sql`${'19:30'}::time`,
        })}))::text as w`.execute(test.db.kysely);
      // Opening 19:30, closing 01:00 the next day, a start at 00:30 after midnight, ending at closing.
      expect(rows[0]?.w).toBe('(1170,1500,1470,1500)');
    } finally {
      await test.dispose();
    }
  });
});
