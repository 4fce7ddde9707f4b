import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

import { FULL_CHROMIUM, journeyBrowserPath } from '../tests/e2e/support/journey-browser.ts';
import { printTimings, TIMINGS_DIR } from './test-timings.ts';

// `npm test` (architecture §9): Vitest (unit, components, the API suite on one database and the
// cross-database files on the other; decision 038) with typecheck, lint, Prettier's check and the
// web build beside it, then the Playwright journeys in real Chromium. `npm run test:slow` (this script with
// --slow) runs what needs real processes: crash, drain, outage and two instances behind haproxy,
// the bench's smoke run, and the exhaustive API scans (permission matrix, hostile-input fuzz); CI
// runs it after `npm test`. Each stage's time and the slowest files
// are printed at the end (decision 038).

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const isSlow = process.argv.includes('--slow');
const hasChromium = journeyBrowserPath() !== undefined;

// The static checks are independent and mostly single-threaded: they run side by side with Vitest,
// their output printed whole after it. Their caches (node_modules/.cache) make a second run quick.
const checks: Step[] = isSlow
  ? []
  : [
      // TypeScript 7's native compiler, one thread: the same checks as 5.9's `tsc -b` for a sixth of
      // the CPU (decision 050). ESLint's typed rules keep TypeScript 5.9, whose API they need.
      {
        name: 'typecheck',
        command: 'node',
        args: ['node_modules/typescript-native/bin/tsc', '-b', '--singleThreaded'],
      },
      {
        name: 'lint',
        command: 'npx',
        // A larger young generation: ESLint's TypeScript program allocates heavily, and a tenth of
        // its CPU went to scavenges with V8's default semi-space (decision 050).
        env: { NODE_OPTIONS: '--max-semi-space-size=64' },
        args: [
          'eslint',
          '.',
          '--max-warnings',
          '0',
          '--cache',
          '--cache-strategy',
          'content',
          '--cache-location',
          'node_modules/.cache/eslint/',
        ],
      },
      {
        name: 'format',
        command: 'npx',
        args: [
          'prettier',
          '--check',
          '.',
          '--log-level',
          'warn',
          '--cache',
          '--cache-strategy',
          'content',
        ],
      },
      // The journeys serve the built client; built here, beside Vitest, rather than in
      // Playwright's global setup, where the two workers would wait for it (skipped when fresh).
      ...(hasChromium
        ? [
            { name: 'web build', command: 'npx', args: ['tsx', 'scripts/web-build.ts'] },
            // The journey servers' migrated database (tests/e2e/support/database-template.ts).
            {
              name: 'journey database',
              command: 'npx',
              args: ['tsx', 'tests/e2e/support/database-template.ts'],
            },
          ]
        : []),
    ];

const fastProjects = [
  'unit',
  'web',
  // Not 'api-*': the exhaustive API scans are a project of their own, run by --slow.
  ...(process.env.TEST_DATABASE_URL ? ['api-postgres', 'api-pglite'] : ['api-pglite']),
].flatMap((project) => ['--project', project]);
const steps: Step[] = isSlow
  ? [
      {
        name: 'vitest (slow)',
        command: 'npx',
        args: ['vitest', 'run', '--project', 'slow', '--project', 'api-exhaustive'],
        env: { TEST_RUN_NAME: 'slow' },
      },
    ]
  : [
      {
        name: 'vitest',
        command: 'npx',
        args: ['vitest', 'run', ...fastProjects],
        env: { TEST_RUN_NAME: 'fast' },
      },
    ];
if (!isSlow && hasChromium) {
  steps.push({ name: 'playwright', command: 'npx', args: ['playwright', 'test'] });
} else if (!isSlow) {
  process.stderr.write(
    `\n!!! WARNING: no Chromium at ${FULL_CHROMIUM}; the browser journeys are SKIPPED.\n!!! Install Debian's chromium-headless-shell or chromium (apt-get install), or set CHROME_PATH.\n\n`,
  );
}
if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    '\nNote: TEST_DATABASE_URL is not set; the API suite runs on the embedded database only.\n\n',
  );
}

const results: { name: string; ok: boolean; seconds: number }[] = [];
const captured: Buffer[] = [];
const startedAt = Date.now();

function run(step: Step, captureOutput: boolean): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env },
      stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    if (!captureOutput) {
      process.stdout.write(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
    }
    child.on('close', (code) => {
      if (captureOutput) {
        // Printed whole once Vitest is done, rather than in the middle of its output.
        captured.push(
          Buffer.from(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}\n`),
          ...output,
        );
      }
      results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
      resolve();
    });
  });
}

// Timings of an earlier run must not be printed as this run's.
for (const file of isSlow ? ['vitest-slow.json'] : ['vitest-fast.json', 'playwright.json']) {
  rmSync(`${TIMINGS_DIR}/${file}`, { force: true });
}

// Vitest waits on its databases much of the time: the checks run in that idle time (about 95 s
// added to the stage instead of 130 s before it). Beside the journeys they cost more than they
// saved: a browser that waits for the CPU slows every step (decision 038).
const [first, ...rest] = steps;
await Promise.all([
  ...checks.map((step) => run(step, true)),
  ...(first ? [run(first, false)] : []),
]);
process.stdout.write(Buffer.concat(captured));
if (results.every((result) => result.ok)) {
  for (const step of rest) {
    await run(step, false);
    if (!results.at(-1)?.ok) break;
  }
}

process.stdout.write('\n=== summary\n');
for (const result of results) {
  process.stdout.write(
    `${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)\n`,
  );
}
process.stdout.write(`total ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
printTimings(isSlow ? ['vitest-slow.json'] : ['vitest-fast.json', 'playwright.json']);
const failed =
  results.some((result) => !result.ok) || results.length < checks.length + steps.length;
process.exit(failed ? 1 : 0);
