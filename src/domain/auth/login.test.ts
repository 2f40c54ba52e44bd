import { describe, expect, it } from 'vitest';
import { loginRequest, newPassword } from './login';

describe('login request', () => {
  it('accepts a user name or an e-mail with a password', () => {
    expect(loginRequest.safeParse({ identifier: 'admin', password: 'x' }).success).toBe(true);
    expect(loginRequest.safeParse({ identifier: 'a@b.de', password: 'x' }).success).toBe(true);
  });

  it('answers malformed identifiers with the documented message', () => {
    const result = loginRequest.safeParse({ identifier: 'kein mail@', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ungültige E-Mail-Adresse');
  });

  it('requires a password', () => {
    const result = loginRequest.safeParse({ identifier: 'admin', password: '' });
    expect(result.error?.issues[0]?.message).toBe('Passwort ist erforderlich');
  });

  it('requires new passwords of 12 characters', () => {
    expect(newPassword.safeParse('elf-zeichen').success).toBe(false);
    expect(newPassword.safeParse('zwoelf-zeich').success).toBe(true);
  });
});
