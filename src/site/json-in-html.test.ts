import { describe, expect, it } from 'vitest';
import { jsonInHtml } from './json-in-html';

describe('jsonInHtml', () => {
  const hostile = { name: 'Quiz </script><img src=x onerror=alert(1)> & <!-- Nacht\u2028\u2029' };

  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const text = jsonInHtml(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('leaves everything else as JSON.stringify writes it', () => {
    const plain = { '@type': 'Event', name: "St. Patrick's Day", startDate: '2099-03-17T18:00:00+01:00' };
    expect(jsonInHtml(plain)).toBe(JSON.stringify(plain));
  });
});
