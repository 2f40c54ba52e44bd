import { describe, expect, it } from 'vitest';
import { filterHires, filterOptions, groupByStatus, heldOn, isOverdue, packageLabels } from './staff';
import type { PackageId } from './values';

const hire = (spaceId: string, date: string, status = 'neu' as const, startTime = '18:00') => ({
  spaceId,
  space: spaceId === 'irish-oben' ? 'Irish Pub: oberer Bereich' : 'Rappen: Gaststube und Partykeller',
  date,
  startTime,
  status,
});

describe('the staff list of hires', () => {
  it('marks a deposit overdue only when accepted and its day has passed', () => {
    expect(isOverdue({ status: 'angenommen', depositDueOn: '2026-12-01' }, '2026-12-02')).toBe(true);
    expect(isOverdue({ status: 'angenommen', depositDueOn: '2026-12-02' }, '2026-12-02')).toBe(false);
    expect(isOverdue({ status: 'bestaetigt', depositDueOn: '2026-12-01' }, '2026-12-09')).toBe(false);
    expect(isOverdue({ status: 'angenommen', depositDueOn: null }, '2026-12-09')).toBe(false);
  });

  it('filters by space and month and sorts by evening, then start', () => {
    const list = [
      hire('irish-oben', '2026-12-12'),
      hire('rappen-gaststube-keller', '2026-12-05', 'neu', '19:00'),
      hire('rappen-gaststube-keller', '2027-01-08'),
      hire('rappen-gaststube-keller', '2026-12-05', 'neu', '18:00'),
    ];
    expect(filterHires(list, { space: '', month: '' }).map((h) => `${h.date} ${h.startTime}`)).toEqual([
      '2026-12-05 18:00',
      '2026-12-05 19:00',
      '2026-12-12 18:00',
      '2027-01-08 18:00',
    ]);
    expect(filterHires(list, { space: 'rappen-gaststube-keller', month: '2026-12' })).toHaveLength(2);
    expect(filterHires(list, { space: '', month: '2027-01' })).toHaveLength(1);
    expect(filterHires(list, { space: 'irish-ganzer-pub', month: '' })).toEqual([]);
  });

  it('offers the spaces and months that occur', () => {
    const list = [
      hire('irish-oben', '2026-12-12'),
      hire('rappen-gaststube-keller', '2027-01-08'),
      hire('irish-oben', '2026-12-01'),
    ];
    expect(filterOptions(list)).toEqual({
      spaces: [
        { id: 'irish-oben', label: 'Irish Pub: oberer Bereich' },
        { id: 'rappen-gaststube-keller', label: 'Rappen: Gaststube und Partykeller' },
      ],
      months: ['2026-12', '2027-01'],
    });
  });

  it('groups by state in the order of the path, leaving out empty states', () => {
    const list = [
      { id: 'a', status: 'bestaetigt' as const },
      { id: 'b', status: 'neu' as const },
      { id: 'c', status: 'abgelaufen' as const },
      { id: 'd', status: 'neu' as const },
    ];
    expect(groupByStatus(list).map((g) => [g.status, g.inquiries.map((i) => i.id)])).toEqual([
      ['neu', ['b', 'd']],
      ['bestaetigt', ['a']],
      ['abgelaufen', ['c']],
    ]);
  });

  it('finds the hires holding an evening: accepted or confirmed, that date', () => {
    const list = [
      { id: 'a', status: 'angenommen' as const, date: '2026-12-11' },
      { id: 'b', status: 'bestaetigt' as const, date: '2026-12-11' },
      { id: 'c', status: 'angebot' as const, date: '2026-12-11' },
      { id: 'd', status: 'bestaetigt' as const, date: '2026-12-12' },
    ];
    expect(heldOn(list, '2026-12-11').map((h) => h.id)).toEqual(['a', 'b']);
  });

  it("names the ticked packages by the space's label, else the package's own, an unknown one by its id", () => {
    const packages = [{ id: 'personal' as const, label: 'Servicepersonal' }];
    expect(packageLabels(['personal', 'sport-leinwand'], packages)).toEqual([
      'Servicepersonal',
      'Sport auf der Leinwand',
    ]);
    expect(packageLabels(['feuerwerk' as PackageId], [])).toEqual(['feuerwerk']);
  });
});
