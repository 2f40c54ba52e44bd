import { describe, expect, it } from 'vitest';
import { buffered, findConflict } from './conflicts';

const at = (time: string) => new Date(`2026-11-27T${time}:00+01:00`);
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('buffer between reservations of one table', () => {
  const existing = [range('19:30', '21:00')];

  it('stores the buffered window before and after', () => {
    const b = buffered(range('20:00', '23:00'), 30);
    expect(b.bufferStart).toEqual(at('19:30'));
    expect(b.bufferEnd).toEqual(at('23:30'));
  });

  it('allows a gap equal to the buffer, after and before', () => {
    expect(findConflict(range('21:30', '23:00'), existing, 30)).toBeUndefined();
    expect(findConflict(range('17:00', '19:00'), existing, 30)).toBeUndefined();
  });

  it('refuses a gap one minute shorter than the buffer, after and before', () => {
    expect(findConflict(range('21:29', '23:00'), existing, 30)).toBe(existing[0]);
    expect(findConflict(range('17:00', '19:01'), existing, 30)).toBe(existing[0]);
  });

  it('allows back-to-back reservations when the buffer is 0', () => {
    expect(findConflict(range('21:00', '23:00'), existing, 0)).toBeUndefined();
    expect(findConflict(range('20:59', '23:00'), existing, 0)).toBe(existing[0]);
  });

  it('refuses any overlap and names the earliest reservation in the way', () => {
    const two = [range('22:00', '23:00'), range('19:30', '20:30')];
    expect(findConflict(range('20:00', '22:30'), two, 0)).toBe(two[1]);
    expect(findConflict(range('19:30', '21:00'), existing, 0)).toBe(existing[0]);
  });
});
