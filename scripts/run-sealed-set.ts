import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { LabelledReportSchema } from '#server/modules/ai/corpus/corpus-entry.ts';
import {
  CORPUS_CATEGORIES,
  triageTrainingData,
} from '#server/modules/ai/corpus/training-corpus.ts';
import {
  evaluateTriage,
  formatReliability,
  formatScores,
} from '#server/modules/ai/engine/triage-evaluation.ts';
import { TriageModel } from '#server/modules/ai/engine/triage-model.ts';

// Issue 38: a sealed triage set is run once, on the engine it was sealed for, and that first run is
// the figure the README reports, good or bad. This script refuses a set whose SHA-256 differs from
// the one recorded in evaluation/sealed/README.md before the run (not the sealed text), and a set
// that already has a first run (it is opened: a second run would be tuning, not measuring).
//
//   npx tsx scripts/run-sealed-set.ts evaluation/sealed/triage-2026-11-29-a.jsonl

const root = fileURLToPath(new URL('..', import.meta.url));
const sealedDir = path.join(root, 'evaluation/sealed');
const firstRunsFile = path.join(sealedDir, 'first-runs.json');

interface FirstRun {
  set: string;
  sha256: string;
  runAt: string;
  commit: string;
  scores: ReturnType<typeof evaluateTriage>;
}

const setPath = process.argv[2];
if (!setPath) throw new Error('usage: tsx scripts/run-sealed-set.ts <sealed set .jsonl>');
const setName = path.basename(setPath);
const text = readFileSync(setPath, 'utf8');
const sha256 = createHash('sha256').update(text).digest('hex');
const readme = readFileSync(path.join(sealedDir, 'README.md'), 'utf8');
const row = readme.split('\n').find((line) => line.includes(`\`${setName}\``));
if (!row?.includes(sha256)) {
  throw new Error(
    `${setName}: SHA-256 ${sha256} is not the one sealed in evaluation/sealed/README.md`,
  );
}
const firstRuns: FirstRun[] = existsSync(firstRunsFile)
  ? (JSON.parse(readFileSync(firstRunsFile, 'utf8')) as FirstRun[])
  : [];
if (firstRuns.some((run) => run.set === setName)) {
  throw new Error(`${setName} has had its first run: it is opened, not sealed`);
}

const reports = text
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => LabelledReportSchema.parse(JSON.parse(line)));
const model = TriageModel.train({ categories: CORPUS_CATEGORIES, corpus: triageTrainingData() });
const scores = evaluateTriage(model, reports);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
firstRuns.push({ set: setName, sha256, runAt: new Date().toISOString(), commit, scores });
writeFileSync(firstRunsFile, `${JSON.stringify(firstRuns, null, 2)}\n`);
console.info(
  `${setName} first run at ${commit}: ${formatScores(scores)}\n${formatReliability(scores)}`,
);
