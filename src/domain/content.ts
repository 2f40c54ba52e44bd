import type { z } from './zod';

/**
 * A content file's data checked against its schema; a wrong field throws naming the file and the
 * field, as the build does for the content collections.
 */
export function contentOf<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => `  ${i.path.join('.') || '(Datei)'}: ${i.message}`);
  throw new Error(`${file} passt nicht zum Schema:\n${fields.join('\n')}`);
}
