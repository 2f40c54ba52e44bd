import { type Dispatch, useCallback, useState } from 'react';
import { backupFileName, exportPlan, importPlan } from '../../src/domain/plan/import-export';
import { planMessages } from '../../src/domain/plan/messages';
import type { PlanCheckResponse } from '../../src/domain/plan/requests';
import { planSizeError } from '../../src/domain/plan/size';
import { validationErrorMessage } from '../../src/domain/plan/validation';
import { ApiFailure, client, request } from '../shared/api/client';
import type { ShowToast } from '../shared/Toasts';
import type { EditorAction, EditorState } from './editor-state';

export interface CheckState {
  mode: 'validate' | 'deploy';
  check: PlanCheckResponse;
}

const planRoute = client.api.admin.plan;

const detail = (error: unknown) =>
  error instanceof ApiFailure && error.status > 0 && error.status !== 500 && error.status < 600
    ? ` ${error.message}`
    : '';

/** Save, validate, deploy, import and export of the editor, with the messages of docs/messages.md#plan-editor as toasts. */
export function usePlanActions(state: EditorState, dispatch: Dispatch<EditorAction>, toast: ShowToast) {
  const [busy, setBusy] = useState<'save' | 'validate' | 'deploy' | undefined>();
  const [check, setCheck] = useState<CheckState | undefined>();
  const plan = state.history.present;

  const save = useCallback(async () => {
    const tooLarge = planSizeError(plan);
    if (tooLarge) return toast('error', `${planMessages.saveFailed} ${tooLarge}`);
    setBusy('save');
    try {
      const saved = await request(planRoute.draft.$put({ json: { config: plan } }));
      dispatch({
        type: 'saved',
        plan,
        meta: { ...state.meta, source: 'draft', version: saved.version, updatedAt: saved.updatedAt },
      });
      toast('success', planMessages.draftSaved);
    } catch (error) {
      toast('error', `${planMessages.saveFailed}${detail(error)}`);
    } finally {
      setBusy(undefined);
    }
  }, [plan, state.meta, dispatch, toast]);

  const runCheck = useCallback(
    async (mode: CheckState['mode']) => {
      setBusy(mode === 'deploy' ? 'deploy' : 'validate');
      try {
        const result = await request(planRoute.validate.$post({ json: { config: plan } }));
        setCheck({ mode, check: result });
        if (result.errors.length > 0) toast('error', validationErrorMessage(result.errors));
        else if (mode === 'validate') toast('success', planMessages.valid);
      } catch (error) {
        toast(
          'error',
          mode === 'deploy'
            ? `${planMessages.deployFailed}${detail(error)}`
            : `Prüfung fehlgeschlagen.${detail(error)}`,
        );
      } finally {
        setBusy(undefined);
      }
    },
    [plan, toast],
  );

  const deploy = useCallback(async () => {
    if (!check) return;
    const confirmed = check.check.warnings.length > 0 || check.check.affected.length > 0;
    setBusy('deploy');
    try {
      const done = await request(planRoute.deploy.$post({ json: { config: plan, confirm: confirmed } }));
      dispatch({
        type: 'saved',
        plan,
        meta: { source: 'deployed', version: done.version, updatedAt: done.deployedAt, deployedVersion: done.version },
      });
      setCheck(undefined);
      toast('success', planMessages.deployed);
    } catch (error) {
      if (error instanceof ApiFailure && (error.status === 409 || error.status === 422)) {
        setCheck({ mode: 'deploy', check: error.body as unknown as PlanCheckResponse });
      }
      toast('error', `${planMessages.deployFailed}${detail(error)}`);
    } finally {
      setBusy(undefined);
    }
  }, [check, plan, dispatch, toast]);

  const importFile = useCallback(
    async (file: File) => {
      const result = importPlan(await file.text());
      if (!result.ok) return toast('error', `${planMessages.importFailed} ${result.error}`);
      dispatch({ type: 'change', plan: result.plan, selection: [] });
      toast('success', planMessages.imported);
    },
    [dispatch, toast],
  );

  const exportFile = useCallback(() => {
    const now = new Date();
    const text = exportPlan(plan, { version: state.meta.version, lastUpdated: now });
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = backupFileName(now);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast('info', planMessages.exported);
  }, [plan, state.meta.version, toast]);

  return {
    busy,
    check,
    closeCheck: () => setCheck(undefined),
    save,
    validate: () => runCheck('validate'),
    startDeploy: () => runCheck('deploy'),
    deploy,
    importFile,
    exportFile,
  };
}
