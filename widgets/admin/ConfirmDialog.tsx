import { Dialog } from '../shared/Dialog';

/** "Are you sure?" with 'Abbrechen' and the action's own button (docs/routes.md, confirmation dialogs). */
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
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="staff-button staff-button--light" onClick={onCancel}>
            Abbrechen
          </button>
          <button type="button" className="staff-button staff-button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
