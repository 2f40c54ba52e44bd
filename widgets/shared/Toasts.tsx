import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import './tokens.css';
import './toasts.css';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
export type ShowToast = (kind: ToastKind, text: string) => void;

/** A toast vanishes after 5 seconds (docs/booking.md). */
export const toastMilliseconds = 5000;

const region = (kind: ToastKind) => (kind === 'error' ? 'alert' : 'status');

/**
 * The toasts of one island. Each live region (status for success and information, alert for
 * errors) shows one toast: a newer one replaces the one before, so a message never stacks up
 * behind its own repetition.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
    };
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (kind, text) => {
      const id = next.current++;
      setToasts((list) => [...list.filter((t) => region(t.kind) !== region(kind)), { id, kind, text }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, toastMilliseconds);
      timers.current.add(timer);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

/**
 * The toasts at the top right, green for success and red for errors. Both live regions are always
 * there, so a toast put into them is announced: success politely, errors at once.
 * `classPrefix` adds `<prefix>-toast-<kind>` to each toast for an island's own rules.
 */
export function Toasts({
  toasts,
  onDismiss,
  classPrefix,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  classPrefix?: string;
}) {
  const list = (role: 'status' | 'alert') =>
    toasts
      .filter((t) => region(t.kind) === role)
      .map((t) => (
        <div
          key={t.id}
          className={`ui-toast ui-toast--${t.kind}${classPrefix ? ` ${classPrefix}-toast-${t.kind}` : ''}`}
        >
          <span>{t.text}</span>
          <button
            type="button"
            className="ui-toast__close"
            aria-label="Meldung schließen"
            onClick={() => onDismiss(t.id)}
          />
        </div>
      ));
  return (
    <div className="ui-toasts">
      <div role="status" aria-live="polite">
        {list('status')}
      </div>
      <div role="alert" aria-live="assertive">
        {list('alert')}
      </div>
    </div>
  );
}

const ToastContext = createContext<ShowToast>(() => {});

/** Toasts for a tree whose components show them through `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
