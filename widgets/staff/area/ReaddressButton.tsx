import { type FormEvent, useId, useState } from 'react';
import { fieldLabels } from '../../../src/domain/booking/labels';
import { fieldErrorsOf } from '../../../src/domain/booking/schemas';
import { type MailProblem, readdressRequest, readdressText } from '../../../src/domain/mail-problem';
import { DialogButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { Field } from '../../shared/Field';
import { useStaffWrite } from '../session/useStaffWrite';

/**
 * 'Adresse korrigieren' beside 'E-Mail nicht zustellbar' (docs/mails.md#corrected-address): a small
 * dialog with the address and 'Korrigieren und erneut senden'. `send` posts the address and answers
 * the API's toast; the dialog stays open with the field's German error when it is refused, and
 * `onDone` reloads the list after a success. Nothing shows when the last mail did not bounce.
 */
export function ReaddressButton({
  problem,
  email,
  who,
  send,
  onDone,
}: {
  problem: MailProblem | null;
  email: string;
  /** Whose address, for the button's accessible name: the guest's or the team's name. */
  who: string;
  send: (email: string) => Promise<{ message: string }>;
  onDone: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(email);
  const { busy, run, errors, setErrors } = useStaffWrite();
  if (problem !== 'bounced') return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = readdressRequest.safeParse({ email: value });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    if (
      !(await run(
        () => send(parsed.data.email),
        (answer) => answer.message,
      ))
    )
      return;
    setOpen(false);
    onDone();
  }

  return (
    <>
      <button
        type="button"
        className="staff-button staff-button--light staff-no-print"
        onClick={() => {
          setValue(email);
          setErrors({});
          setOpen(true);
        }}
        aria-label={`${readdressText.action}: ${who}`}
      >
        {readdressText.action}
      </button>
      {open && (
        <Dialog title={readdressText.action} onClose={() => setOpen(false)}>
          <form onSubmit={submit} noValidate className="staff-form">
            <Field id={`${id}-email`} label={fieldLabels.email} error={errors.email}>
              <input
                type="email"
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setErrors({});
                }}
                autoComplete="off"
                data-autofocus
              />
            </Field>
            <DialogButtons onCancel={() => setOpen(false)}>
              <button type="submit" className="staff-button staff-button--primary" disabled={busy}>
                {readdressText.submit}
              </button>
            </DialogButtons>
          </form>
        </Dialog>
      )}
    </>
  );
}
