import { z } from '../zod';
import type { AffectedReservation } from './deploy-impact';
import { planConfig } from './schema';

/** Bodies of the staff plan API (`/api/admin/plan/...`), shared by the editor and the server. */
export const saveDraftRequest = z.object({ config: planConfig });

export const validateRequest = z.object({ config: planConfig });

export const deployRequest = z.object({
  config: planConfig,
  /** Staff confirmed the warnings and the affected reservations they were shown. */
  confirm: z.boolean().default(false),
});

/** `GET /api/admin/plan`: the draft when there is one, else the deployed plan. */
export interface AdminPlanResponse {
  source: 'draft' | 'deployed';
  config: z.infer<typeof planConfig>;
  version: number;
  updatedAt: string;
  deployedVersion: number;
  deployedAt: string | null;
}

/** `PUT /api/admin/plan/draft` */
export interface SaveDraftResponse {
  version: number;
  updatedAt: string;
  message: string;
}

/** `POST /api/admin/plan/validate`, and the 409/422 answers of deploy. */
export interface PlanCheckResponse {
  errors: string[];
  warnings: string[];
  sizeBytes: number;
  tableCount: number;
  /** Active future reservations the plan would leave without a fitting table. */
  affected: AffectedReservation[];
}

/** `POST /api/admin/plan/deploy` */
export interface DeployResponse {
  version: number;
  deployedAt: string;
  tableCount: number;
  areas: string[];
  message: string;
}
