import { useCallback, useState } from 'react';
import { reservationText } from '../../../src/domain/staff-reservations/reservations';
import { ApiFailure } from '../../shared/api/client';
import { useToast } from '../../shared/Toasts';

/** The toast of a failed staff write: the API's German message, else the generic one. */
export function writeFailure(error: unknown): string {
  return error instanceof ApiFailure ? error.message : reservationText.markFailed;
}

/** A refusal's German field errors by field; a taken table (409) as `form`, for the form's alert. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiFailure)) return {};
  return { ...error.fieldErrors, ...(error.status === 409 && { form: error.message }) };
}

/**
 * Every staff write with its toasts: `busy` while one runs; `done` (a text, or one taken from the
 * answer) as a success toast; a refusal as an error toast, `failed` or else the API's German message
 * ('Fehler beim Speichern aufgetreten' without one), and its field errors in `errors`. `run`
 * resolves whether the write succeeded, so the caller closes its dialog and reloads only then.
 */
export function useStaffWrite() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = useCallback(
    async <T>(work: () => Promise<T>, done?: string | ((answer: T) => string), failed?: string) => {
      setBusy(true);
      try {
        const answer = await work();
        const text = typeof done === 'function' ? done(answer) : done;
        if (text) toast('success', text);
        return true;
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        toast('error', failed ?? writeFailure(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, run, errors, setErrors };
}
