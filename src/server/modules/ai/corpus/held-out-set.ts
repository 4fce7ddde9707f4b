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
