import { Modal } from './Modal';

/** "Are you sure?" with 'Abbrechen' and the action's own button (spec §2 confirmation dialogs). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="staff-modal__actions">
        <button type="button" className="staff-button staff-button--light" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="button" className="staff-button staff-button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
