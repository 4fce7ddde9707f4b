import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The embedded database's files belong to one process. PGlite runs PostgreSQL in single-user mode,
// which takes no postmaster.pid, so two servers started on one DATA_DIR (two terminals, a demo
// beside a running server, a bench beside another) both wrote the same WAL and the chain no longer
// opened: 'PANIC: could not locate a valid checkpoint record' (issue 37, found when two benches
// opened bench/.data at once). A lock file next to the files names the process that holds them.

const LOCK_FILE = 'fixflow-server.lock';

/** The lock files this process holds: its own pid in a file it does not hold is a previous life's. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** The data directory's lock, held by this process until released (or the process exits). */
interface DataDirLock {
  release(): void;
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host, since: parsed.since ?? '' }
      : undefined;
  } catch {
    // Gone since, or cut short by a crash while it was written: nobody holds it.
    return undefined;
  }
}

/** Whether the holder may still be running: a process on another host cannot be checked. */
function mayBeRunning(file: string, holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  // This process's own pid: held here, or a container restarted with the same pid after a crash.
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `dataDir`'s lock, or throws naming the server that holds it. A lock left by a process that
 * no longer runs (a crash, SIGKILL) is taken over. Two servers starting in the same instant over a
 * stale lock could both remove it; this guards against a second server started by mistake, not
 * against a race of starts.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
  } satisfies Holder);
  // Twice at most: a stale lock is removed once, then the file is created or someone else has it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(file, 'wx');
      try {
        writeSync(descriptor, mine);
      } finally {
        closeSync(descriptor);
      }
      return held(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && mayBeRunning(file, holder)) throw inUse(dataDir, file, holder);
      try {
        unlinkSync(file);
      } catch {
        // Removed by its holder meanwhile.
      }
    }
  }
  throw inUse(dataDir, file, readHolder(file) ?? { pid: 0, host: 'unknown', since: 'just now' });
}

function held(file: string, mine: string): DataDirLock {
  heldHere.add(file);
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    heldHere.delete(file);
    process.off('exit', release);
    try {
      // Only our own: never a lock another process took after a takeover.
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // A server that exits without closing its database (an uncaught error) leaves no lock behind.
  process.on('exit', release);
  return { release };
}

function inUse(dataDir: string, file: string, holder: Holder): Error {
  return new Error(
    `The data directory ${dataDir} is in use by another FixFlow server (process ${String(holder.pid)} on ${holder.host}, since ${holder.since}). ` +
      `Stop that server, or start this one with another DATA_DIR. If no server is running, delete ${file}.`,
  );
}
