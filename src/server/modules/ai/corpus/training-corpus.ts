import { DEFAULT_CATEGORIES } from '#contract/constants.ts';

import { toReports } from './corpus-entry.ts';
import type { LabelledReport } from './corpus-entry.ts';
import { ELECTRICAL_CORPUS } from './electrical-corpus.ts';
import { FREEZER_CORPUS } from './freezer-corpus.ts';
import { FRYER_CORPUS } from './fryer-corpus.ts';
import { GRILL_CORPUS } from './grill-corpus.ts';
import { HVAC_CORPUS } from './hvac-corpus.ts';
import { ICE_MACHINE_CORPUS } from './ice-machine-corpus.ts';
import { OTHER_CORPUS } from './other-corpus.ts';
import { PLUMBING_CORPUS } from './plumbing-corpus.ts';

/** The labelled training corpus, one file per default category (product rules §9). */
export const TRAINING_CORPUS: readonly LabelledReport[] = [
  ...toReports('Fryer', FRYER_CORPUS),
  ...toReports('Freezer', FREEZER_CORPUS),
  ...toReports('Grill', GRILL_CORPUS),
  ...toReports('Ice Machine', ICE_MACHINE_CORPUS),
  ...toReports('HVAC', HVAC_CORPUS),
  ...toReports('Plumbing', PLUMBING_CORPUS),
  ...toReports('Electrical', ELECTRICAL_CORPUS),
  ...toReports('Other', OTHER_CORPUS),
];

/** The default categories as the classifier's label set when the database offers none. */
export const CORPUS_CATEGORIES = DEFAULT_CATEGORIES.map((category) => ({
  name: category.name,
  description: category.description,
}));
