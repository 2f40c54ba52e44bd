import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ZodType } from 'zod';
import { ownerRoles } from '../../domain/auth/session';
import { backupFileName, exportPlan } from '../../domain/plan/import-export';
import { maxPlanBytes } from '../../domain/plan/limits';
import { planMessages } from '../../domain/plan/messages';
import {
  type AdminPlanResponse,
  type DeployResponse,
  deployRequest,
  type SaveDraftResponse,
  saveDraftRequest,
  validateRequest,
} from '../../domain/plan/requests';
import { planSizeError } from '../../domain/plan/size';
import { validationErrorMessage } from '../../domain/plan/validation';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { asRole } from '../request-db';
import { checkPlan } from './check';
import { deployPlan, readPlans, saveDraft } from './queries';

/** A JSON body may carry a plan of up to 0.95 MB, plus its envelope and escaping. */
const planBody = bodyLimit({
  maxSize: 2 * maxPlanBytes,
  onError: () => {
    throw new ApiError(413, 'Tischplan zu groß (über 1 MB, das Limit des Datenspeichers).');
  },
});

/** The first schema problem of a body as a German 422 answer. */
function json<T extends ZodType>(schema: T) {
  return validate('json', schema, (issues) => {
    const where = issues[0]?.path.length ? ` (${issues[0].path.join('.')})` : '';
    return new ApiError(422, `Ungültiger Tischplan${where}.`);
  });
}

/**
 * The owner's plan API under `/api/admin/plan` (mounted on the staff app; other roles 403): `GET /` (draft or deployed), `PUT /draft`,
 * `POST /validate`, `POST /deploy` (`confirm: true` after warnings or affected reservations were
 * shown), `GET /export?source=deployed|draft` (the backup file).
 */
export function adminPlanRoutes(deps: ApiDeps) {
  const { db } = deps;
  return new Hono<StaffEnv>()
    .use(allowRoles(ownerRoles))
    .get('/', async (c) => {
      const { draft, deployed, lastDeployedAt } = await asRole(db, c.get('who'), readPlans);
      const current = draft ?? deployed;
      if (!current) throw new ApiError(404, 'Kein Tischplan vorhanden.');
      const body: AdminPlanResponse = {
        source: draft ? 'draft' : 'deployed',
        config: current.config,
        version: current.version,
        updatedAt: current.updatedAt.toISOString(),
        deployedVersion: deployed?.version ?? 0,
        deployedAt: lastDeployedAt?.toISOString() ?? null,
      };
      return c.json(body);
    })
    .put('/draft', planBody, json(saveDraftRequest), async (c) => {
      const { config } = c.req.valid('json');
      const tooLarge = planSizeError(config);
      if (tooLarge) throw new ApiError(413, tooLarge);
      const saved = await asRole(db, c.get('who'), (tx) => saveDraft(tx, config, deps.now()));
      const body: SaveDraftResponse = {
        version: saved.version,
        updatedAt: saved.updatedAt.toISOString(),
        message: planMessages.draftSaved,
      };
      return c.json(body);
    })
    .post('/validate', planBody, json(validateRequest), async (c) => {
      const { config } = c.req.valid('json');
      return c.json(await asRole(db, c.get('who'), (tx) => checkPlan(tx, config, deps.now())));
    })
    .post('/deploy', planBody, json(deployRequest), async (c) => {
      const { config, confirm } = c.req.valid('json');
      const staff = c.get('staff');
      const outcome = await asRole(db, c.get('who'), async (tx) => {
        const check = await checkPlan(tx, config, deps.now());
        if (check.errors.length > 0) return { status: 422 as const, check };
        if (!confirm && (check.warnings.length > 0 || check.affected.length > 0))
          return { status: 409 as const, check };
        return { status: 200 as const, deployment: await deployPlan(tx, config, staff.id, deps.now()) };
      });
      if (outcome.status === 422) {
        return c.json({ error: validationErrorMessage(outcome.check.errors), ...outcome.check }, 422);
      }
      if (outcome.status === 409) {
        return c.json({ error: 'Bitte bestätigen Sie die Warnungen vor dem Deployen.', ...outcome.check }, 409);
      }
      const { deployment } = outcome;
      deps.log.info('Table plan deployed', deployment.version);
      const body: DeployResponse = {
        version: deployment.version,
        deployedAt: deployment.deployedAt.toISOString(),
        tableCount: deployment.tableCount,
        areas: deployment.areas,
        message: planMessages.deployed,
      };
      return c.json(body);
    })
    .get('/export', async (c) => {
      const source = c.req.query('source') === 'draft' ? 'draft' : 'deployed';
      const plans = await asRole(db, c.get('who'), readPlans);
      const plan = plans[source] ?? plans.deployed;
      if (!plan) throw new ApiError(404, 'Kein Tischplan vorhanden.');
      c.header('Content-Type', 'application/json; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${backupFileName(deps.now())}"`);
      return c.body(exportPlan(plan.config, { version: plan.version, lastUpdated: plan.updatedAt }));
    });
}
