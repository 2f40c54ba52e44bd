import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedProof } from '../helpers/api';
import { databaseFactories } from '../helpers/databases';
import { clearHires, hireFriday, hireMail, offer, setUpHire } from '../helpers/hire';
import { useTestApi } from '../helpers/test-api';
import { postJson } from './booking-helpers';

describe.each(databaseFactories)('the guest’s hire API (docs/hire.md#the-api) on $kind', (factory) => {
  const t = useTestApi(factory);
  beforeAll(() => setUpHire(t.test.db));
  beforeEach(() => clearHires(t.test.db));

  const ask = async (over: Record<string, unknown> = {}) =>
    postJson(t.api, '/api/hire/inquiries', {
      space: 'irish-ganzer-pub',
      date: hireFriday,
      startTime: '19:00',
      endTime: '01:00',
      guestCount: 40,
      occasion: 'geburtstag',
      packages: ['getraenke-bier'],
      customerName: 'Erika Muster',
      customerEmail: 'erika@example.org',
      customerPhone: '07121 12345',
      altcha: await solvedProof(t.api, 'hire'),
      ...over,
    });
  /** Asks, and reads the link's secret from the guest's mail. */
  const askedToken = async (over: Record<string, unknown> = {}) => {
    const res = await ask(over);
    expect(res.status).toBe(201);
    const { inquiry } = (await res.json()) as { inquiry: { id: string } };
    return { id: inquiry.id, token: String((await hireMail(t.test.db, 'hire-inquiry', inquiry.id))?.token) };
  };

  it('lists the spaces with their priced packages', async () => {
    const res = await t.api.request('/api/hire/spaces');
    expect(res.status).toBe(200);
    const { spaces } = await res.json();
    expect(spaces.map((s: { id: string }) => s.id)).toEqual([
      'rappen-gaststube-keller',
      'irish-ganzer-pub',
      'irish-oben',
    ]);
    expect(spaces[1]).toMatchObject({ label: 'Irish Pub: ganzer Pub', venue: 'irish', minGuests: 20, maxGuests: 60 });
    expect(spaces[1].packages).toContainEqual({
      id: 'getraenke-bier',
      label: 'Getränkepaket Bier und Softdrinks',
      unit: 'person',
      priceCents: 2500,
    });
  });

  it('answers a month of dates and states, nothing else; 404 and 422 for a bad query', async () => {
    const res = await t.api.request('/api/hire/calendar?space=irish-ganzer-pub&month=2026-12');
    expect(res.status).toBe(200);
    const { days } = await res.json();
    expect(days).toHaveLength(31);
    expect(days.find((d: { date: string }) => d.date === hireFriday)).toEqual({ date: hireFriday, state: 'frei' });
    await ask();
    const after = await (await t.api.request('/api/hire/calendar?space=irish-oben&month=2026-12')).json();
    expect(after.days.find((d: { date: string }) => d.date === hireFriday).state).toBe('angefragt');
    expect((await t.api.request('/api/hire/calendar?space=keller&month=2026-12')).status).toBe(404);
    const bad = await t.api.request('/api/hire/calendar?space=irish-oben&month=2026-13');
    expect(bad.status).toBe(422);
    expect((await bad.json()).fieldErrors).toEqual({ month: 'Bitte einen Monat als JJJJ-MM angeben.' });
  });

  it('takes an inquiry with a proof of work for the hire form only', async () => {
    const res = await ask();
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ inquiry: { id: expect.any(String), status: 'neu' } });
    expect((await ask({ altcha: undefined })).status).toBe(403);
    expect((await ask({ altcha: await solvedProof(t.api, 'booking') })).status).toBe(403);
  });

  it('refuses with German field errors, and a held evening with 409', async () => {
    const many = await ask({ guestCount: 61 });
    expect(many.status).toBe(422);
    expect((await many.json()).fieldErrors).toEqual({ guestCount: 'Maximal 60 Personen in diesem Raum' });
    const tuesday = await ask({ date: '2026-12-08' });
    expect((await tuesday.json()).fieldErrors).toEqual({ date: 'An diesem Tag kann der Raum nicht gemietet werden.' });
    const noPhone = await ask({ customerPhone: '' });
    expect(Object.keys((await noPhone.json()).fieldErrors)).toEqual(['customerPhone']);

    const { id, token } = await askedToken();
    await offer(t.test.db, id, undefined, '2026-12-01');
    expect((await postJson(t.api, '/api/hire/inquiry/accept', { token })).status).toBe(200);
    const taken = await ask({ space: 'irish-oben', guestCount: 20 });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(
      'An diesem Abend ist der Raum bereits vergeben. Bitte wählen Sie einen anderen Tag.',
    );
  });

  it('shows the inquiry through its link, and after accepting the payment with its GiroCode', async () => {
    const { id, token } = await askedToken();
    const shown = await postJson(t.api, '/api/hire/inquiry', { token });
    expect(shown.status).toBe(200);
    const { inquiry } = await shown.json();
    expect(inquiry).toMatchObject({
      status: 'neu',
      space: 'Irish Pub: ganzer Pub',
      date: hireFriday,
      startTime: '19:00',
      endTime: '01:00',
      guestCount: 40,
    });
    expect(inquiry.offer).toBeUndefined();
    expect(JSON.stringify(inquiry)).not.toMatch(/erika|Muster|07121/i);

    expect((await postJson(t.api, '/api/hire/inquiry/accept', { token })).status).toBe(409);
    await offer(t.test.db, id, undefined, '2026-12-01');
    const accepted = await (await postJson(t.api, '/api/hire/inquiry/accept', { token })).json();
    expect(accepted.inquiry.status).toBe('angenommen');
    expect(accepted.inquiry.offer).toEqual({
      items: [
        { label: 'Raummiete', quantity: 1, unitPriceCents: 30000, totalCents: 30000 },
        { label: 'Bierpaket', quantity: 40, unitPriceCents: 2500, totalCents: 100000 },
      ],
      totalCents: 130000,
      depositCents: 39000,
      validUntil: '2026-12-01',
    });
    const reference = `Miete ${id.slice(0, 8).toUpperCase()}`;
    expect(accepted.inquiry.payment).toMatchObject({
      accountHolder: 'Irish Pub Reutlingen',
      iban: 'DE89370400440532013000',
      amountCents: 39000,
      reference,
    });
    expect(accepted.inquiry.payment.epc.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Irish Pub Reutlingen',
      'DE89370400440532013000',
      'EUR390.00',
      '',
      '',
      reference,
    ]);
  });

  it('declines and withdraws through the link; 404 for a secret that opens nothing', async () => {
    const first = await askedToken();
    await offer(t.test.db, first.id, undefined, '2026-12-01');
    const declined = await postJson(t.api, '/api/hire/inquiry/decline', { token: first.token });
    expect((await declined.json()).inquiry.status).toBe('abgelehnt');
    expect((await postJson(t.api, '/api/hire/inquiry/withdraw', { token: first.token })).status).toBe(409);

    const second = await askedToken({ space: 'rappen-gaststube-keller' });
    const withdrawn = await postJson(t.api, '/api/hire/inquiry/withdraw', { token: second.token });
    expect((await withdrawn.json()).inquiry.status).toBe('abgesagt');

    const unknown = await postJson(t.api, '/api/hire/inquiry', { token: 'a'.repeat(48) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('Diese Anfrage wurde nicht gefunden.');
    expect((await postJson(t.api, '/api/hire/inquiry', { token: 'kurz' })).status).toBe(404);
  });
});
