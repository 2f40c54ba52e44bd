import { type RawBuilder, sql } from 'kysely';

/**
 * A value as a `jsonb` parameter that both drivers pass the same way: sent as text and cast in SQL
 * (postgres.js would otherwise encode a JSON string a second time).
 */
export function jsonb(value: unknown): RawBuilder<string> {
  return sql<string>`cast(${JSON.stringify(value)} as text)::jsonb`;
}
