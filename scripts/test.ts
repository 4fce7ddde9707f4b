import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// `npm test` (architecture §9): typecheck, lint, Prettier's check, Vitest (unit, components, API on PGlite and — when
// TEST_DATABASE_URL is set — PostgreSQL), then the Playwright journeys in real Chromium.
interface Step {
  name: string;
  command: string;
  args: string[];
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromePath);

// The static checks are independent and mostly single-threaded: they run side by side, each one's
// output printed whole when it ends, which saves about a minute of CI.
const checks: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
];
const steps: Step[] = [{ name: 'vitest', command: 'npx', args: ['vitest', 'run'] }];
if (hasChromium) {
  steps.push({ name: 'playwright', command: 'npx', args: ['playwright', 'test'] });
} else {
  process.stderr.write(
    `\n!!! WARNING: no Chromium at ${chromePath}; the browser journeys are SKIPPED.\n!!! Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.\n\n`,
  );
}
if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    '\nNote: TEST_DATABASE_URL is not set; the API suite runs on the embedded database only.\n\n',
  );
}

const results: { name: string; ok: boolean; seconds: number }[] = [];

function runCheck(step: Step): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
      process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name: step.name, ok: code === 0, seconds });
      resolve();
    });
  });
}

await Promise.all(checks.map(runCheck));
const checksPassed = results.every((result) => result.ok);
for (const step of checksPassed ? steps : []) {
  process.stdout.write(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

process.stdout.write('\n=== summary\n');
for (const result of results) {
  process.stdout.write(
    `${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${String(result.seconds)} s)\n`,
  );
}
const failed =
  results.some((result) => !result.ok) || results.length < checks.length + steps.length;
process.exit(failed ? 1 : 0);
