import { type FormEvent, useId, useState } from 'react';
import { fieldErrorsOf } from '../../../src/domain/booking/schemas';
import { longGermanDate } from '../../../src/domain/calendar';
import { centsToInput, inputToCents } from '../../../src/domain/hire/offer-draft';
import { cancelRequest, depositRequest } from '../../../src/domain/hire/schemas';
import type { StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hireText } from '../../../src/domain/hire/text';
import { impactSummary } from '../../../src/domain/schedule/labels';
import type { ChangeOutcome } from '../../../src/domain/schedule/views';
import { DialogButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { Field } from '../../shared/Field';
import { useImpact } from '../area/useImpact';
import { useStaffWrite } from '../session/useStaffWrite';
import type { HireStepKind } from './HireCard';
import { OfferDialog } from './OfferDialog';
import { type HireSpace, hire } from './requests';

/** The owner's step a card opened, with its inquiry. */
export interface OpenStep {
  kind: HireStepKind;
  inquiry: StaffHireInquiry;
}

/**
 * The owner's steps on one inquiry, each a dialog: the offer (with the evening's bookings asked
 * about first, as the week's impact: keep or cancel), 'Anzahlung erhalten' (amount, day) and
 * 'Absagen' (a reason for the guest's mail). `onDone` after a step succeeded.
 */
export function HireDialogs({
  open,
  spaces,
  today,
  depositPercent,
  onClose,
  onDone,
}: {
  open: OpenStep;
  spaces: HireSpace[];
  today: string;
  depositPercent: number;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { busy, run, errors } = useStaffWrite();
  const impact = useImpact();
  const { inquiry } = open;

  async function step(work: () => Promise<unknown>, done: string | ((answer: unknown) => string)) {
    let sent = true;
    const ok = await run(async () => {
      const answer = await work();
      sent = answer !== undefined;
      return answer;
    }, done);
    if (ok && sent) await onDone();
  }

  return (
    <>
      {open.kind === 'offer' && (
        <OfferDialog
          inquiry={inquiry}
          spaces={spaces}
          today={today}
          depositPercent={depositPercent}
          saving={busy}
          serverErrors={errors}
          onClose={onClose}
          onSend={(body) =>
            step(
              () => impact.run((confirm) => hire.offer(inquiry.id, body, confirm)),
              (answer) =>
                answer === undefined
                  ? ''
                  : ['Angebot gesendet', impactSummary(answer as Partial<ChangeOutcome>)].filter(Boolean).join(' · '),
            )
          }
        />
      )}
      {open.kind === 'deposit' && (
        <DepositDialog
          inquiry={inquiry}
          today={today}
          saving={busy}
          serverErrors={errors}
          onClose={onClose}
          onSave={(body) => step(() => hire.deposit(inquiry.id, body), 'Anzahlung eingetragen, Feier bestätigt')}
        />
      )}
      {open.kind === 'cancel' && (
        <CancelDialog
          inquiry={inquiry}
          saving={busy}
          serverErrors={errors}
          onClose={onClose}
          onSave={(body) => step(() => hire.cancel(inquiry.id, body), 'Feier abgesagt')}
        />
      )}
      {impact.dialog}
    </>
  );
}

/** 'Anzahlung erhalten': the amount (the offer's deposit to start with) and the day it came. */
function DepositDialog({
  inquiry,
  today,
  saving,
  serverErrors,
  onSave,
  onClose,
}: {
  inquiry: StaffHireInquiry;
  today: string;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSave: (body: { amountCents: number; receivedOn: string }) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState(centsToInput(inquiry.offer?.depositCents ?? 0));
  const [receivedOn, setReceivedOn] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = depositRequest.safeParse({ amountCents: inputToCents(amount) ?? Number.NaN, receivedOn });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    onSave(parsed.data);
  }
  return (
    <Dialog
      title={hireText.depositReceived}
      onClose={onClose}
      head={`${inquiry.space}, ${longGermanDate(inquiry.date)}`}
    >
      <form onSubmit={save} noValidate className="staff-form">
        <Field id={`${id}-amount`} label="Betrag (€)" error={shown.amountCents}>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-autofocus />
        </Field>
        <Field id={`${id}-on`} label="Eingegangen am" error={shown.receivedOn}>
          <input type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} />
        </Field>
        <DialogButtons onCancel={onClose}>
          <button type="submit" className="staff-button staff-button--primary" disabled={saving}>
            {hireText.depositReceived}
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}

/** 'Absagen': the reason, which the guest's mail gives. */
function CancelDialog({
  inquiry,
  saving,
  serverErrors,
  onSave,
  onClose,
}: {
  inquiry: StaffHireInquiry;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSave: (body: { reason: string }) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = cancelRequest.safeParse({ reason });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    onSave(parsed.data);
  }
  return (
    <Dialog title="Feier absagen" onClose={onClose} head={`${inquiry.space}, ${longGermanDate(inquiry.date)}`}>
      <form onSubmit={save} noValidate className="staff-form">
        <Field
          id={`${id}-reason`}
          label="Grund"
          hint="Der Gast erhält die Absage mit diesem Grund per E-Mail."
          error={errors.reason ?? serverErrors.reason}
        >
          <textarea rows={4} value={reason} onChange={(e) => setReason(e.target.value)} data-autofocus />
        </Field>
        <DialogButtons onCancel={onClose}>
          <button type="submit" className="staff-button staff-button--danger" disabled={saving}>
            Absagen
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
