import { useEffect, useRef, useState } from 'react';
import type { Availability } from '../../src/domain/booking/schemas';
import { berlinDay, isCalendarDay } from '../../src/domain/calendar';
import type { PlanConfig } from '../../src/domain/plan/schema';
import { nextQuizDay } from '../../src/domain/quiz/quiz-day';
import { fetchPlan } from '../shared/api/plan';
import { concernsDay, useLiveChanges } from '../shared/useLiveChanges';
import { fetchAvailability } from './requests';

/**
 * The day a link names: `?datum=YYYY-MM-DD`, or `?quiz` for the next quiz night (the quiz slide's
 * and the quiz events' 'Anmelden', docs/quiz.md#guests); undefined when it names none.
 */
function linkedDay(search: string, today: string): string | undefined {
  const params = new URLSearchParams(search);
  const named = params.get('datum');
  if (named && isCalendarDay(named)) return named;
  return params.has('quiz') ? nextQuizDay(today) : undefined;
}

/**
 * The booking page's plan and the chosen day's availability. The day starts on `startDay` (a
 * change's own booking, read once), else on the day the link names, else today, never before
 * today; it loads again on `reload()` and whenever a booking of the day changes anywhere.
 * `plan` is undefined while loading and null when none is deployed.
 */
export function useBookingDay(startDay?: string) {
  const [plan, setPlan] = useState<PlanConfig | null>();
  const [today, setToday] = useState('');
  const [date, setDate] = useState('');
  const [availability, setAvailability] = useState<Availability>();
  const [loadError, setLoadError] = useState(false);
  const [asked, setAsked] = useState(0);
  const reload = () => setAsked((n) => n + 1);
  // Another guest, staff or a walk-in changed the day.
  useLiveChanges('/api/availability/events', (notice) => concernsDay(notice, date) && reload());
  const start = useRef(startDay);

  useEffect(() => {
    const now = berlinDay(new Date());
    setToday(now);
    const first = start.current ?? linkedDay(location.search, now);
    setDate(first && first >= now ? first : now);
    const abort = new AbortController();
    fetchPlan(abort.signal)
      .then((p) => setPlan(p ?? null))
      .catch(() => !abort.signal.aborted && setLoadError(true));
    return () => abort.abort();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` loads the same day again.
  useEffect(() => {
    if (!date) return;
    const abort = new AbortController();
    setLoadError(false);
    fetchAvailability(date, abort.signal)
      .then((a) => {
        setAvailability(a);
        setToday(a.today);
      })
      .catch(() => !abort.signal.aborted && setLoadError(true));
    return () => abort.abort();
  }, [date, asked]);

  return { plan, today, date, setDate, availability, loadError, reload };
}
