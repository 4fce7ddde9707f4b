import { spawn } from 'node:child_process';

// Issue 37 (decision 042 cut 36): glibc's malloc settings for the server. glibc gives each thread
// that allocates an arena of its own (up to eight per core) and keeps what it frees there: the
// PGlite worker thread, V8's compiler threads and libuv's four threads (argon2id's 19 MiB per hash)
// held 100-129 MB of the embedded bench server's RSS in them; two arenas share what is freed
// (51 MB). A block of 128 KiB or more (a hash's 19 MiB, a month report's 7 MB answer being
// written, the embedded database's answers of a few hundred KB moved to the server's thread) is
// mapped on its own and given back when freed: glibc otherwise raises that bound to the largest
// block freed so far and keeps such blocks in the arena (the main arena held 99-120 MB after the
// month report, 49 MB with a 1 MiB bound; cut 45: with 128 KiB, glibc's own starting bound, the
// blocks between the two no longer stay in the arenas: the main arena held 28-34 MB through the
// month and maintenance reports, against 60-75 MB with 1 MiB). glibc reads both from the
// environment once, as the process starts, so the server's environment must carry them:
// scripts/start.js and the bench's servers (bench/run.ts SERVER_MALLOC_ENV) set them. A value the
// environment already has is kept.
// The same relaunch adds Node flags that can only be given as a process starts, when the process
// lacks them: V8's helper threads sized to the machine (scripts/v8-pool.js, cut 69).

/** The environment the server runs with on glibc (a deployment's own values win). */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** Signals passed on to the server: main.ts shuts down cleanly on SIGINT and SIGTERM. */
const PASSED_ON = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * On glibc, when the environment lacks some of `env`'s variables, or anywhere, when the process was
 * started without one of the Node `flags` (matched by name, so a flag given with another value is
 * kept): runs this same script again in a child process (same Node flags and arguments plus the
 * missing flags, stdio shared) with the variables set, passes it SIGINT, SIGTERM and SIGHUP, ends as
 * it ends, and answers true (the caller does nothing more). Otherwise answers false: the caller goes
 * on in this process.
 */
export function relaunchedWith(env, flags = []) {
  if (process.env[WATCHES_PARENT] === '1' && process.channel) stopWithParent();
  const glibc = onGlibc();
  const missing = glibc
    ? Object.entries(env).filter(([name]) => process.env[name] === undefined)
    : [];
  // A flag given on the command line or in NODE_OPTIONS (a deployment's own choice) is kept.
  const givenFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  const given = new Set(givenFlags.map((flag) => flag.split('=')[0]));
  const missingFlags = flags.filter((flag) => !given.has(flag.split('=')[0]));
  if (missing.length === 0 && missingFlags.length === 0) return false;
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...missingFlags, ...process.argv.slice(1)],
    {
      env: { ...process.env, ...Object.fromEntries(missing), [WATCHES_PARENT]: '1' },
      // The channel only tells the child when this process is gone (below).
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    },
  );
  for (const signal of PASSED_ON) process.on(signal, () => child.kill(signal));
  child.once('error', (error) => {
    process.stderr.write(`Could not start the server: ${error.message}\n`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Ended by a signal it did not handle: end the same way.
    for (const passed of PASSED_ON) process.removeAllListeners(passed);
    process.kill(process.pid, signal);
  });
  return true;
}

/** Set in the child's environment: its IPC channel is the parent's lifeline. */
const WATCHES_PARENT = 'FIXFLOW_WATCHES_PARENT';

/**
 * In the child: a parent killed outright (SIGKILL, a crash) passes no signal on, and the server
 * would keep the port and the data directory's lock with nobody to stop it. The channel closes
 * with the parent whatever ended it: the server then stops as on SIGTERM (main.ts's clean stop).
 * The channel itself keeps nothing running.
 */
function stopWithParent() {
  process.channel?.unref();
  process.once('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
  });
}

function onGlibc() {
  if (process.platform !== 'linux') return false;
  const header = /** @type {{ glibcVersionRuntime?: string }} */ (
    process.report.getReport().header
  );
  return typeof header.glibcVersionRuntime === 'string';
}
