import { type ReactNode, useEffect, useId, useRef } from 'react';
import './tokens.css';
import './dialog.css';

/**
 * The one modal dialog of the islands, on the native `<dialog>` opened with `showModal()`: the page
 * behind is inert, focus moves in (to `[data-autofocus]` if there is one, also when it is in a body
 * that loads after opening) and stays there, Escape
 * and the close button call `onClose`, and focus returns to the opener when it unmounts. Keys
 * pressed inside stay inside, so no shortcut of the page behind fires while it is open.
 * Without `title`, the body brings its own heading, named by `labelledBy`.
 */
export function Dialog({
  title,
  labelledBy,
  onClose,
  children,
  actions,
  head,
  wide = false,
  closeButton = true,
  closeOnBackdrop = false,
  className = '',
}: ({ title: ReactNode; labelledBy?: never } | { title?: never; labelledBy: string }) & {
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom right. */
  actions?: ReactNode;
  /** A line under the title. */
  head?: ReactNode;
  wide?: boolean;
  /** The '×' in the title bar (named 'Schließen'). */
  closeButton?: boolean;
  closeOnBackdrop?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    const wanted = () => dialog?.querySelector<HTMLElement>('[data-autofocus]');
    wanted()?.focus();
    // A body that arrives after opening (a form loaded on demand) takes the focus where the browser
    // put it on opening (the dialog itself, or a toast's button), unless the person moved it since.
    const late = new MutationObserver(() => {
      const target = wanted();
      if (!target) return;
      target.focus();
      late.disconnect();
    });
    if (dialog && !wanted()) late.observe(dialog, { childList: true, subtree: true });
    const moved = () => late.disconnect();
    dialog?.addEventListener('focusin', moved);
    return () => {
      late.disconnect();
      dialog?.removeEventListener('focusin', moved);
      dialog?.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`ui-dialog${wide ? ' ui-dialog--wide' : ''} ${className}`}
      aria-labelledby={labelledBy ?? titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => event.stopPropagation()}
      onPointerDown={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}
    >
      <div className="ui-dialog__frame">
        {title !== undefined && (
          <div className="ui-dialog__head">
            <h2 id={titleId}>{title}</h2>
            {closeButton && (
              <button type="button" className="ui-dialog__close" onClick={onClose} aria-label="Schließen">
                ×
              </button>
            )}
          </div>
        )}
        {head}
        {children}
        {actions && <div className="ui-dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
