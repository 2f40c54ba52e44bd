import { describe, expect, it } from 'vitest';
import { analyticsConfig, readConsent, writeConsent } from './analytics';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('analytics consent', () => {
  it('is off (no banner, no script) when no provider is configured', () => {
    expect(analyticsConfig(undefined)).toBeUndefined();
    expect(analyticsConfig('')).toBeUndefined();
  });

  it('accepts only an https provider script', () => {
    expect(analyticsConfig('https://stats.example.org/script.js')).toEqual({
      src: 'https://stats.example.org/script.js',
    });
    expect(() => analyticsConfig('http://stats.example.org/script.js')).toThrow();
  });

  it('has no choice until the guest decides, then remembers it', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeUndefined();
    writeConsent(storage, 'denied');
    expect(readConsent(storage)).toBe('denied');
    writeConsent(storage, 'granted');
    expect(readConsent(storage)).toBe('granted');
  });

  it('ignores a tampered value', () => {
    const storage = memoryStorage();
    storage.setItem('analytics-consent', 'yes');
    expect(readConsent(storage)).toBeUndefined();
  });
});
