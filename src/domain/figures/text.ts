import type { FigureChannel } from './types';

/** The German texts of the figures API and its CSV (docs/messages.md "Figures"). */
export const figuresText = {
  badDate: 'Bitte ein gültiges Datum angeben (JJJJ-MM-TT).',
  fromAfterTo: 'Der Beginn liegt nach dem Ende des Zeitraums.',
  tooLong: 'Der Zeitraum darf höchstens drei Jahre und einen Tag umfassen.',
  column: {
    date: 'Datum',
    bookings: 'Buchungen',
    guests: 'Gäste',
    noShows: 'No-Shows',
    cancelled: 'Storniert',
    walkIns: 'Laufkundschaft',
    hireRevenue: 'Mietumsatz (€)',
  },
  channelColumn: (channel: FigureChannel) => `Buchungen ${channel}`,
};
