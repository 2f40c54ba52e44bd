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
 * The toasts of one provider. Each live region (status for success and information, alert for
 * errors) shows one toast: a newer one replaces the one before, so a message never stacks up
 * behind its own repetition.
 */
function useToasts() {
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

const ShowContext = createContext<ShowToast>(() => {});
const ListContext = createContext<{ toasts: Toast[]; dismiss: (id: number) => void; classPrefix?: string | undefined }>(
  {
    toasts: [],
    dismiss: () => {},
  },
);

/**
 * The one way to show toasts: components of the tree show them through {@link useToast}; they
 * appear after the tree, or where it puts {@link ToastList} when `placed` (inside a dialog, say).
 * `classPrefix` adds `<prefix>-toast-<kind>` to each toast for an island's own rules.
 */
export function ToastProvider({
  children,
  classPrefix,
  placed = false,
}: {
  children: ReactNode;
  classPrefix?: string;
  placed?: boolean;
}) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <ShowContext.Provider value={show}>
      <ListContext.Provider value={{ toasts, dismiss, classPrefix }}>
        {children}
        {!placed && <ToastList />}
      </ListContext.Provider>
    </ShowContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ShowContext);
}

/**
 * The provider's toasts at the top right, green for success and red for errors. Both live regions
 * are always there, so a toast put into them is announced: success politely, errors at once.
 */
export function ToastList() {
  const { toasts, dismiss, classPrefix } = useContext(ListContext);
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
            onClick={() => dismiss(t.id)}
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
