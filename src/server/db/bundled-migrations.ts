import { toMigrations } from './migrate';

/** The SQL files of `supabase/migrations/`, bundled into the server build by Vite. */
export const bundledMigrations = toMigrations(
  import.meta.glob<string>('/supabase/migrations/*.sql', { query: '?raw', import: 'default', eager: true }),
);
