import type { Period } from '../../../src/domain/figures/period';
import type { Figures } from '../../../src/domain/figures/types';
import { ApiFailure, reportSignedOut } from '../../shared/api/client';

/** The owner's figures of a period (`GET /api/admin/figures`, docs/routes.md#api); a 401 signs out. */
export async function loadFigures({ from, to }: Period): Promise<Figures> {
  const response = await fetch(`/api/admin/figures?${new URLSearchParams({ from, to })}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = await response.json().catch(() => ({}));
  if (response.status === 401) reportSignedOut(typeof body.error === 'string' ? body.error : undefined);
  if (!response.ok) throw new ApiFailure(response.status, body);
  return body as Figures;
}

/** The period's daily counts as a spreadsheet file. */
export function csvHref({ from, to }: Period): string {
  return `/api/admin/figures.csv?${new URLSearchParams({ from, to })}`;
}
