import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { TIMINGS_DIR } from '../tests/reporters/timings-file.ts';
import type { FileTiming, SuiteTimings } from '../tests/reporters/timings-file.ts';

export { TIMINGS_DIR };

const SLOWEST = 10;

function read(file: string): SuiteTimings | undefined {
  const full = path.join(TIMINGS_DIR, file);
  if (!existsSync(full)) return undefined;
  return JSON.parse(readFileSync(full, 'utf8')) as SuiteTimings;
}

function line(timing: FileTiming): string {
  const imports =
    timing.importSeconds === undefined ? '' : ` (imports ${timing.importSeconds.toFixed(1)} s)`;
  return `${timing.seconds.toFixed(1).padStart(7)} s  ${timing.project.padEnd(13)} ${timing.file}, ${String(timing.tests)} tests${imports}`;
}

/**
 * Decision 038: the ten slowest test files and journeys of the timings files named (all of them when
 * none is), and how many tests ran: a change that doubles the suite shows who did it.
 */
export function printTimings(files?: string[]): void {
  const names =
    files ??
    (existsSync(TIMINGS_DIR) ? readdirSync(TIMINGS_DIR).filter((f) => f.endsWith('.json')) : []);
  const suites = names.map(read).filter((suite) => suite !== undefined);
  const out: string[] = [];
  for (const kind of ['vitest', 'playwright'] as const) {
    const timings = suites.filter((suite) => suite.suite === kind).flatMap((suite) => suite.files);
    if (timings.length === 0) continue;
    const slowest = [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
    const runs = timings.reduce((sum, timing) => sum + timing.tests, 0);
    const distinct = new Set(
      timings.flatMap((timing) => timing.names.map((name) => `${timing.file} ${name}`)),
    ).size;
    const label = kind === 'vitest' ? 'test files' : 'journey files';
    out.push(
      '',
      `=== ${String(SLOWEST)} slowest ${label} (${String(timings.length)} files, ${String(runs)} tests run, ${String(distinct)} distinct)`,
      ...slowest.map(line),
    );
    const failures = timings.flatMap((timing) =>
      (timing.failures ?? []).map(
        (failure) => `  FAILED ${timing.file} > ${failure.name}\n    ${failure.error}`,
      ),
    );
    if (failures.length > 0) out.push('', `=== ${kind} failures`, ...failures);
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
}

// `tsx scripts/test-timings.ts`: print what the last runs recorded (.ci/run does, over its limit).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printTimings();
}
