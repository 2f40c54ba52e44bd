import type { CSSProperties } from 'react';
import type { EventType } from '../../src/domain/events/schema';

/**
 * The colour of each event type: its days in the calendar, its swatch in the legend, the top edge
 * of its dialog. Listed in the legend's order; a new event type does not compile without one.
 */
export const eventColors: Record<EventType, string> = {
  quiz: 'var(--irish)',
  karaoke: '#6a2c91',
  'live-music': '#1f5f8b',
  special: 'var(--ui-gold)',
  halloween: '#b34700',
  closed: '#5b5b5b',
};

/** The event types in the legend's order. */
export const legendTypes = Object.keys(eventColors) as EventType[];

/** The inline style that gives an element its event type's colour (`--event-color`). */
export const eventColorStyle = (type: EventType) => ({ '--event-color': eventColors[type] }) as CSSProperties;
