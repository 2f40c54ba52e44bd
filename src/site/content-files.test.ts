import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { eventFile } from '../domain/events/schema';
import { z } from '../domain/zod';
import { eventDays, eventFrontmatter } from './event-files.mjs';
import * as site from './schemas';

const content = new URL('../content/', import.meta.url);
const eventsDir = new URL('events/', content);
const events = readdirSync(eventsDir)
  .filter((n) => n.endsWith('.md'))
  .map((name) => {
    const text = readFileSync(new URL(name, eventsDir), 'utf8');
    return { name, data: eventFile.parse(eventFrontmatter(text)), body: text.replace(/^---[\s\S]*?---\r?\n/, '') };
  });
// Image paths are checked by the build (Astro's image()); here they are text.
const imagePath = () => z.string().regex(/^\.\.\/assets\/art\/.+\.(svg|png|jpe?g|webp|avif)$/) as never;
const yamlFile = (name: string) => yaml.load(readFileSync(new URL(name, content), 'utf8'));

describe('the event files', () => {
  it('are one per day, named after their date', () => {
    const dates = events.map((e) => e.data.date);
    expect(new Set(dates).size).toBe(dates.length);
    for (const e of events) expect(e.name.startsWith(e.data.date)).toBe(true);
  });

  it('keep Halloween on its rules (3 L for the best costume, one drink one vote)', () => {
    const halloween = events.filter((e) => e.data.type === 'halloween');
    expect(halloween.length).toBeGreaterThan(0);
    for (const e of halloween) expect(e.body).toMatch(/3 Liter.*Getränk.*Stimme/);
  });

  it('are read with dates as written, so a day that does not exist is refused', () => {
    const unquoted = eventFrontmatter('---\nname: X\ndate: 2026-02-30\ntype: special\n---\n');
    expect(unquoted?.date).toBe('2026-02-30');
    const result = eventFile.safeParse(unquoted);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['date'],
      message: 'Dieses Datum gibt es nicht (JJJJ-MM-TT)',
    });
    expect(eventFile.parse(eventFrontmatter("---\nname: X\ndate: 2026-02-28\ntype: special\ntime: ''\n---\n"))).toEqual(
      {
        name: 'X',
        date: '2026-02-28',
        type: 'special',
      },
    );
    expect(eventDays().get('2026-12-05-the-black-velvet-band')).toBe('2026-12-05');
  });

  it('refuses an event of type closed and says where closed days are entered', () => {
    const closed = eventFile.safeParse(eventFrontmatter("---\nname: Zu\ndate: '2026-12-24'\ntype: closed\n---\n"));
    expect(closed.error?.issues).toEqual([
      expect.objectContaining({ path: ['type'], message: expect.stringContaining('im Mitarbeiterbereich ein') }),
    ]);
  });
});

describe('the YAML content files', () => {
  it.each([
    ['faq.yaml', site.faq],
    ['irish.yaml', site.irish],
    ['menu.yaml', site.menu],
    ['rappen.yaml', site.rappen(imagePath)],
    ['rentals.yaml', site.rentals(imagePath)],
    ['sponsors.yaml', site.sponsors(imagePath)],
    ['spritz.yaml', site.spritz(imagePath)],
    ['team.yaml', site.team(imagePath)],
  ] as const)('%s fits its schema', (name, schema) => {
    expect(schema.safeParse(yamlFile(name)).error?.issues).toBeUndefined();
  });

  it('an FAQ answer that names bookable days in prose is refused, the placeholder is not', () => {
    const answer = (text: string) => site.faq.safeParse({ questions: [{ question: 'Wann?', answer: text }] });
    expect(answer('Online für Freitag bis Montag ab 19:30 Uhr.').error?.issues).toEqual([
      expect.objectContaining({
        path: ['questions', 0, 'answer'],
        message: expect.stringContaining('{buchbare Tage}'),
      }),
    ]);
    expect(answer('Online für Fr – Mo.').success).toBe(true);
    expect(answer('Online für {buchbare Tage}.').success).toBe(true);
  });

  it('an FAQ answer that names a rest day in prose is refused, the placeholder is not', () => {
    const answer = (text: string) => site.faq.safeParse({ questions: [{ question: 'Wann?', answer: text }] });
    expect(answer('Donnerstags Karaoke, mittwochs ist Ruhetag.').error?.issues).toEqual([
      expect.objectContaining({ message: expect.stringContaining('{andere Tage}') }),
    ]);
    expect(answer('Die anderen Tage: {andere Tage}.').success).toBe(true);
    expect(site.splitDayTokens('Für {buchbare Tage}. Sonst: {andere Tage}.')).toEqual([
      'Für ',
      '{buchbare Tage}',
      '. Sonst: ',
      '{andere Tage}',
      '.',
    ]);
  });

  it('a week that does not start on a Monday, or a price without cents, is refused', () => {
    const menu = {
      dishes: [{ name: 'Maultaschen', price: '9,8' }],
      drinks: [{ title: 'Vom Fass', items: [{ name: 'Pils', size: '0,3 l', price: '3,50 €' }] }],
      week: '2026-11-24',
    };
    const issues = site.menu.safeParse(menu).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['week', 'dishes.0.price']);
    expect(site.menu.parse({ ...menu, week: null, dishes: [] })).toMatchObject({ week: undefined, dishes: [] });
  });
});
