/** The one home of Berlin time, calendar days, clock arithmetic and German date formats. */
export * from './berlin';
export * from './clock';
export * from './days';
export * from './german';
