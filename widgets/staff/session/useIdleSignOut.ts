import { useEffect, useRef } from 'react';
import { sessionIdleMs } from '../../../src/domain/auth/session';

/** What counts as the staff member at work on the page. */
const inputEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once the page has had no input (pointer, key, wheel, touch) for 30 minutes, the
 * server's idle limit: live updates keep requests going on an open day view, so only the page can
 * tell that nobody is using it, and an unattended tablet must not keep guests' names on screen.
 * Checked every 30 seconds and when the page is shown again (a sleeping tablet's timers stop).
 */
export function useIdleSignOut(active: boolean, onIdle: () => void) {
  const handler = useRef(onIdle);
  handler.current = onIdle;
  useEffect(() => {
    if (!active) return;
    let last = Date.now();
    const seen = () => {
      last = Date.now();
    };
    const check = () => {
      if (Date.now() - last >= sessionIdleMs) handler.current();
    };
    for (const type of inputEvents) window.addEventListener(type, seen, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = setInterval(check, 30_000);
    return () => {
      for (const type of inputEvents) window.removeEventListener(type, seen, { capture: true });
      document.removeEventListener('visibilitychange', check);
      clearInterval(timer);
    };
  }, [active]);
}
