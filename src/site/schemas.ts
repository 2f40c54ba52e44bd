import type { ImageMetadata } from 'astro';
import { weekdayOf } from '../domain/calendar';
import { contentDay, weeklyEvent } from '../domain/events/schema';
import { blankIsAbsent, z } from '../domain/zod';

/**
 * Schemas of the site's content files (src/content/, see src/content.config.ts). Images are written
 * as paths relative to the content file; Astro's `image()` helper, passed in, turns them into
 * imported images and fails the build when a file is missing.
 */
export type ImageHelper = () => z.ZodType<ImageMetadata>;

const text = z.string().trim().min(1, 'darf nicht leer sein');

/** An image with its German alt text. */
export const pictured = (image: ImageHelper) =>
  z.object({ src: image(), alt: z.string().min(8, 'Alternativtext muss das Bild beschreiben (mindestens 8 Zeichen)') });
export type ContentImage = { src: ImageMetadata; alt: string };

export const sponsors = (image: ImageHelper) =>
  z.object({
    partners: z.array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/, 'nur Kleinbuchstaben, Ziffern und Bindestriche'),
        name: text,
        /** Brand colour (CSS), used for the card accent. */
        color: z.string().regex(/^#[0-9a-f]{6}$/i, 'Farbe als #rrggbb'),
        logo: pictured(image),
        bottle: pictured(image),
        description: text,
      }),
    ),
  });

export const team = (image: ImageHelper) =>
  z.object({
    members: z.array(
      z.object({ id: text, name: text, role: z.enum(['Service', 'Bar', 'Event']), text, image: pictured(image) }),
    ),
  });

/** Where an FAQ answer names the bookable days: the page puts in the week's own (docs/content.md#bookable-days). */
export const bookingDaysToken = '{buchbare Tage}';
/** …and the other days with what the owner wrote for them ('Mittwoch: Ruhetag'). */
export const otherDaysToken = '{andere Tage}';
/** The tokens of an FAQ answer and the form of the week's text each stands for. */
const dayTokens: Record<string, 'sentence' | 'others'> = { [bookingDaysToken]: 'sentence', [otherDaysToken]: 'others' };
const dayTokenPattern = /(\{buchbare Tage\}|\{andere Tage\})/;

/** An answer in parts, the day tokens kept as parts of their own. */
export const splitDayTokens = (answer: string): string[] => answer.split(dayTokenPattern).filter(Boolean);
/** The week's text a part stands for, or undefined for plain text. */
export const dayTokenForm = (part: string) => dayTokens[part];

const weekday = '(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)';
/** 'Freitag bis Montag' in prose would outlive the owner's next change of the week. */
const namesDayRange = new RegExp(`${weekday}\\s*(bis|–|-)\\s*${weekday}`);
/** …and so would 'mittwochs ist Ruhetag'. */
const namesRestDay = /(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?\b[^.]*\bRuhetag/i;

export const faq = z.object({
  questions: z
    .array(
      z.object({
        question: text,
        answer: text
          .refine(
            (v) => !namesDayRange.test(v),
            `Buchbare Tage nicht als Text („Freitag bis Montag“), sondern als ${bookingDaysToken} schreiben: sie kommen aus der Woche im Mitarbeiterbereich.`,
          )
          .refine(
            (v) => !namesRestDay.test(v),
            `Ruhetage nicht als Text („mittwochs ist Ruhetag“), sondern als ${otherDaysToken} schreiben: sie kommen aus der Woche im Mitarbeiterbereich.`,
          ),
      }),
    )
    .min(1),
});

const titled = z.object({ title: text, text });

export const rentals = (image: ImageHelper) =>
  z.object({
    offers: z.array(
      z.object({
        venue: z.enum(['rappen', 'irish']),
        title: text,
        intro: text,
        capacity: z.number().int().positive(),
        details: z.array(titled).min(1),
        gallery: z.array(pictured(image)).length(6, 'genau sechs Bilder'),
      }),
    ),
    /** Services offered with every rental. */
    services: z.array(titled.extend({ icon: text })),
    /** The booking process of a rental, step by step. */
    steps: z.array(titled).min(1),
  });

export const spritz = (image: ImageHelper) =>
  z.object({ drinks: z.array(z.object({ name: text, description: text, image: pictured(image) })).min(1) });

export const rappen = (image: ImageHelper) =>
  z.object({
    /** The live-sport tiles. */
    sports: z.array(z.object({ name: text, icon: text, text })),
    diplomas: z.array(titled.extend({ badge: text, soon: z.boolean().default(false) })),
    gallery: z.array(pictured(image)).min(1),
  });

export const irish = z.object({
  /** The calendar's weekly events (quiz, karaoke). */
  weekly: z.array(weeklyEvent),
  quizRules: z.array(text).min(1),
  regularEvents: z.array(z.object({ title: text, day: text, time: text, note: text, icon: text })),
  specials: z.array(titled),
});

const price = blankIsAbsent(z.string().regex(/^\d{1,3},\d{2}$/, 'Preis als Euro mit Komma, z. B. 12,90'));

/** This week's food on the Rappen page; without dishes the page shows the weekly-menu teaser. */
export const menu = z.object({
  /** Monday of the week the dishes are for (YYYY-MM-DD). */
  week: blankIsAbsent(contentDay.refine((d) => weekdayOf(d) === 1, 'Die Woche beginnt an einem Montag')),
  dishes: z.array(
    z.object({
      name: text,
      description: blankIsAbsent(z.string()),
      price,
      vegetarian: z.boolean().default(false),
      vegan: z.boolean().default(false),
    }),
  ),
  /** The drinks menu, by section; the site builds its PDF from it (src/site/drinks-menu-pdf.ts). */
  drinks: z
    .array(
      z.object({
        title: text,
        items: z.array(z.object({ name: text, size: text, price: text })).min(1, 'mindestens ein Getränk'),
      }),
    )
    .min(1, 'mindestens ein Abschnitt'),
});
