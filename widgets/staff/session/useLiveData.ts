import { useCallback, useEffect, useRef, useState } from 'react';
import { concernsDay, useLiveChanges } from '../../shared/useLiveChanges';
import { streamMayReopen } from './session';

/**
 * What a staff list shows, live (the day's reservations, quiz teams and waitlist; the orders):
 * `load(day)` when it opens and when `day` changes (`data` undefined meanwhile), and again on each
 * notice of the `events` stream that concerns the day (without a day, on each). A failed load keeps
 * what is shown, else shows `fallback`.
 */
export function useLiveData<T>(events: string, load: (day: string) => Promise<T>, fallback: T, day = '') {
  const [data, setData] = useState<T>();
  const latest = useRef({ load, fallback });
  latest.current = { load, fallback };
  const fetchDay = useCallback(async (date: string) => {
    try {
      setData(await latest.current.load(date));
    } catch {
      setData((current) => current ?? latest.current.fallback);
    }
  }, []);
  useEffect(() => {
    setData(undefined);
    void fetchDay(day);
  }, [day, fetchDay]);
  useLiveChanges(
    events,
    (notice) => {
      if (!day || concernsDay(notice, day)) void fetchDay(day);
    },
    { refused: streamMayReopen },
  );
  const reload = useCallback(() => fetchDay(day), [day, fetchDay]);
  return { data, reload };
}
