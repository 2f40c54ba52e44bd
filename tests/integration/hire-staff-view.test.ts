import { beforeAll, describe, expect, it } from 'vitest';
import { offerDraft } from '../../src/domain/hire/offer-draft';
import { isOverdue, type StaffHireInquiry } from '../../src/domain/hire/staff';
import { databaseFactories } from '../helpers/databases';
import { askToHire, clearHires, guestCalls, hireFriday, hireMail, offer, setUpHire } from '../helpers/hire';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { useTestApi } from '../helpers/test-api';

/** Every field of an inquiry the staff's 'Feiern' reads (widgets/staff/hire/). */
const readFields: Record<keyof StaffHireInquiry, true> = {
  id: true,
  status: true,
  spaceId: true,
  space: true,
  date: true,
  startTime: true,
  endTime: true,
  guestCount: true,
  occasion: true,
  packages: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  message: true,
  offer: true,
  depositDueOn: true,
  depositReceivedCents: true,
  depositReceivedOn: true,
  cancelReason: true,
  createdAt: true,
  mailProblem: true,
  tableIds: true,
};

describe.each(databaseFactories)("the staff's 'Feiern' reads the hire API's answers on $kind", (factory) => {
  const t = useTestApi(factory);
  let cookie = '';
  beforeAll(async () => {
    await setUpHire(t.test.db);
    await clearHires(t.test.db);
    const account = {
      email: 'feiern@example.org',
      username: 'feiern',
      password: 'richtig-geheim-1',
      role: 'admin' as const,
    };
    await createStaffAccount(t.test.db, account);
    cookie = await signIn(t.api, account.username, account.password);
  });
  const get = async (path: string) => {
    const res = await t.api.request(path, { headers: staffHeaders(cookie) });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('finds every field it shows in the list, and the offer in the shape its form starts from', async () => {
    const asked = await askToHire(t.test.db);
    await offer(t.test.db, asked.id);
    const { inquiries } = (await get('/api/admin/hire')) as { inquiries: StaffHireInquiry[] };
    const listed = inquiries.find((i) => i.id === asked.id);
    expect(listed).toBeDefined();
    for (const field of Object.keys(readFields)) expect(listed).toHaveProperty(field);
    expect(listed?.status).toBe('angebot');
    expect(isOverdue(listed as StaffHireInquiry, '2026-11-27')).toBe(false);
    // An offer sent is what the form starts from again, line by line.
    const draft = offerDraft(listed as StaffHireInquiry, [], 30, '2026-11-27');
    expect(draft.items).toEqual(
      listed?.offer?.items.map(({ label, quantity, unitPriceCents }) => ({ label, quantity, unitPriceCents })),
    );
    expect(draft.depositCents).toBe(listed?.offer?.depositCents);
  });

  it("draws a held hire on the plan of the night: its tables, found by the month's or its own filter", async () => {
    const asked = await askToHire(t.test.db, { space: 'irish-oben', guestCount: 20 });
    await offer(t.test.db, asked.id);
    const one = async (query: string) =>
      ((await get(`/api/admin/hire?${query}`)) as { inquiries: StaffHireInquiry[] }).inquiries;
    // Offered, not yet accepted: no table is held.
    expect((await one(`id=${asked.id}`)).map((i) => [i.id, i.tableIds])).toEqual([[asked.id, []]]);
    const token = String((await hireMail(t.test.db, 'hire-inquiry', asked.id))?.token);
    await guestCalls(t.test.db, 'accept', token);
    const [held] = await one(`id=${asked.id}`);
    expect(held?.tableIds).toEqual([11, 12, 13, 14, 15]);
    expect((await one(`month=${hireFriday.slice(0, 7)}`)).map((i) => i.id)).toContain(asked.id);
    expect(await one('month=2027-01')).toEqual([]);
    const bad = await t.api.request('/api/admin/hire?id=kein-schluessel', { headers: staffHeaders(cookie) });
    expect(bad.status).toBe(422);
    await guestCalls(t.test.db, 'withdraw', token);
  });

  it('reads the packages it prefills the offer from, and the deposit percent', async () => {
    const { spaces } = (await get('/api/hire/spaces')) as {
      spaces: { id: string; packages: { id: string; label: string; unit: string; priceCents: number }[] }[];
    };
    const pub = spaces.find((s) => s.id === 'irish-ganzer-pub');
    expect(pub?.packages.find((p) => p.id === 'getraenke-bier')).toMatchObject({ unit: 'person', priceCents: 2500 });
    const { settings } = (await get('/api/admin/settings')) as { settings: { hireDepositPercent?: number } };
    expect(settings.hireDepositPercent).toBe(30);
  });

  it("saves the owner's hire settings as its dialog sends them: the settings read, with the hire's fields", async () => {
    const { settings } = (await get('/api/admin/settings')) as { settings: Record<string, unknown> };
    const body = {
      ...settings,
      hireAccountHolder: 'Irish Pub Reutlingen',
      hireIban: 'DE02120300000000202051',
      hireBic: null,
      hireDepositPercent: 25,
      hireDepositDays: 10,
    };
    const res = await t.api.request('/api/admin/settings', {
      method: 'PUT',
      headers: staffHeaders(cookie),
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const saved = (await get('/api/admin/settings')) as { settings: Record<string, unknown> };
    expect(saved.settings).toMatchObject({
      hireIban: 'DE02120300000000202051',
      hireDepositPercent: 25,
      hireDepositDays: 10,
    });
  });
});
