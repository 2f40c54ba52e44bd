import type { ImageMetadata } from 'astro';
import { z } from '../domain/zod';

/** An image imported through astro:assets, with its German alt text. */
export const image = z.object({
  src: z.custom<ImageMetadata>((v) => (typeof v === 'object' || typeof v === 'function') && v !== null && 'src' in v),
  alt: z.string().min(8, 'alt text must describe the image'),
});
export type ContentImage = z.infer<typeof image>;

export const sponsor = z.object({
  id: z.string(),
  name: z.string(),
  /** Brand colour (CSS), used for the card accent. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  logo: image,
  bottle: image,
  description: z.string(),
});
export type Sponsor = z.infer<typeof sponsor>;

export const teamMember = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['Service', 'Bar', 'Event']),
  text: z.string(),
  image,
});
export type TeamMember = z.infer<typeof teamMember>;

export const faqItem = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItem>;

export const rentalOffer = z.object({
  venue: z.enum(['rappen', 'irish']),
  title: z.string(),
  intro: z.string(),
  capacity: z.number().int().positive(),
  details: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
  gallery: z.array(image).length(6),
});
export type RentalOffer = z.infer<typeof rentalOffer>;

export const spritzDrink = z.object({ name: z.string(), description: z.string(), image });
export type SpritzDrink = z.infer<typeof spritzDrink>;
