import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` whenever a booking of `date` changes anywhere (another guest, staff, a walk-in),
 * and after a reconnect, when changes may have been missed. The stream carries the day only.
 */
export function useDayChanges(date: string | undefined, onChange: () => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  const day = useRef(date);
  day.current = date;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/availability/events');
    source.addEventListener('change', (e) => {
      const changed = (JSON.parse((e as MessageEvent<string>).data || '{}') as { date?: string }).date;
      if (changed === day.current) handler.current();
    });
    let first = true;
    source.addEventListener('ready', () => {
      if (!first) handler.current();
      first = false;
    });
    return () => source.close();
  }, []);
}
