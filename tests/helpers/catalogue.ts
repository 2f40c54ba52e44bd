import { sql } from 'kysely';
import type { AppDatabase } from '../../src/server/db/database';

/**
 * What a database's schema consists of, as sorted lines per kind of object, so two databases built
 * different ways compare with one `toEqual` and a readable diff. Covers the project's schemas
 * (`public`, `private`, `extensions`): schemas, extensions, tables and sequences (row-level
 * security, grants, comments), columns (order, type, null, default, identity, comment), constraints,
 * indexes, functions (header and body, whitespace folded; grants; comment), triggers, policies,
 * default privileges, enums and domains, and the rows the schema itself seeds. Objects that belong
 * to an extension are the extension's and left out.
 */
export type Catalogue = Record<string, string[]>;

const schemas = `('public', 'private', 'extensions')`;

/** Not a member of an extension (`d.objid` of class `catalog`). */
const own = (catalog: string, oid: string) => `not exists (
  select from pg_depend d
  where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

/** An ACL (SQL expression of type aclitem[]) as `grantee:privilege` items, sorted. */
const aclItems = (acl: string) => `(
  select coalesce(string_agg(item, ',' order by item), '')
  from (
    select case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end
           || ':' || a.privilege_type || case when a.is_grantable then '*' else '' end as item
    from aclexplode(${acl}) a
  ) items)`;

/** An object's ACL column; `null` there means the default of the object kind (SQL). */
const acl = (column: string, kind: string, owner: string) =>
  aclItems(`coalesce(${column}, acldefault((${kind})::"char", ${owner}))`);

const queries: Record<string, string> = {
  schemas: `
    select n.nspname || ' owner=' || pg_get_userbyid(n.nspowner) || ' acl=' || ${acl('n.nspacl', `'n'`, 'n.nspowner')}
    from pg_namespace n where n.nspname in ${schemas}`,
  extensions: `
    select e.extname || ' in ' || n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  relations: `
    select n.nspname || '.' || c.relname || ' kind=' || c.relkind::text || ' owner=' || pg_get_userbyid(c.relowner)
           || ' rls=' || c.relrowsecurity || '/' || c.relforcerowsecurity
           || ' acl=' || ${acl('c.relacl', `case c.relkind when 'S' then 's' else 'r' end`, 'c.relowner')}
           || ' comment=' || coalesce(obj_description(c.oid, 'pg_class'), '-')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${schemas} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c') and ${own('pg_class', 'c.oid')}`,
  columns: `
    select n.nspname || '.' || c.relname || '.' || a.attname
           || ' #' || row_number() over (partition by c.oid order by a.attnum)
           || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end
           || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
           || case a.attidentity when '' then '' else ' identity=' || a.attidentity::text end
           || case a.attgenerated when '' then '' else ' generated=' || a.attgenerated::text end
           || ' acl=' || coalesce((select string_agg(x::text, ',' order by x::text) from unnest(a.attacl) x), '')
           || ' comment=' || coalesce(col_description(c.oid, a.attnum), '-')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname in ${schemas} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
      and a.attnum > 0 and not a.attisdropped and ${own('pg_class', 'c.oid')}`,
  constraints: `
    select n.nspname || '.' || c.relname || ' ' || k.conname || ': ' || pg_get_constraintdef(k.oid)
           || ' comment=' || coalesce(obj_description(k.oid, 'pg_constraint'), '-')
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    -- Postgres 18 (PGlite) names NOT NULL constraints after the table they were made in; whether a
    -- column is nullable is compared with the columns, its constraint's name is not.
    where n.nspname in ${schemas} and k.contype <> 'n' and ${own('pg_class', 'c.oid')}`,
  indexes: `
    select i.indexdef from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = i.schemaname
    where i.schemaname in ${schemas} and ${own('pg_class', 'c.oid')}`,
  functions: `
    select regexp_replace(pg_get_functiondef(p.oid), '\\s+', ' ', 'g')
           || ' owner=' || pg_get_userbyid(p.proowner)
           || ' acl=' || ${acl('p.proacl', `'f'`, 'p.proowner')}
           || ' comment=' || coalesce(obj_description(p.oid, 'pg_proc'), '-')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ${schemas} and p.prokind in ('f', 'p', 'w') and ${own('pg_proc', 'p.oid')}`,
  triggers: `
    select pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${schemas} and not t.tgisinternal`,
  policies: `
    select p.schemaname || '.' || p.tablename || ' "' || p.policyname || '" ' || p.permissive || ' ' || p.cmd
           || ' to ' || array_to_string(p.roles, ',')
           || ' using ' || coalesce(p.qual, '-') || ' check ' || coalesce(p.with_check, '-')
    from pg_policies p where p.schemaname in ${schemas}`,
  defaultPrivileges: `
    select pg_get_userbyid(d.defaclrole) || ' in ' || coalesce(n.nspname, '*') || ' on ' || d.defaclobjtype::text
           || ' acl=' || ${aclItems('d.defaclacl')}
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  types: `
    select n.nspname || '.' || t.typname || ' ' || t.typtype::text
           || case t.typtype
                when 'e' then ' ' || (select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                                      from pg_enum e where e.enumtypid = t.oid)
                when 'd' then ' ' || format_type(t.typbasetype, t.typtypmod)
                else '' end
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname in ${schemas} and t.typtype in ('e', 'd') and ${own('pg_type', 't.oid')}`,
  // Rows the schema seeds (the one settings row, the week, the first plan, the hire spaces and
  // prices); not the ones that differ by nature (timestamps, generated secrets).
  seededRows: `
    select 'business_settings ' || (to_jsonb(s) - 'updated_at')::text from public.business_settings s
    union all
    select 'booking_week ' || to_jsonb(w)::text from public.booking_week w
    union all
    select 'table_plans ' || (to_jsonb(p) - 'updated_at')::text from public.table_plans p
    union all
    select 'table_plan_deployments ' || (to_jsonb(d) - 'deployed_at' - 'id')::text from public.table_plan_deployments d
    union all
    select 'server_secrets ' || x.name from private.server_secrets x
    union all
    select 'hire_spaces ' || to_jsonb(h)::text from public.hire_spaces h
    union all
    select 'hire_package_prices ' || to_jsonb(p)::text from public.hire_package_prices p`,
};

/** Reads the catalogue of `db` (see {@link Catalogue}). */
export async function readCatalogue(db: AppDatabase): Promise<Catalogue> {
  const catalogue: Catalogue = {};
  for (const [kind, query] of Object.entries(queries)) {
    const { rows } = await sql<{ line: string }>`select line from (${sql.raw(query)}) as q(line)`.execute(db.kysely);
    catalogue[kind] = rows.map((r) => r.line).sort();
  }
  return catalogue;
}
