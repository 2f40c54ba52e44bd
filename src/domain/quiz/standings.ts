/** A team's line on the standings. */
export interface Standing {
  teamName: string;
  points: readonly (number | null)[];
  total: number;
  /** 1 for the best total; teams with equal totals share a rank (1, 2, 2, 4). */
  rank: number;
}

/** Sum of the entered points, to one decimal. */
export function totalOf(points: readonly (number | null)[]): number {
  return Math.round(points.reduce<number>((sum, p) => sum + (p ?? 0), 0) * 10) / 10;
}

/**
 * The ranking of the night (docs/quiz.md#the-quizmaster) over its first `rounds` rounds: highest
 * total first; equal totals share the rank and keep their sign-up order; the next rank skips as many
 * as shared.
 */
export function standings(
  teams: readonly { teamName: string; points: readonly (number | null)[] }[],
  rounds = 20,
): Standing[] {
  // Points of rounds the quizmaster took away again no longer count.
  const sorted = teams
    .map((t, order) => {
      const points = t.points.slice(0, rounds);
      return { teamName: t.teamName, points, total: totalOf(points), order };
    })
    .sort((a, b) => b.total - a.total || a.order - b.order);
  return sorted.map(({ order: _, ...t }) => ({
    ...t,
    rank: sorted.findIndex((other) => other.total === t.total) + 1,
  }));
}

/** Points as the grid and the screen write them: German decimal comma, blank when not entered. */
export function pointsText(points: number | null): string {
  return points === null ? '' : String(points).replace('.', ',');
}

/** A grid cell's text as points: blank is null; a comma is a decimal point; undefined when not a number. */
export function parsePoints(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}
