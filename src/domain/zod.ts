import { z } from 'zod';

/**
 * Zod as every schema of the project imports it. Zod compiles object parsers with `new Function`
 * when it may; the site's CSP forbids eval, and even zod's probe for it is reported as a CSP
 * violation in the browser (Lighthouse "inspector-issues"). Small request bodies do not need the
 * compiled fast path.
 */
z.config({ jitless: true });

export { z };

/** An optional field of a content file: blank (`''` or `null`, as an editor's cleared field is saved) is absent. */
export const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
