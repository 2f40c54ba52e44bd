import { type ReactNode, useCallback, useState } from 'react';
import type { ConfirmChoice } from '../../../src/domain/schedule/schemas';
import type { AffectedAnswer } from '../../../src/domain/schedule/views';
import { ApiFailure } from '../../shared/api/client';
import { ImpactDialog } from './ImpactDialog';

function isAffectedAnswer(e: unknown): e is ApiFailure & { body: AffectedAnswer } {
  return e instanceof ApiFailure && e.status === 409 && Array.isArray(e.body.affected);
}

/**
 * Saves a change of the week that may strand reservations (docs/booking.md#bookable-days): `run`
 * sends it without confirmation; when the API answers 409 with the affected reservations, the
 * dialog asks staff to keep or cancel them and sends it again with their choice. Resolves to the
 * success answer, or `undefined` when staff abort; other failures are thrown.
 */
export function useImpact(): {
  run: <T>(save: (confirm?: ConfirmChoice) => Promise<T>) => Promise<T | undefined>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{
    answer: AffectedAnswer;
    choose: (choice: ConfirmChoice | undefined) => void;
  }>();
  const run = useCallback(async <T,>(save: (confirm?: ConfirmChoice) => Promise<T>) => {
    try {
      return await save();
    } catch (error) {
      if (!isAffectedAnswer(error)) throw error;
      const choice = await new Promise<ConfirmChoice | undefined>((choose) =>
        setPending({ answer: error.body, choose }),
      );
      setPending(undefined);
      return choice ? save(choice) : undefined;
    }
  }, []);
  return { run, dialog: pending && <ImpactDialog answer={pending.answer} onChoose={pending.choose} /> };
}
