import { collection, fields } from '@keystatic/core';
import { contentEventTypes, typeLabels } from '../../domain/events/schema';
import { weekdays } from '../../domain/venue/schema';
import { clock, optional, required } from './fields';

/** The Irish pub's calendar in Keystatic: one Markdown file per event, and the weekly events. */
export const events = collection({
  label: 'Veranstaltungen (Irish Pub)',
  path: 'src/content/events/*',
  slugField: 'name',
  format: { contentField: 'details' },
  entryLayout: 'content',
  columns: ['date', 'type'],
  schema: {
    name: fields.slug({
      name: { label: 'Name', validation: { isRequired: true } },
      slug: {
        label: 'Dateiname und Adresse der Seite',
        description: 'Datum und Name, z. B. 2026-12-05-black-velvet-band (/veranstaltungen/…)',
      },
    }),
    date: fields.date({ label: 'Datum', validation: { isRequired: true } }),
    time: fields.text({
      label: 'Beginn',
      description: 'HH:MM; leer bei ganztägigen Einträgen.',
    }),
    type: fields.select({
      label: 'Art',
      description: 'Geschlossene Tage trägt die Inhaberin oder der Inhaber im Mitarbeiterbereich ein.',
      options: contentEventTypes.map((t) => ({ label: typeLabels[t], value: t })),
      defaultValue: 'special',
    }),
    icon: optional('Symbol (Emoji)', 'Leer lassen für das Symbol der Art.'),
    note: optional('Hinweis', 'Kurz, z. B. „Eintritt frei“.'),
    details: fields.markdoc({ label: 'Details', extension: 'md' }),
  },
});

export const weeklyEvents = fields.array(
  fields.object({
    weekday: fields.select({
      label: 'Wochentag',
      options: weekdays.map((d) => ({ label: d, value: d })),
      defaultValue: 'Di',
    }),
    from: fields.date({ label: 'Ab', validation: { isRequired: true } }),
    name: required('Name'),
    type: fields.select({
      label: 'Art',
      options: contentEventTypes.map((t) => ({ label: typeLabels[t], value: t })),
      defaultValue: 'quiz',
    }),
    icon: required('Symbol (Emoji)'),
    time: fields.text({ label: 'Beginn', validation: { isRequired: true, pattern: clock } }),
    details: optional('Details'),
    note: optional('Hinweis'),
  }),
  {
    label: 'Jede Woche im Kalender',
    itemLabel: (item) => `${item.fields.weekday.value}: ${item.fields.name.value}`,
  },
);
