import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog inside the editor: labelled, focus moved in and kept in (Tab wraps), Escape or the
 * backdrop cancels, focus returns to where it was.
 */
export function Modal(props: {
  title: string;
  onCancel: () => void;
  children: ReactNode;
  actions: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus], button:not([disabled])');
    first?.focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      props.onCancel();
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const focusable = [
      ...ref.current.querySelectorAll<HTMLElement>('button:not([disabled]), input, select, textarea, a[href]'),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="pe-modal-backdrop" onPointerDown={(e) => e.target === e.currentTarget && props.onCancel()}>
      <div
        ref={ref}
        className={`pe-modal${props.wide ? ' pe-modal-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="pe-modal-title">
          {props.title}
        </h2>
        <div className="pe-modal-body">{props.children}</div>
        <div className="pe-modal-actions">{props.actions}</div>
      </div>
    </div>
  );
}
