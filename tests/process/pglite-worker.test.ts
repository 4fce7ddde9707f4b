import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '#server/db/database.ts';
import { createPglite, openPglite } from '#server/db/pglite-database.ts';
import { createPgliteWorker } from '#server/db/pglite-worker.ts';

// Issue 37: the embedded database runs in a worker thread (src/server/db/pglite-worker.ts). What
// the app relies on must hold through it: the server's thread keeps turning while a statement
// runs, a transaction's statements are not interleaved with anyone else's, a failed transaction
// leaves nothing, errors keep their SQLSTATE, notifications arrive, and closing ends the thread.
// (The server's own clean stop on the embedded database is crash-safety.test.ts.)

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openPglite(await createPgliteWorker('memory://', []));
  await database.db.execute(sql`create table counters (id int primary key, value int not null)`);
  await database.db.execute(sql`insert into counters values (1, 0)`);
}, 120_000);

async function value(): Promise<number> {
  const { rows } = (await database.db.execute(sql`select value from counters where id = 1`)) as {
    rows: { value: number }[];
  };
  return rows[0]!.value;
}

describe('the embedded database in its own thread', () => {
  it("keeps the server's thread turning while a long statement runs", async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 1);
    const started = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 2000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    // In the server's thread the statement ran with no turn at all until it ended.
    expect(took).toBeGreaterThan(50);
    expect(turns).toBeGreaterThan(5);
  });

  it('runs each transaction whole, with no other statement between its own', async () => {
    const before = await value();
    // Read-then-write increments: interleaved, two would read the same value and one be lost.
    const increment = () =>
      database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select value from counters where id = 1`)) as {
          rows: { value: number }[];
        };
        await tx.execute(sql`update counters set value = ${rows[0]!.value + 1} where id = 1`);
      });
    const outside = Promise.all(Array.from({ length: 5 }, () => value()));
    await Promise.all([...Array.from({ length: 10 }, increment), outside]);
    expect(await value()).toBe(before + 10);
    // A statement outside a transaction saw a committed value, never one half-way.
    for (const seen of await outside) expect(seen).toBeGreaterThanOrEqual(before);
  });

  it('rolls back a transaction whose work fails, and keeps the SQLSTATE of errors', async () => {
    const before = await value();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set value = value + 100 where id = 1`);
        throw new Error('refused half-way');
      }),
    ).rejects.toThrow('refused half-way');
    expect(await value()).toBe(before);
    const duplicate = await database.db
      .execute(sql`insert into counters values (1, 0)`)
      .catch((error: unknown) => error);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });

  it('delivers notifications sent by committed transactions', async () => {
    const payloads: string[] = [];
    let delivered: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const stop = await database.listen('worker_test', {
      onPayload(payload) {
        payloads.push(payload);
        delivered();
      },
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_test', 'saved')`);
    });
    await arrived;
    // With parameters, outside a transaction: a prepared statement's notification (cut 19).
    const second = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    await database.db.execute(sql`select pg_notify(${'worker_test'}, ${'prepared'})`);
    await second;
    await stop();
    expect(payloads).toEqual(['saved', 'prepared']);
  });

  it("notifies this process's listeners without a statement, on a later turn (decision 042 cut 21)", async () => {
    const heard: string[] = [];
    let delivered: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const stopOne = await database.listen('worker_here', {
      onPayload(payload) {
        heard.push(`one:${payload}`);
        delivered();
      },
    });
    const stopOther = await database.listen('worker_elsewhere', {
      onPayload(payload) {
        heard.push(`other:${payload}`);
      },
    });
    expect('notify' in database).toBe(true);
    database.notify?.('worker_here', 'saved');
    // Not during the call, as a notification from the database never is.
    expect(heard).toEqual([]);
    await arrived;
    await stopOne();
    await stopOther();
    expect(heard).toEqual(['one:saved']);
  });

  it('runs a statement that gives way after the statements waiting when its turn comes (decision 042 cut 29)', async () => {
    const yielding = database.yielding;
    if (!yielding) throw new Error('the worker handle has no yielding database');
    await database.db.execute(
      sql`create table turns (seq serial primary key, label text not null)`,
    );
    // Sent at once (a Drizzle query runs when awaited or then'd).
    const log = (db: typeof yielding, label: string) =>
      db
        .execute(sql`insert into turns (label) values (${label}) returning label`)
        .then((answer: unknown) => answer) as Promise<{ rows: { label: string }[] }>;
    // A transaction holds the database while two statements that give way and then an ordinary
    // one are sent: in the order sent, the ordinary one would run last.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await log(tx, 'transaction');
      begun();
      await held;
    });
    await holding;
    const sent = [log(yielding, 'page 1'), log(yielding, 'page 2'), log(database.db, 'light')];
    release();
    await transaction;
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => answer.rows[0]?.label)).toEqual(['page 1', 'page 2', 'light']);
    const { rows } = (await database.db.execute(sql`select label from turns order by seq`)) as {
      rows: { label: string }[];
    };
    expect(rows.map((row) => row.label)).toEqual(['transaction', 'light', 'page 1', 'page 2']);
    // A failing one keeps its SQLSTATE and does not hold up the next.
    const failed = await yielding
      .execute(sql`insert into turns (seq, label) values (${1}, 'again')`)
      .catch((error: unknown) => error);
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect((await log(yielding, 'after')).rows).toHaveLength(1);
  });

  it('answers a statement with parameters as PGlite itself does (prepared, decision 042 cut 19)', async () => {
    // A handle on an in-thread PGlite prepares its statements too (pglite-prepared.ts); the
    // reference is PGlite's own query(), through Drizzle's driver on the bare PGlite.
    const inThread = await openPglite(await PGlite.create());
    const bare = await PGlite.create();
    try {
      const at = new Date('2026-11-30T01:02:03.456Z');
      const statement = sql`select ${at}::timestamptz as at, ${'{"a":[1,2]}'}::jsonb as doc, ${'2.50'}::numeric as amount, ${true}::boolean as flag, ${null}::text as nothing, ${'7 days'}::interval as span, ${42} + 1 as answer`;
      const answers = await Promise.all(
        [database.db, inThread.db, drizzle({ client: bare })].map(async (db) => {
          // Twice: prepared the first time, from its prepared statement the second.
          await db.execute(statement);
          return db.execute(statement);
        }),
      );
      const [worker, prepared, reference] = answers.map(
        (answer) => (answer as { rows: unknown[] }).rows,
      );
      expect(worker).toEqual(reference);
      expect(prepared).toEqual(reference);
      const { rows } = (await inThread.db.execute(
        sql`select name from pg_prepared_statements where ${1} = 1`,
      )) as { rows: { name: string }[] };
      expect(rows.length).toBeGreaterThanOrEqual(2);
    } finally {
      await inThread.close();
      await bare.close();
    }
  });

  it("reads a raw answer's rows as PGlite's parser does, as objects and as arrays (decision 042 cut 42)", async () => {
    // The worker sends a prepared statement's answer as the database's bytes and the server's
    // thread reads the rows (pglite-prepared.ts resultOfRaw); a column whose type PGlite parses
    // with a parser of its own (an array) is parsed in the worker as before. The reference is
    // the bare PGlite's query() with the same options.
    const bare = await PGlite.create();
    const worker = await createPgliteWorker('memory://', []);
    try {
      const text = `select $1::text as plain, $2::text as marked, $3::int as nothing, $4::int + 1 as counted,
        $5::float8 as ratio, $6::boolean as flag, $7::jsonb as doc, $8::bigint as big, $9::timestamptz as at,
        'ünï 😀'::text as wide, '' as empty, 1 as same, 2 as same, 'x' as "__proto__", 3 as "7"`;
      const params = [
        'text',
        '\uFEFFwith a byte order mark',
        null,
        41,
        0.5,
        true,
        '{"a":[1,null]}',
        '9007199254740993',
        '2026-11-30T01:02:03.456Z',
      ];
      const arrays = `select array[$1::int, 2] as numbers, $2::text as label`;
      const timestamps = { 1184: (value: string) => value };
      for (const options of [
        undefined,
        { rowMode: 'array' as const },
        { rowMode: 'object' as const, parsers: timestamps },
      ]) {
        for (const [statement, values] of [
          [text, params],
          [arrays, [1, 'one']],
        ] as const) {
          const reference = await bare.query(statement, [...values], options);
          // Twice: prepared the first time, from its prepared statement the second.
          for (let run = 0; run < 2; run += 1) {
            const answer = await worker.query(statement, [...values], options);
            expect(answer.rows).toEqual(reference.rows);
            expect(answer.fields).toEqual(reference.fields);
            expect(answer.affectedRows).toBe(reference.affectedRows);
            expect(answer.rows.map((row) => Object.keys(row as object))).toEqual(
              reference.rows.map((row) => Object.keys(row as object)),
            );
          }
        }
      }
      await bare.query('create table kept (id int)');
      await worker.query('create table kept (id int)');
      const inserted = await worker.query(
        'insert into kept select generate_series(1, $1::int)',
        [3],
      );
      expect(inserted).toEqual(
        (({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }))(
          await bare.query('insert into kept select generate_series(1, $1::int)', [3]),
        ),
      );
    } finally {
      await worker.close();
      await bare.close();
    }
  });

  it('keeps a prepared statement usable after it failed, inside and outside a transaction', async () => {
    const insert = (id: number) => sql`insert into counters values (${id}, 0)`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await database.db.execute(insert(1)).catch((error: unknown) => error);
      expect((failed as { cause?: { code?: string } }).cause?.code).toBe('23505');
      const inTransaction = await database.db
        .transaction(async (tx) => {
          await tx.execute(insert(1));
        })
        .catch((error: unknown) => error);
      expect((inTransaction as { cause?: { code?: string } }).cause?.code).toBe('23505');
    }
    await database.db.execute(insert(2));
    await database.db.execute(sql`delete from counters where id = ${2}`);
    expect(await value()).toBeGreaterThanOrEqual(0);
  });

  it('prepares a statement again when the schema under it changes its answer', async () => {
    await database.db.execute(sql`create table reshaped (id int primary key)`);
    await database.db.execute(sql`insert into reshaped values (1)`);
    const read = () =>
      database.db.execute(sql`select * from reshaped where id = ${1}`) as Promise<{
        rows: Record<string, unknown>[];
      }>;
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await database.db.execute(sql`alter table reshaped add column label text default 'x'`);
    expect((await read()).rows).toEqual([{ id: 1, label: 'x' }]);
  });

  it('keeps at most its bound of prepared statements, the oldest closed first', async () => {
    for (let index = 0; index < 450; index += 1) {
      await database.db.execute(sql.raw(`select ${String(index)} + 0`).append(sql` + ${0} as n`));
    }
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as count from pg_prepared_statements where ${1} = 1`,
    )) as { rows: { count: number }[] };
    expect(rows[0]!.count).toBeLessThanOrEqual(401);
    // The first of them, closed, is prepared again and answers.
    const { rows: again } = (await database.db.execute(
      sql.raw('select 0 + 0').append(sql` + ${0} as n`),
    )) as { rows: { n: number }[] };
    expect(again).toEqual([{ n: 0 }]);
  });

  // Last: it closes the database the other tests use.
  it('ends its thread on close; a statement after it fails plainly', async () => {
    const started = performance.now();
    await database.close();
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    // A transaction's BEGIN is sent without waiting for an answer (decision 042 cut 28).
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}`);
      }),
    ).rejects.toThrow();
    expect(await database.ping()).toBe(false);
  });

  it("starts with the app's settings: 32 MB of shared buffers (decision 042 cut 17)", async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'fixflow-pglite-settings-'));
    const embedded = await openPglite(await createPglite(directory));
    try {
      const { rows } = (await embedded.db.execute(sql`show shared_buffers`)) as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await embedded.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
