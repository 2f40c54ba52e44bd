import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

export type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});

/** Toasts at the top right, green for success and red for errors; each vanishes after 5 s (spec §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = Date.now() + Math.random();
    setToasts((all) => [...all, { id, kind, text }]);
    setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), 5000);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="staff-toasts" aria-live="polite">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`staff-toast staff-toast--${t.kind}`}
            role={t.kind === 'error' ? 'alert' : 'status'}
          >
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
