import { useCallback, useState } from 'react';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

let next = 1;

/** Toasts at the top right (green success, red error), gone after 5 s (spec §9). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((kind: Toast['kind'], text: string) => {
    const id = next++;
    setToasts((t) => [...t, { id, kind, text }]);
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), 5000);
  }, []);
  return { toasts, show };
}

export function Toasts({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="pe-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`pe-toast pe-toast-${t.kind}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
