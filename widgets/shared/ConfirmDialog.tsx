import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

/** The button row of a staff dialog: 'Abbrechen', then the dialog's own button. */
export function DialogButtons({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <div className="ui-dialog__actions">
      <button type="button" className="staff-button staff-button--light" onClick={onCancel}>
        Abbrechen
      </button>
      {children}
    </div>
  );
}

/** 'Abbrechen' and 'Speichern' under a staff form; 'Speichern' waits while `saving`. */
export function SaveButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <DialogButtons onCancel={onCancel}>
      <button type="submit" className="staff-button staff-button--primary" disabled={saving}>
        Speichern
      </button>
    </DialogButtons>
  );
}

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
    <Dialog title={title} onClose={onCancel}>
      <p>{text}</p>
      <DialogButtons onCancel={onCancel}>
        <button type="button" className="staff-button staff-button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogButtons>
    </Dialog>
  );
}
