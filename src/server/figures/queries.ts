import { sql } from 'kysely';
import type { FigureCount } from '../../domain/figures/build';
import type { FiguresQuery } from '../../domain/figures/query';
import type { Tx } from '../request-db';

/** The counts of a period from `public.owner_figures()`: kept counts plus the rows still there. */
export async function figureCounts(tx: Tx, { from, to }: FiguresQuery): Promise<FigureCount[]> {
  const { rows } = await sql<{ day: string; figure: string; key: string; n: string | number }>`
    select to_char(f.day, 'YYYY-MM-DD') as day, f.figure, f.key, f.n
    from public.owner_figures(${from}::date, ${to}::date) f`.execute(tx);
  return rows.map((r) => ({ day: r.day, figure: r.figure, key: r.key, n: Number(r.n) }));
}
