import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and stays there, Escape and
 * the close button call `onClose`, and focus returns to where it was when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
  className = '',
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`staff-modal ${wide ? 'staff-modal--wide' : ''} ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="staff-modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="staff-icon-button" onClick={onClose} aria-label="Schließen">
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
