import path from 'node:path';

import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * Files that take several times longer than any other of their run, longest first, with their time
 * in fresh-clone CI run E (2026-12-01). Vitest starts the files it has no recorded time for (every
 * file on a fresh clone) largest first, and groups them by project name: the bench's smoke run, a
 * 4 KB file in the last project, started about 126 s into `npm run test:slow` and ran alone for
 * its last 170 s while the other worker sat idle. Started first, the other files fill the second
 * worker beside it.
 */
const LONGEST_FILES = [
  'bench/run.smoke.test.ts', // 170 s
  'tests/process/crash-safety.test.ts', // 82 s
];

/** Vitest's own order (recorded times, else size), with LONGEST_FILES moved to the front. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FILES.indexOf(path.relative(root, spec.moduleId));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    return sorted
      .map((spec, position) => ({ spec, position, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ spec }) => spec);
  }
}
