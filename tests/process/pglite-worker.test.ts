import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
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
    await stop();
    expect(payloads).toEqual(['saved']);
  });

  // Last: it closes the database the other tests use.
  it('ends its thread on close; a statement after it fails plainly', async () => {
    const started = performance.now();
    await database.close();
    expect(performance.now() - started).toBeLessThan(5000);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
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
