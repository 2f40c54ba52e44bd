import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox } from '../../src/server/auth/secret-box';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

describe.each(databaseFactories.slice(0, 1))('sealed two-factor secrets on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  it('opens what it sealed for the same account only; the sealed text does not show the secret', async () => {
    const box = secretBox(test.db);
    const sealed = await box.seal('JBSWY3DPEHPK3PXP', 'account-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await box.open(sealed, 'account-1')).toBe('JBSWY3DPEHPK3PXP');
    await expect(box.open(sealed, 'account-2')).rejects.toThrow();
  });

  it('a key set later seals the new secrets and still opens those sealed before it', async () => {
    const before = await secretBox(test.db).seal('ALTSECRET', 'account-1');
    const key = 'k'.repeat(40);
    const later = secretBox(test.db, key);
    expect(await later.open(before, 'account-1')).toBe('ALTSECRET');
    const sealed = await later.seal('NEUSECRET', 'account-1');
    // Only the configured key opens it: the database alone does not.
    await expect(secretBox(test.db).open(sealed, 'account-1')).rejects.toThrow();
    expect(await secretBox(test.db, key).open(sealed, 'account-1')).toBe('NEUSECRET');
  });
});
