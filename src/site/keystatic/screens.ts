import { fields, singleton } from '@keystatic/core';
import { events, weeklyEvents } from './calendar';
import { optional, pictured, required, titled, venueFields, yamlFile } from './fields';

/**
 * What the editors' screen edits (keystatic.config.ts), with its German labels: the collections and
 * singletons over the files in src/content/. The API reads the labels too, to name a publish's
 * changes and the fields a build refused (src/server/publish/summary.ts).
 */
export const collections = {
  events,
};

export const singletons = {
  menu: singleton({
    label: 'Essen & Getränke der Woche',
    ...yamlFile('menu'),
    schema: {
      week: fields.date({
        label: 'Woche ab Montag',
        description: 'Ohne Gerichte oder nach der Woche zeigt die Seite den allgemeinen Text.',
      }),
      dishes: fields.array(
        fields.object({
          name: required('Gericht'),
          description: optional('Beschreibung'),
          price: fields.text({
            label: 'Preis in Euro',
            validation: { pattern: { regex: /^(\d{1,3},\d{2})?$/, message: 'z. B. 12,90' } },
          }),
          vegetarian: fields.checkbox({ label: 'vegetarisch' }),
          vegan: fields.checkbox({ label: 'vegan' }),
        }),
        { label: 'Gerichte', itemLabel: (item) => item.fields.name.value },
      ),
      drinks: fields.array(
        fields.object({
          title: required('Abschnitt'),
          items: fields.array(
            fields.object({
              name: required('Getränk'),
              size: required('Menge'),
              price: required('Preis'),
            }),
            { label: 'Getränke', itemLabel: (item) => item.fields.name.value },
          ),
        }),
        {
          label: 'Getränkekarte',
          description: 'Die Seite baut daraus die Getränkekarte als PDF zum Herunterladen.',
          itemLabel: (item) => item.fields.title.value,
        },
      ),
    },
  }),
  rappen: singleton({
    label: 'Rappen: Sport, Diplome, Galerie',
    ...yamlFile('rappen'),
    schema: {
      sports: fields.array(
        fields.object({ name: required('Wettbewerb'), icon: required('Symbol (Emoji)'), text: required('Text') }),
        { label: 'Live-Sport', itemLabel: (item) => item.fields.name.value },
      ),
      diplomas: fields.array(
        fields.object({
          title: required('Titel'),
          badge: required('Abzeichen'),
          text: required('Text', true),
          soon: fields.checkbox({ label: 'Demnächst' }),
        }),
        { label: 'Diplom-Aktionen', itemLabel: (item) => item.fields.title.value },
      ),
      gallery: fields.array(pictured('Bild', 'rappen'), { label: 'Galerie' }),
    },
  }),
  irish: singleton({
    label: 'Irish Pub: Quiz, Wochenprogramm, Specials',
    ...yamlFile('irish'),
    schema: {
      weekly: weeklyEvents,
      quizRules: fields.array(required('Regel'), { label: 'Quiz-Regeln', itemLabel: (item) => item.value }),
      regularEvents: fields.array(
        fields.object({
          title: required('Titel'),
          day: required('Tag'),
          time: required('Zeit'),
          note: required('Hinweis'),
          icon: required('Symbol (Emoji)'),
        }),
        { label: 'Jede Woche', itemLabel: (item) => item.fields.title.value },
      ),
      specials: titled('Specials'),
    },
  }),
  spritz: singleton({
    label: 'Irish Pub: Spritz-Getränke',
    ...yamlFile('spritz'),
    schema: {
      drinks: fields.array(
        fields.object({
          name: required('Name'),
          description: required('Beschreibung'),
          image: pictured('Bild', 'irish'),
        }),
        { label: 'Getränke', itemLabel: (item) => item.fields.name.value },
      ),
    },
  }),
  faq: singleton({
    label: 'Häufige Fragen',
    ...yamlFile('faq'),
    schema: {
      questions: fields.array(
        fields.object({
          question: required('Frage'),
          answer: required(
            'Antwort',
            true,
            '{buchbare Tage} setzt die Tage ein, an denen online gebucht werden kann, so wie sie im Mitarbeiterbereich eingestellt sind.',
          ),
        }),
        {
          label: 'Fragen',
          itemLabel: (item) => item.fields.question.value,
        },
      ),
    },
  }),
  team: singleton({
    label: 'Team',
    ...yamlFile('team'),
    schema: {
      members: fields.array(
        fields.object({
          id: required('Kennung'),
          name: required('Name'),
          role: fields.select({
            label: 'Aufgabe',
            options: ['Service', 'Bar', 'Event'].map((r) => ({ label: r, value: r })),
            defaultValue: 'Service',
          }),
          text: required('Text', true),
          image: pictured('Bild', 'about'),
        }),
        { label: 'Mitglieder', itemLabel: (item) => item.fields.name.value },
      ),
    },
  }),
  rentals: singleton({
    label: 'Mietmöglichkeiten',
    ...yamlFile('rentals'),
    schema: {
      offers: fields.array(
        fields.object({
          venue: fields.select({
            label: 'Lokal',
            options: [
              { label: 'Rappen', value: 'rappen' },
              { label: 'Irish Pub', value: 'irish' },
            ],
            defaultValue: 'rappen',
          }),
          title: required('Titel'),
          intro: required('Einleitung', true),
          capacity: fields.integer({ label: 'Personen höchstens', validation: { isRequired: true, min: 1 } }),
          details: titled('Details'),
          gallery: fields.array(pictured('Bild', 'rentals'), { label: 'Galerie (genau sechs Bilder)' }),
        }),
        { label: 'Angebote', itemLabel: (item) => item.fields.title.value },
      ),
      services: fields.array(
        fields.object({ title: required('Titel'), text: required('Text', true), icon: required('Symbol (Emoji)') }),
        { label: 'Leistungen', itemLabel: (item) => item.fields.title.value },
      ),
      steps: titled('Ablauf'),
    },
  }),
  sponsors: singleton({
    label: 'Partner',
    ...yamlFile('sponsors'),
    schema: {
      partners: fields.array(
        fields.object({
          id: required('Kennung'),
          name: required('Name'),
          color: fields.text({
            label: 'Markenfarbe',
            validation: { isRequired: true, pattern: { regex: /^#[0-9a-fA-F]{6}$/, message: '#rrggbb' } },
          }),
          logo: pictured('Logo', 'sponsors'),
          bottle: pictured('Flasche', 'sponsors'),
          description: required('Beschreibung', true),
        }),
        { label: 'Partner', itemLabel: (item) => item.fields.name.value },
      ),
    },
  }),
  venueRappen: singleton({
    label: 'Rappen: Adresse und Öffnungszeiten',
    ...yamlFile('venues/rappen'),
    schema: venueFields(),
  }),
  venueIrish: singleton({
    label: 'Irish Pub: Adresse und Öffnungszeiten',
    ...yamlFile('venues/irish'),
    schema: venueFields(),
  }),
  operator: singleton({
    label: 'Betreiber (Impressum)',
    ...yamlFile('operator'),
    schema: {
      owner: required('Inhaber'),
      company: required('Firma'),
      phone: required('Telefon'),
      phoneHref: required('Telefon zum Anrufen (tel:…)'),
      emails: fields.array(required('E-Mail'), { label: 'E-Mail-Adressen', itemLabel: (item) => item.value }),
      vatId: required('USt-IdNr.'),
      supervisoryAuthority: required('Aufsichtsbehörde'),
      whatsapp: required('WhatsApp-Nummer'),
    },
  }),
};
