import { sql } from 'kysely';
import type { FigureCount } from '../../domain/figures/build';
import type { FiguresQuery } from '../../domain/figures/query';
import type { Tx } from '../request-db';

/**
 * The counts of a period from `public.owner_figures()`: kept counts plus the rows still there. One
 * row of JSON rather than a row per count: three years are some 50,000 counts, and a row each costs
 * the embedded database far more than the JSON does (tests/bench/figures.bench.ts).
 */
export async function figureCounts(tx: Tx, { from, to }: FiguresQuery): Promise<FigureCount[]> {
  const { rows } = await sql<{ counts: [string, string, string, number][] | string }>`
    select coalesce(jsonb_agg(jsonb_build_array(to_char(f.day, 'YYYY-MM-DD'), f.figure, f.key, f.n)), '[]') as counts
    from public.owner_figures(${from}::date, ${to}::date) f`.execute(tx);
  const counts = rows[0]?.counts ?? [];
  const list = typeof counts === 'string' ? (JSON.parse(counts) as [string, string, string, number][]) : counts;
  return list.map(([day, figure, key, n]) => ({ day, figure, key, n: Number(n) }));
}
