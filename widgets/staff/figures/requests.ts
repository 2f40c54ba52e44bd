import type { Period } from '../../../src/domain/figures/period';
import type { Figures } from '../../../src/domain/figures/types';
import { client, request } from '../../shared/api/client';

/** The owner's figures of a period (`GET /api/admin/figures`, docs/figures.md). */
export function loadFigures({ from, to }: Period): Promise<Figures> {
  return request(client.api.admin.figures.$get({ query: { from, to } }));
}

/** The period's daily counts as a spreadsheet file (`GET /api/admin/figures.csv`). */
export function csvHref({ from, to }: Period): string {
  return `/api/admin/figures.csv?${new URLSearchParams({ from, to })}`;
}
