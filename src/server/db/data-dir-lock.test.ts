import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { lockDataDir } from './data-dir-lock.ts';

const LOCK = 'fixflow-server.lock';
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixflow-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has run and exited. */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('refuses a second holder, naming the first, and lets it go once released', () => {
    const dir = dataDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(
        `^The data directory .* is in use by another FixFlow server \\(process ${String(process.pid)} on `,
      ),
    );
    first.release();
    expect(existsSync(path.join(dir, LOCK))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another running process on this host', () => {
    const dir = dataDir();
    // This test's parent (Vitest's main process) runs for as long as the test does.
    const holder = { pid: process.ppid, host: os.hostname(), since: '2026-11-30T00:00:00.000Z' };
    writeFileSync(path.join(dir, LOCK), JSON.stringify(holder));
    expect(() => lockDataDir(dir)).toThrow(/in use by another FixFlow server/);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK), 'utf8'))).toEqual(holder);
  });

  it('refuses a lock taken on another host, whose process it cannot check', () => {
    const dir = dataDir();
    writeFileSync(
      path.join(dir, LOCK),
      JSON.stringify({ pid: exitedPid(), host: `${os.hostname()}-other`, since: 'x' }),
    );
    expect(() => lockDataDir(dir)).toThrow(
      /If no server is running, delete .*fixflow-server\.lock/,
    );
  });

  it('takes over a lock left by a process that has exited, or one cut short by a crash', () => {
    for (const left of [
      JSON.stringify({ pid: exitedPid(), host: os.hostname(), since: 'x' }),
      '{"pid":',
      '',
    ]) {
      const dir = dataDir();
      writeFileSync(path.join(dir, LOCK), left);
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(path.join(dir, LOCK), 'utf8'))).toMatchObject({
        pid: process.pid,
      });
      lock.release();
    }
  });

  it("takes over its own pid's lock only when this process does not hold it (a restarted container)", () => {
    const dir = dataDir();
    writeFileSync(
      path.join(dir, LOCK),
      JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'before the restart' }),
    );
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by another FixFlow server/);
    lock.release();
  });

  it('leaves a lock another process took meanwhile when released', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const other = JSON.stringify({ pid: process.ppid, host: os.hostname(), since: 'y' });
    writeFileSync(path.join(dir, LOCK), other);
    lock.release();
    expect(readFileSync(path.join(dir, LOCK), 'utf8')).toBe(other);
  });
});
