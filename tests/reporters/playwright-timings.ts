import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { TIMINGS_DIR } from './timings-file.ts';
import type { FileTiming, SuiteTimings } from './timings-file.ts';

/**
 * Decision 038: what each journey file cost (the sum of its tests' run times, hooks and fixtures
 * included), written to test-results/timings/playwright.json for scripts/test.ts to print.
 */
class PlaywrightTimingsReporter implements Reporter {
  private readonly byFile = new Map<string, FileTiming>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const timing = this.byFile.get(file) ?? {
      file,
      project: test.parent.project()?.name ?? '',
      seconds: 0,
      tests: 0,
      passed: 0,
      names: [],
      failures: [],
    };
    timing.seconds += result.duration / 1000;
    // A retried test is one test: count it at its first run.
    if (result.retry === 0) {
      timing.tests += 1;
      timing.names.push(test.titlePath().filter(Boolean).join(' › '));
    }
    if (result.status === 'passed') timing.passed += 1;
    // A journey that failed at its last try fails the run.
    if (
      result.status !== 'passed' &&
      result.status !== 'skipped' &&
      result.retry === test.retries
    ) {
      const error = result.errors[0]?.message ?? result.status;
      timing.failures?.push({
        name: test.titlePath().filter(Boolean).join(' › '),
        error: error.split('\n')[0] ?? '',
      });
    }
    this.byFile.set(file, timing);
  }

  onEnd(): void {
    const timings: SuiteTimings = { suite: 'playwright', files: [...this.byFile.values()] };
    mkdirSync(TIMINGS_DIR, { recursive: true });
    writeFileSync(path.join(TIMINGS_DIR, 'playwright.json'), JSON.stringify(timings));
  }

  printsToStdio(): boolean {
    return false;
  }
}

export default PlaywrightTimingsReporter;
