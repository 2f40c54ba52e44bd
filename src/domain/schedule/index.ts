/** The week guests can book: weekday rules, dated exceptions, hours texts and the impact of a change. */
export * from './hours-text';
export * from './impact';
export * from './views';
export * from './week';
