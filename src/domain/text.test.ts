import { describe, expect, it } from 'vitest';
import { isEmailAddress, isMultiLineText, isSingleLineText } from './text';
import { emailAddress } from './text-schemas';
import { z } from './zod';

describe('free text', () => {
  it('refuses control characters and bidi controls', () => {
    for (const bad of [
      'Nul\u0000Byte',
      'Zeile\r\nBcc: x@y.de',
      'Tab\there',
      'Esc\u001b[31m',
      'C1\u0085',
      'abc\u202egnp.exe',
      'iso\u2066x',
    ]) {
      expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('lets multi-line fields keep line breaks and tabs, but nothing else of the kind', () => {
    expect(isMultiLineText('Hallo,\r\nwir kommen\tzu sechst.\n')).toBe(true);
    expect(isMultiLineText('Nul\u0000Byte')).toBe(false);
    expect(isMultiLineText('rechts\u202elinks')).toBe(false);
    expect(isSingleLineText('Hallo,\nwir')).toBe(false);
  });

  it('accepts ordinary text in every script, emoji included', () => {
    for (const ok of ['Jürgen Größe-Müller', 'Zoë O’Brien', 'Ελένη', '李雷', 'Prost 🍺', 'عربي']) {
      expect(isSingleLineText(ok), ok).toBe(true);
    }
  });
});

describe('e-mail address', () => {
  const email = emailAddress('Ungültig');
  it('accepts ordinary addresses, trimmed', () => {
    expect(email.parse(' anna.muster+pub@example.org ')).toBe('anna.muster+pub@example.org');
    expect(isEmailAddress("o'brien@sub.example.co.uk")).toBe(true);
  });
  it('refuses what z.email() refuses, and more than 254 characters', () => {
    for (const bad of [
      'anna@',
      '@example.org',
      'a b@example.org',
      'anna@example',
      'anna..x@example.org',
      'anna@-x.de',
      `${'a'.repeat(250)}@x.de`,
      'anna@example.org\r\nBcc: x@y.de',
    ]) {
      expect(email.safeParse(bad).success, bad).toBe(false);
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
  it('is the pattern z.email() checks', () => {
    for (const sample of [
      'anna@example.org',
      "o'brien@sub.example.co.uk",
      'anna@',
      'a b@example.org',
      'anna@-x.de',
      'x@y.de\n',
    ]) {
      expect(isEmailAddress(sample), sample).toBe(z.email().safeParse(sample).success);
    }
  });
});
