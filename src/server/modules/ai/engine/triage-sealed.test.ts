import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  CORPUS_CATEGORIES,
  OPENED_SEALED_SETS,
  openedSealedSet,
  trainingCorpus,
  triageTrainingData,
} from '../corpus/training-corpus.ts';
import { LabelledReportSchema } from '../corpus/corpus-entry.ts';
import { evaluateTriage, formatReliability, formatScores } from './triage-evaluation.ts';
import { TriageModel } from './triage-model.ts';

// Issue 38: the sealed sets' first runs (evaluation/sealed/first-runs.json, written once by
// scripts/run-sealed-set.ts) are the README's blind figures. After their first run the sets are
// OPENED: the engine's authors read their errors and they join the training data (data/ holds
// byte-identical copies). So the figures here are development figures, not blind ones: each set is
// scored by a model trained on the corpus and the other opened sets, never on itself
// (leave-one-set-out). The floors are those figures at the commit that set them (decision 047); the
// next blind measurement is a new sealed set's first run.

const sealedDir = new URL('../../../../../evaluation/sealed/', import.meta.url);

interface FirstRun {
  set: string;
  sha256: string;
  scores: ReturnType<typeof evaluateTriage>;
}

const firstRuns = JSON.parse(
  readFileSync(new URL('first-runs.json', sealedDir), 'utf8'),
) as FirstRun[];

/**
 * Leave-one-set-out floors on the opened sets: development figures, labelled so in the README and
 * decision 047. The failure model's rules were written after reading the sets' errors (i and j in its
 * sixth pass, after their blind first runs at 68c3fd30; m and n in its eighth), and the seventh pass's
 * decision (leaning toward urgent) was tuned on k and l while the rules were still blind to them; so
 * only the classifier is held out here and the blind figures are the first runs. Rounded down from
 * the eighth pass's figures: m and n joining the training data cost g priority and urgent precision
 * (the lean fires on more of its asked medium reports; decision 047, eighth pass).
 */
const OPENED_SET_FLOORS: Record<
  (typeof OPENED_SEALED_SETS)[number],
  { category: number; priority: number; urgentRecall: number; urgentPrecision: number }
> = {
  'triage-2026-11-29-a.jsonl': {
    category: 0.99,
    priority: 0.95,
    urgentRecall: 1,
    urgentPrecision: 0.95,
  },
  'triage-2026-11-29-b.jsonl': {
    category: 0.98,
    priority: 0.95,
    urgentRecall: 1,
    urgentPrecision: 0.92,
  },
  'triage-2026-11-29-c.jsonl': {
    category: 0.98,
    priority: 0.95,
    urgentRecall: 1,
    urgentPrecision: 0.95,
  },
  'triage-2026-11-29-d.jsonl': {
    category: 0.97,
    priority: 0.92,
    urgentRecall: 1,
    urgentPrecision: 0.94,
  },
  'triage-2026-11-29-e.jsonl': {
    category: 0.99,
    priority: 0.99,
    urgentRecall: 1,
    urgentPrecision: 0.97,
  },
  'triage-2026-11-29-f.jsonl': {
    category: 0.98,
    priority: 0.97,
    urgentRecall: 1,
    urgentPrecision: 0.96,
  },
  'triage-2026-11-29-g.jsonl': {
    category: 0.98,
    priority: 0.94,
    urgentRecall: 1,
    urgentPrecision: 0.92,
  },
  'triage-2026-11-29-h.jsonl': {
    category: 0.99,
    priority: 0.95,
    urgentRecall: 1,
    urgentPrecision: 0.95,
  },
  // Sixth pass: i and j opened after their first runs (0.946 urgent recall each, blind).
  'triage-2026-11-29-i.jsonl': {
    category: 0.97,
    priority: 0.94,
    urgentRecall: 1,
    urgentPrecision: 0.97,
  },
  'triage-2026-11-29-j.jsonl': {
    category: 0.97,
    priority: 0.88,
    urgentRecall: 0.97,
    urgentPrecision: 0.88,
  },
  // Seventh pass: k and l opened after their first runs (0.934 and 0.920 urgent recall, blind).
  'triage-2026-11-29-k.jsonl': {
    category: 0.97,
    priority: 0.9,
    urgentRecall: 0.96,
    urgentPrecision: 0.93,
  },
  'triage-2026-11-29-l.jsonl': {
    category: 0.93,
    priority: 0.84,
    urgentRecall: 0.94,
    urgentPrecision: 0.85,
  },
  // Eighth pass: m and n opened after their first runs (m 0.946 urgent recall, n 0.845 priority, blind).
  'triage-2026-11-29-m.jsonl': {
    category: 0.98,
    priority: 0.87,
    urgentRecall: 0.95,
    urgentPrecision: 0.89,
  },
  'triage-2026-11-29-n.jsonl': {
    category: 0.97,
    priority: 0.84,
    urgentRecall: 0.94,
    urgentPrecision: 0.91,
  },
};

