import { DEFAULT_CATEGORIES } from '#contract/constants.ts';

import { loadOnce, readJsonLinesFile } from '../ai-data-files.ts';
import { LabelledReportSchema } from './corpus-entry.ts';
import { heldOutSet, heldOutSet2 } from './held-out-set.ts';
import type { LabelledReport } from './corpus-entry.ts';

/** The labelled training corpus (data/training-corpus.jsonl), every default category (product rules §9). */
export const trainingCorpus: () => readonly LabelledReport[] = loadOnce(() =>
  readJsonLinesFile('training-corpus.jsonl', LabelledReportSchema),
);

/**
 * Issue 38: sealed evaluation sets after their first run are opened (evaluation/sealed/README.md) and
 * join the training data. data/ holds byte-identical copies (the server reads only data/);
 * triage-sealed.test.ts checks they match the sealed files and scores each with a model trained
 * without it (leave-one-set-out).
 */
export const OPENED_SEALED_SETS = [
  'triage-2026-11-29-a.jsonl',
  'triage-2026-11-29-b.jsonl',
  'triage-2026-11-29-c.jsonl',
  'triage-2026-11-29-d.jsonl',
  'triage-2026-11-29-e.jsonl',
  'triage-2026-11-29-f.jsonl',
  'triage-2026-11-29-g.jsonl',
  'triage-2026-11-29-h.jsonl',
  'triage-2026-11-29-i.jsonl',
  'triage-2026-11-29-j.jsonl',
  'triage-2026-11-29-k.jsonl',
  'triage-2026-11-29-l.jsonl',
  'triage-2026-11-29-m.jsonl',
  'triage-2026-11-29-n.jsonl',
] as const;

const openedSets = loadOnce(() =>
  OPENED_SEALED_SETS.map((set) => ({
    set,
    reports: readJsonLinesFile(`opened-${set}`, LabelledReportSchema),
  })),
);

/** One opened sealed set's reports (the copy in data/). */
export function openedSealedSet(
  set: (typeof OPENED_SEALED_SETS)[number],
): readonly LabelledReport[] {
  return openedSets().find((entry) => entry.set === set)?.reports ?? [];
}

function sameText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What the engine trains on: the written corpus and every opened sealed set, less any opened report
 * whose description is also in a held-out set (set c repeats held-out set 2's 'not working again,
 * please send someone'): the held-out sets are never trained on.
 */
export const triageTrainingData: () => readonly LabelledReport[] = loadOnce(() => {
  const heldOut = new Set(
    [...heldOutSet(), ...heldOutSet2()].map((report) => sameText(report.description)),
  );
  return [
    ...trainingCorpus(),
    ...openedSets()
      .flatMap((entry) => entry.reports)
      .filter((report) => !heldOut.has(sameText(report.description))),
  ];
});

/** The default categories as the classifier's label set when the database offers none. */
export const CORPUS_CATEGORIES = DEFAULT_CATEGORIES.map((category) => ({
  name: category.name,
  description: category.description,
}));
