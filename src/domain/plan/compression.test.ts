import { describe, expect, it } from 'vitest';
import { compressImage, compressionSteps, dataUrlBytes, fitWithin, type JpegEncoder } from './compression';

/** A fake encoder whose output size is given per quality, recording each call. */
function encoder(bytesByQuality: Record<number, number>) {
  const calls: { width: number; height: number; quality: number }[] = [];
  const encode: JpegEncoder = async (step) => {
    calls.push(step);
    const prefix = 'data:image/jpeg;base64,';
    return prefix + 'A'.repeat((bytesByQuality[step.quality] ?? 1000) - prefix.length);
  };
  return { calls, encode };
}

describe('image compression (docs/booking.md#table-plan)', () => {
  it('has the documented steps: 300/200/150 px at quality 0.3/0.2/0.1, over 50 KB and 30 KB', () => {
    expect(compressionSteps).toEqual([
      { maxSide: 300, quality: 0.3, whenOverBytes: 0 },
      { maxSide: 200, quality: 0.2, whenOverBytes: 51_200 },
      { maxSide: 150, quality: 0.1, whenOverBytes: 30_720 },
    ]);
  });

  it('stops after the first step when the result is at most 50 KB', async () => {
    const { calls, encode } = encoder({ 0.3: 50 * 1024 });
    const result = await compressImage({ width: 1200, height: 800 }, encode);
    expect(calls).toEqual([{ width: 300, height: 200, quality: 0.3 }]);
    expect(dataUrlBytes(result.dataUrl)).toBe(50 * 1024);
    expect(result).toMatchObject({ width: 300, height: 200 });
  });

  it('takes the second step over 50 KB and stops there at 30 KB or less', async () => {
    const { calls, encode } = encoder({ 0.3: 50 * 1024 + 1, 0.2: 30 * 1024 });
    const result = await compressImage({ width: 800, height: 1200 }, encode);
    expect(calls).toEqual([
      { width: 200, height: 300, quality: 0.3 },
      { width: 133, height: 200, quality: 0.2 },
    ]);
    expect(result.steps.map((s) => s.quality)).toEqual([0.3, 0.2]);
  });

  it('takes the third step while still over 30 KB', async () => {
    const { calls, encode } = encoder({ 0.3: 90_000, 0.2: 40_000, 0.1: 20_000 });
    const result = await compressImage({ width: 3000, height: 3000 }, encode);
    expect(calls.map((c) => [c.width, c.quality])).toEqual([
      [300, 0.3],
      [200, 0.2],
      [150, 0.1],
    ]);
    expect(result).toMatchObject({ width: 150, height: 150 });
    expect(dataUrlBytes(result.dataUrl)).toBe(20_000);
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(120, 40, 300)).toEqual({ width: 120, height: 40 });
    expect(fitWithin(1000, 1, 150)).toEqual({ width: 150, height: 1 });
  });
});
