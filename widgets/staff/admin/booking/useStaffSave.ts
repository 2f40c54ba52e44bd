import { useState } from 'react';
import { messages } from '../../../../src/domain/booking/messages';
import { ApiFailure } from '../../../shared/api/client';
import { useToast } from '../../../shared/Toasts';

/**
 * Saving a staff booking form: the German answer as a toast, then `onSaved`; a refusal's field
 * errors under their fields and a taken table (409) in the form's alert (`errors.form`).
 */
export function useStaffSave(onSaved: () => void) {
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(send: () => Promise<{ message: string }>) {
    setSaving(true);
    try {
      const done = await send();
      toast('success', done.message);
      onSaved();
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : undefined;
      setErrors({ ...(failure?.fieldErrors ?? {}), ...(failure?.status === 409 && { form: failure.message }) });
      toast('error', failure?.message ?? messages.unexpected);
      setSaving(false);
    }
  }

  return { errors, setErrors, saving, save };
}
