import type { NightState } from '../../../../src/domain/staff-reservations/night';

/** The colours and words of a table's state on the plan of the night (contrast as the guests' plan). */
export const nightLook: Record<NightState, { fill: string; text: string; label: string }> = {
  free: { fill: '#2e7d32', text: '#ffffff', label: 'frei' },
  booked: { fill: '#f2a900', text: '#1f1a17', label: 'reserviert' },
  confirmed: { fill: '#00695c', text: '#ffffff', label: 'bestätigt' },
  held: { fill: '#6a1b9a', text: '#ffffff', label: 'angeboten' },
  hire: { fill: '#5d4037', text: '#ffffff', label: 'Feier' },
  arrived: { fill: '#1e5bc6', text: '#ffffff', label: 'angekommen' },
  'no-show': { fill: '#9e9e9e', text: '#1f1a17', label: 'No-Show' },
};
