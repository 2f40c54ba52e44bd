import { fields } from '@keystatic/core';
import { clockPattern } from '../../domain/calendar';
import { weekdays } from '../../domain/venue/schema';

/** Keystatic fields shared by the editors' screens (keystatic.config.ts); German labels, the schemas' rules. */

export const clock = { regex: clockPattern, message: 'Uhrzeit als HH:MM, z. B. 20:00' };
export const required = (label: string, multiline = false, description?: string) =>
  fields.text({ label, multiline, description, validation: { isRequired: true } });
export const optional = (label: string, description?: string) => fields.text({ label, description });

/** An image with its alt text, stored in `src/assets/art/<folder>/` and referenced relative to the YAML file. */
export const pictured = (label: string, folder: string, from = '..') =>
  fields.object(
    {
      src: fields.image({
        label,
        description: 'Ein Bild als PNG, JPG, WebP, AVIF oder GIF (SVG-Dateien nimmt der Redaktionsbereich nicht an).',
        directory: `src/assets/art/${folder}`,
        publicPath: `${from}/assets/art/${folder}/`,
        validation: { isRequired: true },
      }),
      alt: fields.text({
        label: 'Bildbeschreibung (Alternativtext)',
        description: 'Was auf dem Bild zu sehen ist, für Screenreader und Suchmaschinen (mindestens 8 Zeichen).',
        validation: { length: { min: 8 } },
      }),
    },
    { label },
  );

export const titled = (label: string) =>
  fields.array(fields.object({ title: required('Titel'), text: required('Text', true) }), {
    label,
    itemLabel: (item) => item.fields.title.value,
  });

export const venueFields = () => ({
  name: required('Name'),
  shortName: required('Kurzname'),
  address: fields.object(
    { street: required('Straße und Hausnummer'), postalCode: required('PLZ'), city: required('Ort') },
    { label: 'Adresse' },
  ),
  phone: required('Telefon (wie angezeigt)'),
  phoneHref: fields.text({
    label: 'Telefon zum Anrufen',
    description: 'tel: und die Nummer international, z. B. tel:+497121123456',
    validation: { isRequired: true, pattern: { regex: /^tel:\+?\d+$/, message: 'z. B. tel:+497121123456' } },
  }),
  email: required('E-Mail'),
  openingHours: fields.array(
    fields.object({
      days: fields.multiselect({ label: 'Tage', options: weekdays.map((d) => ({ label: d, value: d })) }),
      opens: fields.text({ label: 'Öffnet', validation: { isRequired: true, pattern: clock } }),
      closes: fields.text({ label: 'Schließt', description: 'Leer lassen für „open end“.' }),
    }),
    {
      label: 'Öffnungszeiten',
      itemLabel: (item) => `${item.fields.days.value.join(', ')} ab ${item.fields.opens.value}`,
    },
  ),
  openingHoursNote: optional('Hinweis zu den Öffnungszeiten'),
  mapUrl: fields.url({ label: 'Link zur Karte', validation: { isRequired: true } }),
});

/** A singleton stored as `src/content/<path>.yaml`. */
export const yamlFile = (path: string) => ({ path: `src/content/${path}`, format: { data: 'yaml' } as const });
