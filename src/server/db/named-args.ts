import { type RawBuilder, sql } from 'kysely';

const argumentName = /^p_[a-z][a-z0-9_]*$/;

/**
 * The argument list of a SQL function call in named notation (`p_date => $1, …`), so a call says
 * which value goes where and cannot shift when the function gains or reorders a parameter; the
 * database refuses a name it does not have. Values are bound parameters (cast them in the
 * fragment: `sql\`${date}::date\``); names are code, never input, and must look like `p_…`.
 */
export function namedArgs(args: Record<string, RawBuilder<unknown>>): RawBuilder<unknown> {
  return sql.join(
    Object.entries(args).map(([name, value]) => {
      if (!argumentName.test(name)) throw new Error(`not a SQL argument name: ${name}`);
      return sql`${sql.raw(name)} => ${value}`;
    }),
  );
}
