import { addDays, weekdayOf } from '../calendar';

/** The weekday the pages announce the quiz for ('Jeden Dienstag'): ISO 2. */
export const quizWeekday = 2;

/**
 * The first day from `today` on that is the quiz's weekday. Apart from the team rules, so the
 * booking page's `?quiz` link needs no schema code on its first screen.
 */
export function nextQuizDay(today: string): string {
  const ahead = (quizWeekday - (weekdayOf(today) || 7) + 7) % 7;
  return addDays(today, ahead);
}
