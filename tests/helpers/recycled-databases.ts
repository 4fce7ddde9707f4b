import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { dropTestDatabase } from './drop-database.ts';

// Decision 051: a PostgreSQL test database is recycled within its Vitest worker instead of being
// dropped and copied again. `create database … template` and `drop database` cost 0.5-3 s each
// on the two-core machine (141 of each per run of the suite); emptying the 47 tables with one
// `truncate` costs 0.2-0.6 s.
// A database is recycled only if its schema is still the template's: a test that adds a trigger
// or function gets its database dropped, as before.

/** What a fresh copy of the template holds: rows the migrations insert, sequences' positions. */
interface Pristine {
  fingerprint: string;
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

// Module state lives as long as the worker: the API projects run with `isolate: false`.
const idle = new Map<string, string[]>();
const pristine = new Map<string, Pristine>();

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/** One hash of everything a test could change in a schema besides its rows. */
const FINGERPRINT = `
select md5(coalesce(string_agg(line, E'\\n' order by line), '')) as fingerprint from (
  select format('rel %s.%s %s %s %s %s', n.nspname, c.relname, c.relkind, c.relacl,
         c.relrowsecurity, c.reloptions) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all
  select format('col %s %s %s %s %s', a.attrelid::regclass, a.attname,
         format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
  union all
  select format('con %s %s %s', con.conrelid::regclass, con.conname, pg_get_constraintdef(con.oid))
    from pg_constraint con join pg_namespace n on n.oid = con.connamespace where ${USER_SCHEMAS}
  union all
  select format('idx %s', pg_get_indexdef(i.indexrelid))
    from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all
  select format('view %s %s', c.oid::regclass, pg_get_viewdef(c.oid))
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where ${USER_SCHEMAS} and c.relkind in ('v', 'm')
  union all
  select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled)
    from pg_trigger t where not t.tgisinternal
  union all
  select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
  union all
  select format('type %s %s', t.oid::regtype, t.typtype)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where ${USER_SCHEMAS} and t.typtype in ('e', 'd', 'c', 'r')
  union all
  select format('enum %s %s %s', e.enumtypid::regtype, e.enumsortorder, e.enumlabel) from pg_enum e
  union all
  select format('policy %s %s', p.polrelid::regclass, p.polname) from pg_policy p
  union all
  select format('extension %s %s', x.extname, x.extversion) from pg_extension x
  union all
  select format('schema %s %s', n.nspname, n.nspacl) from pg_namespace n where ${USER_SCHEMAS}
  union all
  select format('setting %s', array_to_string(s.setconfig, ','))
    from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
   where d.datname = current_database()
) as schema_lines`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The one row a statement answers. */
function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected a row');
  return row;
}

/**
 * The URL the test's pools use: commits do not wait for the WAL to reach the disk. What a test
 * sees is the same (visibility, constraints, locks); only a crash of PostgreSQL itself could lose
 * the last commits, which no test here does. 0.4-1.7 ms a commit on this disk (pg_test_fsync).
 */
function testUrl(serverUrl: string, name: string): string {
  const url = new URL(databaseUrl(serverUrl, name));
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** One connection to `url` for `work`, closed after it. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function readPristine(client: pg.Client): Promise<Pristine> {
  const { fingerprint } = onlyRow((await client.query<{ fingerprint: string }>(FINGERPRINT)).rows);
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where ${USER_SCHEMAS} and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((row) => row.name);

  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const { json } = onlyRow(
      (
        await client.query<{ json: string | null }>(
          `select json_agg(t)::text as json from ${table} t`,
        )
      ).rows,
    );
    if (json === null) continue;
    // Generated columns are computed again on insert, and refuse a value.
    const { list } = onlyRow(
      (
        await client.query<{ list: string }>(
          `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
          [table],
        )
      ).rows,
    );
    rows.push({ table, columns: list, json });
  }
  const sequences: Pristine['sequences'] = [];
  const { rows: sequenceNames } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${USER_SCHEMAS} and c.relkind = 'S'`,
  );
  for (const { name } of sequenceNames) {
    const position = onlyRow(
      (
        await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${name}`,
        )
      ).rows,
    );
    sequences.push({ name, lastValue: position.last_value, isCalled: position.is_called });
  }
  return { fingerprint, tables, rows, sequences };
}

/**
 * A copy of the template with only what the migrations put there: one this worker emptied after
 * an earlier test file, or a new copy. Returns its URL and name.
 */
export async function takeTestDatabase(
  serverUrl: string,
  template: string,
): Promise<{ name: string; url: string }> {
  const recycled = idle.get(template)?.pop();
  if (recycled) return { name: recycled, url: testUrl(serverUrl, recycled) };
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${template}`),
  );
  const url = databaseUrl(serverUrl, name);
  if (!pristine.has(template)) pristine.set(template, await withClient(url, readPristine));
  return { name, url: testUrl(serverUrl, name) };
}

/**
 * Called once the test's connections are closed: empties the database for the next test file of
 * this worker, or drops it when its schema is no longer the template's.
 */
export async function giveBackTestDatabase(
  serverUrl: string,
  template: string,
  name: string,
): Promise<void> {
  const fresh = pristine.get(template);
  const recycled =
    fresh !== undefined &&
    (await withClient(databaseUrl(serverUrl, name), async (client) => {
      // A connection the test left open (a second instance's pool) would hold locks; drop does
      // the same with `with (force)`.
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and usename = current_user`,
      );
      const { fingerprint } = onlyRow(
        (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows,
      );
      if (fingerprint !== fresh.fingerprint) return false;
      // One round trip, one transaction: on any error nothing is half-emptied, and it is dropped.
      // `truncate` rather than `delete`: new files, so rows are stored (and scanned) in the order
      // they are written, as in a new copy; after a delete, space freed by autovacuum is refilled
      // in any order, and an answer that orders ties by nothing would change between runs.
      const reset = [
        'begin',
        `truncate ${fresh.tables.join(', ')}`,
        ...fresh.rows.map(
          ({ table, columns, json }) =>
            `insert into ${table} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table}, ${client.escapeLiteral(json)})`,
        ),
        ...fresh.sequences.map(
          ({ name: sequence, lastValue, isCalled }) =>
            `select setval(${client.escapeLiteral(sequence)}, ${lastValue}, ${String(isCalled)})`,
        ),
        'commit',
      ];
      try {
        await client.query(reset.join(';\n'));
        return true;
      } catch {
        return false;
      }
    }));
  if (recycled) {
    idle.set(template, [...(idle.get(template) ?? []), name]);
    return;
  }
  await withClient(serverUrl, (admin) => dropTestDatabase(admin, name));
}
