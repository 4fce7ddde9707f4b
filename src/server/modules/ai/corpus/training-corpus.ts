import { DEFAULT_CATEGORIES } from '#contract/constants.ts';

import { loadOnce, readJsonLinesFile } from '../ai-data-files.ts';
import { LabelledReportSchema } from './corpus-entry.ts';
import type { LabelledReport } from './corpus-entry.ts';

/** The labelled training corpus (data/training-corpus.jsonl), every default category (product rules §9). */
export const trainingCorpus: () => readonly LabelledReport[] = loadOnce(() =>
  readJsonLinesFile('training-corpus.jsonl', LabelledReportSchema),
);

/** The default categories as the classifier's label set when the database offers none. */
export const CORPUS_CATEGORIES = DEFAULT_CATEGORIES.map((category) => ({
  name: category.name,
  description: category.description,
}));
