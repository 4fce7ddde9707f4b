import path from 'node:path';

// Decision 038: the timings each test runner writes and scripts/test.ts reads to name the slowest files.

export const TIMINGS_DIR = path.resolve('test-results', 'timings');

export interface FileTiming {
  file: string;
  /** The Vitest project, or the Playwright project. */
  project: string;
  seconds: number;
  /** Time spent importing the file and what it imports (Vitest only). */
  importSeconds?: number;
  tests: number;
  passed: number;
  /** Each test's full name, to count distinct tests across runs. */
  names: string[];
  /** The tests that failed and the first line of their error: CI shows only the end of the output. */
  failures?: { name: string; error: string }[];
}

export interface SuiteTimings {
  suite: 'vitest' | 'playwright';
  files: FileTiming[];
}
