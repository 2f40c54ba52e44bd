import { defineCollection } from 'astro:content';
import { readFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';
import { eventFile } from './domain/events/schema';
import { operator, venueFile } from './domain/venue/schema';
import { eventFrontmatter } from './site/event-files.mjs';
import * as site from './site/schemas';

/**
 * The site's content as files an editor reads and changes (in Keystatic, keystatic.config.ts, or
 * by hand): one Markdown file per event, a YAML file per venue, one YAML file per page section.
 * Every file is checked against its schema when the site is built; a wrong field stops the build
 * with the file's name and the field. docs/content.md says which file feeds which page.
 */

/** The event files, their frontmatter read with dates as written (src/site/event-files.mjs). */
function eventFiles(): Loader {
  const files = glob({ pattern: '*.md', base: './src/content/events' });
  return {
    name: 'event-files',
    load: (context) =>
      files.load({
        ...context,
        parseData: async <T extends Record<string, unknown>>(entry: Parameters<typeof context.parseData<T>>[0]) => {
          const text = entry.filePath && (await readFile(new URL(entry.filePath, context.config.root), 'utf8'));
          // The frontmatter as written stands in for the parsed one; the schema checks it either way.
          const asWritten = text ? (eventFrontmatter(text) as T | undefined) : undefined;
          return context.parseData({ ...entry, data: asWritten ?? entry.data });
        },
      }),
  };
}

/** Exactly one YAML file, `src/content/<name>.yaml` (a Keystatic singleton), as a collection of one entry. */
const oneFile = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content' });

export const collections = {
  events: defineCollection({ loader: eventFiles(), schema: eventFile }),
  venues: defineCollection({ loader: glob({ pattern: '*.yaml', base: './src/content/venues' }), schema: venueFile }),
  operator: defineCollection({ loader: oneFile('operator'), schema: operator }),
  faq: defineCollection({ loader: oneFile('faq'), schema: site.faq }),
  irish: defineCollection({ loader: oneFile('irish'), schema: site.irish }),
  menu: defineCollection({ loader: oneFile('menu'), schema: site.menu }),
  rappen: defineCollection({ loader: oneFile('rappen'), schema: ({ image }) => site.rappen(image) }),
  rentals: defineCollection({ loader: oneFile('rentals'), schema: ({ image }) => site.rentals(image) }),
  sponsors: defineCollection({ loader: oneFile('sponsors'), schema: ({ image }) => site.sponsors(image) }),
  spritz: defineCollection({ loader: oneFile('spritz'), schema: ({ image }) => site.spritz(image) }),
  team: defineCollection({ loader: oneFile('team'), schema: ({ image }) => site.team(image) }),
};
