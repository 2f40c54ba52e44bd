import { describe, expect, it } from 'vitest';
import { emailAddress, isEmailAddress, multiLine, singleLine, textMessages } from './text';

describe('free text', () => {
  const one = singleLine();
  const many = multiLine();

  it('refuses control characters and bidi controls with the German message', () => {
    for (const bad of [
      'Nul\u0000Byte',
      'Zeile\r\nBcc: x@y.de',
      'Tab\there',
      'Esc\u001b[31m',
      'C1\u0085',
      'abc\u202egnp.exe',
      'iso\u2066x',
    ]) {
      const result = one.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacters);
    }
  });

  it('lets multi-line fields keep line breaks and tabs, but nothing else of the kind', () => {
    expect(many.safeParse('Hallo,\r\nwir kommen\tzu sechst.\n').success).toBe(true);
    expect(many.safeParse('Nul\u0000Byte').success).toBe(false);
    expect(many.safeParse('rechts\u202elinks').success).toBe(false);
    expect(one.safeParse('Hallo,\nwir').success).toBe(false);
  });

  it('accepts ordinary text in every script, emoji included', () => {
    for (const ok of ['Jürgen Größe-Müller', 'Zoë O’Brien', 'Ελένη', '李雷', 'Prost 🍺', 'عربي']) {
      expect(one.safeParse(ok).success, ok).toBe(true);
    }
  });
});

describe('e-mail address', () => {
  const email = emailAddress('Ungültig');
  it('accepts ordinary addresses, trimmed', () => {
    expect(email.parse(' anna.muster+pub@example.org ')).toBe('anna.muster+pub@example.org');
    expect(isEmailAddress("o'brien@sub.example.co.uk")).toBe(true);
  });
  it('refuses what zod refuses, and more than 254 characters', () => {
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
});
