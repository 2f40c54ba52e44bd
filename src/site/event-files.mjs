/**
 * Reading an event file's frontmatter (src/content/events/<slug>.md) as its editor wrote it. YAML's
 * default schema turns an unquoted `date: 2025-02-30` into 2 March without a word; read with the core
 * schema, dates stay text, so the build's schema sees the day as written and refuses one that does
 * not exist. Plain JavaScript: astro.config.mjs reads the dates too (the sitemap).
 */
import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';

/** @param {string} text the whole file @returns {Record<string, unknown> | undefined} */
export function eventFrontmatter(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (front === undefined) return undefined;
  const data = yaml.load(front, { schema: yaml.CORE_SCHEMA });
  return data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : undefined;
}

/** The path of an event's own page: `/veranstaltungen/<slug>`, the slug being the file's name. @param {string} slug */
export function eventPath(slug) {
  return `/veranstaltungen/${slug}`;
}

/** @returns {Map<string, string>} slug → the date as written */
export function eventDays(dir = new URL('../content/events/', import.meta.url)) {
  const days = new Map();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    const date = eventFrontmatter(readFileSync(new URL(name, dir), 'utf8'))?.date;
    if (typeof date === 'string') days.set(name.replace(/\.md$/, ''), date);
  }
  return days;
}
