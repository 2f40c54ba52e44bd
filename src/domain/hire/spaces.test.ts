import { describe, expect, it } from 'vitest';
import { centsToInput, inputToCents } from './offer-draft';
import { type HireSpaceInput, spacesForm, spacesRequest } from './spaces';
import { hireText } from './text';

const upstairs: HireSpaceInput = {
  id: 'irish-oben',
  label: 'Irish Pub: oberer Bereich',
  venue: 'irish',
  minGuests: 10,
  maxGuests: 30,
  weekdays: [1, 2, 4, 5, 6, 7],
  defaultStart: '18:00',
  defaultEnd: '01:00',
  planAreas: ['oben'],
  onEventNights: true,
  active: true,
  position: 3,
};

describe("the owner's form of spaces and prices", () => {
  it('lists every package, blank where the owner set no price, and gives back what it read', () => {
    const form = spacesForm(
      { spaces: [upstairs], prices: [{ id: 'personal', unit: 'evening', priceCents: 15050 }] },
      centsToInput,
    );
    expect(form.prices).toEqual([
      { id: 'getraenke-bier', unit: 'person', price: '' },
      { id: 'getraenke-alles', unit: 'person', price: '' },
      { id: 'personal', unit: 'evening', price: '150,50' },
      { id: 'sport-leinwand', unit: 'person', price: '' },
    ]);
    const sent = spacesRequest(form, inputToCents);
    expect(sent).toEqual({
      ok: true,
      request: { spaces: [upstairs], prices: [{ id: 'personal', unit: 'evening', priceCents: 15050 }] },
    });
  });

  it("names the field of each error with the route's own German text, and sends nothing", () => {
    const form = spacesForm({ spaces: [upstairs], prices: [] }, centsToInput);
    const space = form.spaces[0] as (typeof form.spaces)[number];
    const bad = {
      spaces: [{ ...space, maxGuests: '5', weekdays: [] }],
      prices: form.prices.map((p) => (p.id === 'personal' ? { ...p, price: 'zehn' } : p)),
    };
    const sent = spacesRequest(bad, inputToCents);
    expect(sent).toEqual({
      ok: false,
      errors: {
        'spaces.0.weekdays': hireText.spaceWeekdaysInvalid,
        'spaces.0.maxGuests': hireText.spaceGuestsInvalid,
        'prices.personal': hireText.priceInvalid,
      },
    });
  });
});
