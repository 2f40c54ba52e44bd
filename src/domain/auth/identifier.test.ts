import { describe, expect, it } from 'vitest';
import { identifierKey, parseIdentifier } from './identifier';

describe('parseIdentifier', () => {
  it('reads an e-mail address, trimmed and lower-cased', () => {
    expect(parseIdentifier('  Chef@Irishpub-Reutlingen.de ')).toEqual({
      kind: 'email',
      email: 'chef@irishpub-reutlingen.de',
    });
  });

  it('reads a user name such as admin', () => {
    expect(parseIdentifier('Admin')).toEqual({ kind: 'username', username: 'admin' });
  });

  it('rejects malformed input', () => {
    for (const bad of ['', ' ', 'a', 'chef@', '@x.de', 'chef@host', 'two words', 'x@y@z.de', 'ä'.repeat(3)]) {
      expect(parseIdentifier(bad), bad).toBeUndefined();
    }
  });

  it('counts failures under the same key whatever the spelling', () => {
    const a = parseIdentifier('ADMIN');
    const b = parseIdentifier(' admin');
    expect(a && identifierKey(a)).toBe('admin');
    expect(b && identifierKey(b)).toBe('admin');
  });
});
