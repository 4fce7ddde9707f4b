import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Reporter, TestModule } from 'vitest/node';

import { TIMINGS_DIR } from './timings-file.ts';
import type { FileTiming, SuiteTimings } from './timings-file.ts';

/**
 * Decision 038: what each test file cost, so `npm test` can name the slowest ones at its end. Wall time
 * of a file is its import (collect), setup and its tests and hooks; written to
 * test-results/timings/vitest.json for scripts/test.ts to print.
 */
export default class VitestTimingsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const files: FileTiming[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      return {
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds:
          (diagnostic.environmentSetupDuration +
            diagnostic.prepareDuration +
            diagnostic.collectDuration +
            diagnostic.setupDuration +
            diagnostic.duration) /
          1000,
        importSeconds: diagnostic.collectDuration / 1000,
        tests: tests.length,
        passed: tests.filter((test) => test.result().state === 'passed').length,
        names: tests.map((test) => test.fullName),
        failures: [
          ...tests
            .filter((test) => test.result().state === 'failed')
            .map((test) => ({ name: test.fullName, error: firstLine(test.result().errors?.[0]) })),
          // An error outside any test (a failing hook or import) fails the file on its own.
          ...module.errors().map((error) => ({ name: '(the file)', error: firstLine(error) })),
        ],
      };
    });
    const timings: SuiteTimings = { suite: 'vitest', files };
    mkdirSync(TIMINGS_DIR, { recursive: true });
    writeFileSync(path.join(TIMINGS_DIR, `vitest-${runName()}.json`), JSON.stringify(timings));
  }
}

function firstLine(error: { message?: string } | undefined): string {
  return (error?.message ?? 'unknown error').split('\n')[0] ?? '';
}

/** `npm test` and `npm run test:slow` run Vitest separately: each keeps its own file. */
function runName(): string {
  return process.env.TEST_RUN_NAME ?? 'run';
}
