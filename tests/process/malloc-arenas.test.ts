import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

// scripts/start.js runs the server again in a child process whose environment has glibc's malloc
// settings (scripts/malloc-arenas.js, decision 042 cut 36). A script that uses the same function
// in place of the server: what the child sees, how the parent ends, and signals passed on. The
// same relaunch adds the Node flags the server needs (V8's helper threads, cut 69), tested below.

const helper = pathToFileURL(
  fileURLToPath(new URL('../../scripts/malloc-arenas.js', import.meta.url)),
).href;
const poolHelper = pathToFileURL(
  fileURLToPath(new URL('../../scripts/v8-pool.js', import.meta.url)),
).href;
const directory = mkdtempSync(path.join(tmpdir(), 'malloc-arenas-'));
const script = path.join(directory, 'server.mjs');
writeFileSync(
  script,
  `import { relaunchedWith, SERVER_MALLOC_ENV } from ${JSON.stringify(helper)};
const flags = process.env.TEST_NODE_FLAGS ? process.env.TEST_NODE_FLAGS.split(',') : [];
if (!relaunchedWith(SERVER_MALLOC_ENV, flags)) {
  const mode = process.argv[2];
  if (mode === 'wait') {
    process.on('SIGTERM', () => { process.stdout.write('shut down\\n'); process.exit(0); });
    setInterval(() => {}, 1000);
  }
  process.stdout.write(JSON.stringify({
    pid: process.pid,
    env: Object.fromEntries(Object.keys(SERVER_MALLOC_ENV).map((name) => [name, process.env[name]])),
    wanted: SERVER_MALLOC_ENV,
    execArgv: process.execArgv,
    argv: process.argv.slice(2),
  }) + '\\n', () => { if (mode !== 'wait') process.exit(Number(mode)); });
}
`,
);

const onGlibc =
  process.platform === 'linux' &&
  typeof (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header
    .glibcVersionRuntime === 'string';

interface Ran {
  pid: number;
  code: number | null;
  output: string;
  seen: {
    pid: number;
    env: Record<string, string | undefined>;
    wanted: Record<string, string>;
    execArgv: string[];
    argv: string[];
  };
}

function runScript(
  args: string[],
  env: NodeJS.ProcessEnv,
  signalOnceSeen?: NodeJS.Signals,
  nodeArgs = ['--max-semi-space-size=2'],
) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise<Ran>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (signalOnceSeen && output.includes('\n') && !output.includes('shut down')) {
        child.kill(signalOnceSeen);
        signalOnceSeen = undefined;
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const first = output.split('\n')[0] ?? '';
      resolve({ pid: child.pid ?? 0, code, output, seen: JSON.parse(first) as Ran['seen'] });
    });
  });
}

