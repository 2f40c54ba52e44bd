import { useCallback, useState } from 'react';
import { reservationText } from '../../../src/domain/staff-reservations/reservations';
import { ApiFailure } from '../../shared/api/client';
import { useToast } from '../../shared/Toasts';

/** The toast of a failed staff write: the API's German message, else the generic one. */
export function writeFailure(error: unknown): string {
  return error instanceof ApiFailure ? error.message : reservationText.markFailed;
}

/**
 * A staff write with its toasts: `busy` while one runs, `done` as a success toast, the API's German
 * message (else 'Fehler beim Speichern aufgetreten') as an error toast. `run` resolves whether the
 * write succeeded, so the caller closes its dialog and reloads only then.
 */
export function useStaffWrite() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>, done?: string): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        if (done) toast('success', done);
        return true;
      } catch (error) {
        toast('error', writeFailure(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, run };
}