/** Issue 38's goals for a new sealed set at its first run. */
const GOALS = { category: 0.95, priority: 0.85, urgentRecall: 0.95, urgentPrecision: 0.8 };

/**
 * Sets run once and kept as test sets, not trained on: the engine that ships (trained on the corpus
 * and the opened sets above) must meet issue 38's goals on them and not fall below their first-run
 * figures (o and p, run at 2b7109f9 on the eighth pass: the first sealed sets to meet every goal).
 */
const HELD_OUT_SEALED_SETS: Record<
  string,
  { category: number; priority: number; urgentRecall: number; urgentPrecision: number }
> = {
  'triage-2026-11-29-o.jsonl': {
    category: 0.977,
    priority: 0.914,
    urgentRecall: 1,
    urgentPrecision: 0.936,
  },
  'triage-2026-11-29-p.jsonl': {
    category: 0.99,
    priority: 0.922,
    urgentRecall: 0.985,
    urgentPrecision: 0.945,
  },
};

/** The form asks the risk questions on a minority of reports (issue 38; decision 047). */
const MOST_ASKED_SHARE = 0.3;

function sealedFile(set: string): string {
  return readFileSync(new URL(set, sealedDir), 'utf8');
}

describe('the opened sealed triage sets', () => {
  // A sealed set's first run is added by scripts/run-sealed-set.ts; the set is then a test set
  // (below) until a pass opens it and trains on it.
  it('every first run is an opened set, trained on, or held as a test set', () => {
    expect(firstRuns.map((run) => run.set).sort()).toEqual(
      [...OPENED_SEALED_SETS, ...Object.keys(HELD_OUT_SEALED_SETS)].sort(),
    );
  });

  it.each(firstRuns)('$set is the file sealed', (run) => {
    expect(createHash('sha256').update(sealedFile(run.set)).digest('hex')).toBe(run.sha256);
  });

  it.each(OPENED_SEALED_SETS)('data/ holds %s, trained on, unchanged', (set) => {
    const copy = readFileSync(new URL(`../data/opened-${set}`, import.meta.url), 'utf8');
    expect(copy).toBe(sealedFile(set));
  });

  // A training per set: seconds on a loaded two-core machine.
  it.each(OPENED_SEALED_SETS)(
    '%s, scored by a model that never saw it, stays at its development floors and asks on a minority',
    { timeout: 180_000 },
    (set) => {
      const others = OPENED_SEALED_SETS.filter((other) => other !== set).flatMap((other) =>
        openedSealedSet(other),
      );
      const model = TriageModel.train({
        categories: CORPUS_CATEGORIES,
        corpus: [...trainingCorpus(), ...others],
      });
      const scores = evaluateTriage(model, openedSealedSet(set));
      console.info(
        `${set} (opened, leave-one-set-out): ${formatScores(scores)}\n${formatReliability(scores)}`,
      );
      const floor = OPENED_SET_FLOORS[set];
      expect(scores.categoryAccuracy).toBeGreaterThanOrEqual(floor.category);
      expect(scores.priorityAccuracy).toBeGreaterThanOrEqual(floor.priority);
      expect(scores.urgentRecall).toBeGreaterThanOrEqual(floor.urgentRecall);
      expect(scores.urgentPrecision).toBeGreaterThanOrEqual(floor.urgentPrecision);
      expect(scores.asked / scores.count).toBeLessThan(MOST_ASKED_SHARE);
    },
  );
});

describe('the sealed sets kept as test sets', () => {
  // The engine as the server trains it, once for both sets.
  let shipped: TriageModel | undefined;
  it.each(Object.entries(HELD_OUT_SEALED_SETS))(
    '%s: the shipped engine meets the goals, keeps its first-run figures and asks on a minority',
    { timeout: 180_000 },
    (set, floor) => {
      shipped ??= TriageModel.train({
        categories: CORPUS_CATEGORIES,
        corpus: triageTrainingData(),
      });
      const reports = sealedFile(set)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => LabelledReportSchema.parse(JSON.parse(line)));
      const scores = evaluateTriage(shipped, reports);
      for (const least of [GOALS, floor]) {
        expect(scores.categoryAccuracy).toBeGreaterThanOrEqual(least.category);
        expect(scores.priorityAccuracy).toBeGreaterThanOrEqual(least.priority);
        expect(scores.urgentRecall).toBeGreaterThanOrEqual(least.urgentRecall);
        expect(scores.urgentPrecision).toBeGreaterThanOrEqual(least.urgentPrecision);
      }
      expect(scores.asked / scores.count).toBeLessThan(MOST_ASKED_SHARE);
    },
  );
});
