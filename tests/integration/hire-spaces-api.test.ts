import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { useTestApi } from '../helpers/test-api';

describe.each(databaseFactories)('the owner’s spaces and prices (docs/hire.md#spaces) on $kind', (factory) => {
  const t = useTestApi(factory);
  const cookies: Record<'admin' | 'staff', string> = { admin: '', staff: '' };
  beforeAll(async () => {
    for (const role of ['admin', 'staff'] as const) {
      const account = {
        email: `${role}-raum@example.org`,
        username: `${role}-raum`,
        password: 'richtig-geheim-1',
        role,
      };
      await createStaffAccount(t.test.db, account);
      cookies[role] = await signIn(t.api, account.username, account.password);
    }
  });
  const call = (role: 'admin' | 'staff', method: string, body?: unknown) =>
    t.api.request('/api/admin/hire/spaces', {
      method,
      headers: staffHeaders(cookies[role]),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  it('lets staff read and only the owner change the spaces and prices, which guests then see', async () => {
    const read = await (await call('staff', 'GET')).json();
    expect(read.spaces).toHaveLength(3);
    expect(read.prices).toEqual([]);
    const upstairs = read.spaces.find((s: { id: string }) => s.id === 'irish-oben');
    const body = {
      spaces: [{ ...upstairs, label: 'Irish Pub: Galerie', maxGuests: 25 }],
      prices: [
        { id: 'getraenke-bier', unit: 'person', priceCents: 2200 },
        { id: 'personal', unit: 'evening', priceCents: 12000 },
      ],
    };
    expect((await call('staff', 'PUT', body)).status).toBe(403);
    const saved = await call('admin', 'PUT', body);
    expect(saved.status).toBe(200);
    expect((await saved.json()).spaces.find((s: { id: string }) => s.id === 'irish-oben')).toMatchObject({
      label: 'Irish Pub: Galerie',
      maxGuests: 25,
    });
    const guests = await (await t.api.request('/api/hire/spaces')).json();
    const galerie = guests.spaces.find((s: { id: string }) => s.id === 'irish-oben');
    expect(galerie).toMatchObject({ label: 'Irish Pub: Galerie', maxGuests: 25 });
    expect(galerie.packages.map((p: { id: string }) => p.id)).toEqual(['getraenke-bier', 'personal']);

    const bad = await call('admin', 'PUT', { spaces: [{ ...upstairs, minGuests: 40, maxGuests: 30 }], prices: [] });
    expect(bad.status).toBe(422);
    expect(Object.values((await bad.json()).fieldErrors)).toContain(
      'Bitte die Gästezahl von 1 bis 500 angeben, die kleinste nicht über der größten.',
    );
  });
});
