import { loadOnce, readJsonLinesFile } from '../ai-data-files.ts';
import { LabelledReportSchema } from './corpus-entry.ts';
import type { LabelledReport } from './corpus-entry.ts';

// The held-out test set (data/held-out-set.jsonl): written separately from the training corpus
// (different stores, people and phrasing; nothing there is a copy or an edit of a training line) and
// never used for training. The triage test reports category accuracy, priority accuracy and urgent
// recall on it.
export const heldOutSet: () => readonly LabelledReport[] = loadOnce(() =>
  readJsonLinesFile('held-out-set.jsonl', LabelledReportSchema),
);

// The second independent set (data/held-out-set-2.jsonl, architecture §7): 207 reports written after the
// labelling rules (docs/ai-labelling-rules.md) and before any tuning, in a different voice from the
// corpus (terse phone messages, misspellings, ALL CAPS, Spanish kitchen terms, rambling reports,
// several problems in one). Never trained on; its labels are never edited to fit the engine.
export const heldOutSet2: () => readonly LabelledReport[] = loadOnce(() =>
  readJsonLinesFile('held-out-set-2.jsonl', LabelledReportSchema),
);
