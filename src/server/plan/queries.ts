import { sql } from 'kysely';
import { type DeploymentSummary, deploymentSummary } from '../../domain/plan/deployment-record';
import type { PlanConfig } from '../../domain/plan/schema';
import { jsonb } from '../db/jsonb';
import type { Tx } from '../request-db';

/**
 * The staff side of `public.table_plans` (rows `draft` and `deployed`) and
 * `public.table_plan_deployments`. Every function runs inside `asRole(db, who, …)`, so row-level
 * security decides; a non-staff role reads nothing and writes nothing.
 */

export interface StoredPlan {
  config: PlanConfig;
  version: number;
  updatedAt: Date;
}

export async function readPlans(tx: Tx) {
  const rows = await tx.selectFrom('table_plans').select(['name', 'config', 'version', 'updated_at']).execute();
  const pick = (name: 'draft' | 'deployed'): StoredPlan | undefined => {
    const row = rows.find((r) => r.name === name);
    return row && { config: row.config, version: row.version, updatedAt: row.updated_at };
  };
  const last = await tx
    .selectFrom('table_plan_deployments')
    .select('deployed_at')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { draft: pick('draft'), deployed: pick('deployed'), lastDeployedAt: last?.deployed_at ?? null };
}

/** Saves the draft as the candidate for the next deployed version; returns its version. */
export async function saveDraft(tx: Tx, config: PlanConfig, now: Date): Promise<StoredPlan> {
  const deployed = await tx
    .selectFrom('table_plans')
    .select('version')
    .where('name', '=', 'deployed')
    .executeTakeFirst();
  const version = (deployed?.version ?? 0) + 1;
  const json = jsonb(config);
  await tx
    .insertInto('table_plans')
    .values({ name: 'draft', config: json, version, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ config: json, version, updated_at: now }))
    .execute();
  return { config, version, updatedAt: now };
}

export interface Deployment extends DeploymentSummary {
  version: number;
  deployedAt: Date;
}

/**
 * Puts `config` live: the deployed row gets it with the next version (the row lock orders two
 * deployments at once), a deployment record naming `staffId` is written, and the draft is discarded.
 */
export async function deployPlan(tx: Tx, config: PlanConfig, staffId: string, now: Date): Promise<Deployment> {
  const json = jsonb(config);
  const updated = await tx
    .updateTable('table_plans')
    .set({ config: json, version: sql<number>`version + 1`, updated_at: now })
    .where('name', '=', 'deployed')
    .returning('version')
    .executeTakeFirst();
  const version =
    updated?.version ??
    (
      await tx
        .insertInto('table_plans')
        .values({ name: 'deployed', config: json, version: 1, updated_at: now })
        .returning('version')
        .executeTakeFirstOrThrow()
    ).version;
  const summary = deploymentSummary(config);
  const record = await tx
    .insertInto('table_plan_deployments')
    .values({
      version,
      deployed_at: now,
      table_count: summary.tableCount,
      areas: summary.areas,
      table_data: jsonb(summary.tableData),
      structures: jsonb(summary.structures),
      deployed_by_staff_id: staffId,
    })
    .returning('deployed_at')
    .executeTakeFirstOrThrow();
  await tx.deleteFrom('table_plans').where('name', '=', 'draft').execute();
  return { ...summary, version, deployedAt: record.deployed_at };
}

/** Which plan is deployed: its version and last change, without the plan itself. */
export function deployedPlanVersion(tx: Tx) {
  return tx
    .selectFrom('table_plans')
    .select(['version', 'updated_at'])
    .where('name', '=', 'deployed')
    .executeTakeFirst();
}

/** The deployed plan as guests book on it (`anon` may read it). */
export function deployedPlan(tx: Tx) {
  return tx
    .selectFrom('table_plans')
    .select(['config', 'version', 'updated_at'])
    .where('name', '=', 'deployed')
    .executeTakeFirst();
}
