import { addDays } from '../domain/calendar';

/**
 * The week whose dishes the Rappen page shows when built on `today`: the menu's week until its
 * Sunday is over. Without dishes, without a week or after it, none: the page shows the teaser.
 */
export function currentMenuWeek(
  menu: { week?: string; dishes: readonly unknown[] },
  today: string,
): string | undefined {
  if (!menu.week || menu.dishes.length === 0) return undefined;
  return addDays(menu.week, 6) >= today ? menu.week : undefined;
}
