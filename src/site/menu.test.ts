import { expect, it } from 'vitest';
import { currentMenuWeek } from './menu';

const dish = { name: 'Maultaschen' };

it('shows the dishes of the week until its Sunday, then the teaser', () => {
  const menu = { week: '2026-11-23', dishes: [dish] };
  expect(currentMenuWeek(menu, '2026-11-20')).toBe('2026-11-23');
  expect(currentMenuWeek(menu, '2026-11-23')).toBe('2026-11-23');
  expect(currentMenuWeek(menu, '2026-11-29')).toBe('2026-11-23');
  expect(currentMenuWeek(menu, '2026-11-30')).toBeUndefined();
});

it('shows the teaser for a week without dishes or without a week', () => {
  expect(currentMenuWeek({ week: '2026-11-23', dishes: [] }, '2026-11-24')).toBeUndefined();
  expect(currentMenuWeek({ dishes: [dish] }, '2026-11-24')).toBeUndefined();
});