const withoutArenas = () => {
  const env = { ...process.env };
  delete env.MALLOC_ARENA_MAX;
  delete env.MALLOC_MMAP_THRESHOLD_;
  return env;
};

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe.skipIf(!onGlibc)('the server started with its malloc settings (glibc)', () => {
  it('runs again in a child with the settings, its flags and arguments, and ends with its code', async () => {
    const ran = await runScript(['3'], withoutArenas());
    expect(ran.seen.wanted).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(ran.seen.env).toEqual(ran.seen.wanted);
    expect(ran.seen.pid).not.toBe(ran.pid);
    expect(ran.seen.execArgv).toEqual(['--max-semi-space-size=2']);
    expect(ran.seen.argv).toEqual(['3']);
    expect(ran.code).toBe(3);
  });

  it('keeps the values the environment already has, in its own process once all are set', async () => {
    const some = await runScript(['0'], { ...withoutArenas(), MALLOC_ARENA_MAX: '4' });
    expect(some.seen.env).toEqual({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(some.seen.pid).not.toBe(some.pid);
    const all = await runScript(['0'], {
      ...process.env,
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
    expect(all.seen.env).toEqual({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(all.seen.pid).toBe(all.pid);
    expect(all.code).toBe(0);
  });

  it('stops the server as on SIGTERM when the parent is killed outright', async () => {
    const parent = spawn(process.execPath, [script, 'wait'], {
      env: withoutArenas(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    // The server's output reaches this pipe through the parent's, which the server shares: the
    // pipe ends only when the server has ended too.
    const ended = new Promise<void>((resolve) => {
      parent.stdout.on('end', resolve);
    });
    parent.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n') && parent.exitCode === null) parent.kill('SIGKILL');
    });
    await ended;
    const seen = JSON.parse(output.split('\n')[0] ?? '') as Ran['seen'];
    expect(seen.pid).not.toBe(parent.pid);
    expect(output).toContain('shut down');
  });

  it('passes SIGTERM on, and ends as the child does once it has shut down', async () => {
    const ran = await runScript(['wait'], withoutArenas(), 'SIGTERM');
    expect(ran.seen.pid).not.toBe(ran.pid);
    expect(ran.output).toContain('shut down');
    expect(ran.code).toBe(0);
  });
});

describe("V8's helper threads (decision 042 cut 69)", () => {
  const withArenas = () => ({
    ...process.env,
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    TEST_NODE_FLAGS: '--v8-pool-size=1',
  });

  it('are one fewer than the cores, from 1 to Node’s 4, and need no flag at Node’s 4', async () => {
    const { serverPoolSize, serverPoolFlags } = (await import(poolHelper)) as {
      serverPoolSize: (cores: number) => number;
      serverPoolFlags: (cores: number) => string[];
    };
    expect([1, 2, 3, 4, 5, 16].map((cores) => serverPoolSize(cores))).toEqual([1, 1, 2, 3, 4, 4]);
    expect(serverPoolFlags(2)).toEqual(['--v8-pool-size=1']);
    expect(serverPoolFlags(8)).toEqual([]);
  });

  it('are added in a child when the process lacks the flag, its own flags and arguments kept', async () => {
    const ran = await runScript(['4'], withArenas());
    expect(ran.seen.pid).not.toBe(ran.pid);
    expect(ran.seen.execArgv).toEqual(['--max-semi-space-size=2', '--v8-pool-size=1']);
    expect(ran.seen.argv).toEqual(['4']);
    expect(ran.code).toBe(4);
  });

  it('keep a size given on the command line or in NODE_OPTIONS, in the same process', async () => {
    const given = await runScript(['0'], withArenas(), undefined, ['--v8-pool-size=3']);
    expect(given.seen.pid).toBe(given.pid);
    expect(given.seen.execArgv).toEqual(['--v8-pool-size=3']);
    const options = await runScript(['0'], {
      ...withArenas(),
      NODE_OPTIONS: '--v8-pool-size=2',
    });
    expect(options.seen.pid).toBe(options.pid);
    expect(options.seen.execArgv).toEqual(['--max-semi-space-size=2']);
  });
});

describe("the bench's servers", () => {
  it('get the malloc settings npm start gives the server (decision 042 cut 45)', async () => {
    const { SERVER_MALLOC_ENV } = (await import(helper)) as {
      SERVER_MALLOC_ENV: Record<string, string>;
    };
    const bench = readFileSync(new URL('../../bench/run.ts', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) {
      expect(bench).toContain(`${name}: process.env.${name} ?? '${value}'`);
    }
  });

  it('get the V8 helper threads npm start gives the server (decision 042 cut 69)', () => {
    const bench = readFileSync(new URL('../../bench/run.ts', import.meta.url), 'utf8');
    const start = readFileSync(new URL('../../scripts/start.js', import.meta.url), 'utf8');
    expect(start).toContain('relaunchedWith(SERVER_MALLOC_ENV, serverPoolFlags())');
    expect(bench).toMatch(/const SERVER_NODE_FLAGS = \[[^\]]*\.\.\.serverPoolFlags\(\),\s*\];/);
  });
});
