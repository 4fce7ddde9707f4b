import { spawnSync } from 'node:child_process';
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

const steps: Step[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'vitest', command: 'npx', args: ['vitest', 'run'] },
];
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
for (const step of steps) {
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
const failed = results.some((result) => !result.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
