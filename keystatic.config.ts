import { config } from '@keystatic/core';
import { collections, singletons } from './src/site/keystatic/screens';

/**
 * Keystatic, the editors' screen at /keystatic, over the same files the site is built from
 * (src/content/, checked by src/content.config.ts). `npm run dev` edits the files on disk; a Node
 * deployment built with PUBLIC_KEYSTATIC_GITHUB_REPO edits them as commits to that repository after a
 * GitHub sign-in (README "Editing the content"). Images are stored under src/assets/art/.
 */
const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
  locale: 'de-DE',
  ui: {
    brand: { name: 'Rappen & Irish Pub' },
    navigation: {
      Veranstaltungen: ['events'],
      Rappen: ['menu', 'rappen', 'venueRappen'],
      'Irish Pub': ['irish', 'spritz', 'venueIrish'],
      Seiten: ['faq', 'team', 'rentals', 'sponsors', 'operator'],
    },
  },
  collections,
  singletons,
});
