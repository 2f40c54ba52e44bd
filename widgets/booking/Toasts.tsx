import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/** Toasts vanish after 5 seconds (spec §4, §9). */
export const toastMilliseconds = 5000;

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
  const show = useCallback(
    (kind: Toast['kind'], text: string) => {
      const id = next.current++;
      setToasts((list) => [...list, { id, kind, text }]);
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

/** Success toasts are announced politely, errors at once. */
export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="bk-toasts">
      <div role="status" aria-live="polite">
        {toasts
          .filter((t) => t.kind === 'success')
          .map((t) => (
            <ToastView key={t.id} toast={t} onDismiss={onDismiss} />
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <ToastView key={t.id} toast={t} onDismiss={onDismiss} />
          ))}
      </div>
    </div>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div className={`bk-toast bk-toast-${toast.kind}`}>
      <span>{toast.text}</span>
      <button
        type="button"
        className="bk-toast-close"
        aria-label="Meldung schließen"
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
