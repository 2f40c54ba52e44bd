import { affectedLine, weekText } from '../../../src/domain/schedule/labels';
import type { ConfirmChoice } from '../../../src/domain/schedule/schemas';
import type { AffectedAnswer } from '../../../src/domain/schedule/views';
import { DialogButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';

/** The reservations a change would strand, and the choice: keep them, cancel them with mail, or abort. */
export function ImpactDialog({
  answer,
  onChoose,
}: {
  answer: AffectedAnswer;
  onChoose: (choice: ConfirmChoice | undefined) => void;
}) {
  return (
    <Dialog title={weekText.impactTitle} onClose={() => onChoose(undefined)} className="staff-impact">
      <p>{answer.error}</p>
      <ul className="staff-impact__list">
        {answer.affected.map((r) => (
          <li key={r.id}>{affectedLine(r)}</li>
        ))}
      </ul>
      <p className="staff-muted staff-small">{weekText.cancelHint}</p>
      <DialogButtons onCancel={() => onChoose(undefined)}>
        <button type="button" className="staff-button staff-button--light" onClick={() => onChoose('keep')}>
          {weekText.keep}
        </button>
        <button type="button" className="staff-button staff-button--danger" onClick={() => onChoose('cancel')}>
          {weekText.cancel}
        </button>
      </DialogButtons>
    </Dialog>
  );
}
