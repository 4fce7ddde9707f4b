import { readJsonLinesFile } from '#server/modules/ai/ai-data-files.ts';
import { LabelledReportSchema } from '#server/modules/ai/corpus/corpus-entry.ts';
import { heldOutSet, heldOutSet2 } from '#server/modules/ai/corpus/held-out-set.ts';
import {
  CORPUS_CATEGORIES,
  OPENED_SEALED_SETS,
  openedSealedSet,
  trainingCorpus,
  triageTrainingData,
} from '#server/modules/ai/corpus/training-corpus.ts';
import {
  crossValidateTriage,
  evaluateTriage,
  formatScores,
} from '#server/modules/ai/engine/triage-evaluation.ts';
import { TriageModel } from '#server/modules/ai/engine/triage-model.ts';

// Issue 38: the README's triage figures in one run: each opened sealed set scored leave-one-set-out
// (development figures), both held-out sets with the engine as the server trains it, and 5-fold
// cross-validation of the training data, with the category and urgency reliability tables. The
// tests hold the floors; this prints what the README reports (it trains one model per opened set,
// one served and five for the cross-validation: seconds).
//
//   npx tsx scripts/triage-figures.ts

type Scores = ReturnType<typeof evaluateTriage>;
type Bin = Scores['reliability'][number];

// Parsed again so a malformed line fails here, not in a figure.
const opened = OPENED_SEALED_SETS.map((set) => ({
  name: set,
  reports: openedSealedSet(set).map((report) => LabelledReportSchema.parse(report)),
}));
const figures: [string, Scores][] = opened.map((set) => {
  const others = opened.filter((other) => other !== set).flatMap((other) => other.reports);
  const model = TriageModel.train({
    categories: CORPUS_CATEGORIES,
    corpus: [...trainingCorpus(), ...others],
  });
  return [`${set.name} (LOSO)`, evaluateTriage(model, set.reports)];
});
const served = TriageModel.train({ categories: CORPUS_CATEGORIES, corpus: triageTrainingData() });
figures.push(['held-out set 1', evaluateTriage(served, heldOutSet())]);
figures.push(['held-out set 2', evaluateTriage(served, heldOutSet2())]);
// Written on the fifth pass from the labelling rules, about situations sets g and h suggest but do
// not contain; never trained on. A development figure: rules were added for some of their misses.
figures.push([
  'written, fifth pass',
  evaluateTriage(
    served,
    readJsonLinesFile('written-triage-fifth-pass.jsonl', LabelledReportSchema),
  ),
]);
// Written on the sixth pass, about situations sets i and j suggest but do not contain; never trained
// on. Scored before the sixth pass's rules (decision 047); a development figure since.
figures.push([
  'written, sixth pass',
  evaluateTriage(
    served,
    readJsonLinesFile('written-triage-sixth-pass.jsonl', LabelledReportSchema),
  ),
]);
figures.push(['5-fold CV', crossValidateTriage(CORPUS_CATEGORIES, triageTrainingData())]);

for (const [name, scores] of figures) {
  console.info(
    `${name}: ${formatScores(scores)}; risk questions asked on ${String(scores.asked)}, ` +
      `${String(scores.missedUrgentAsked)} of ${String(scores.missedUrgent)} missed urgent reports asked`,
  );
}

function cell(bin: Bin): string {
  if (bin.count === 0) return '0';
  return `${String(bin.count)} / ${bin.confidence.toFixed(2)} / ${(bin.correct / bin.count).toFixed(2)}`;
}

for (const [title, binsOf] of [
  ['Category confidence', (scores: Scores) => scores.reliability],
  ['Urgency confidence', (scores: Scores) => scores.urgencyReliability],
] as const) {
  console.info(`\n| ${title} | ${figures.map(([name]) => name).join(' | ')} |`);
  console.info(`| --- | ${figures.map(() => '---').join(' | ')} |`);
  const edges = binsOf(figures[0]?.[1] as Scores);
  edges.forEach((edge, index) => {
    const cells = figures.map(([, scores]) => cell(binsOf(scores)[index] as Bin));
    console.info(`| ${edge.from.toFixed(1)}–${edge.to.toFixed(1)} | ${cells.join(' | ')} |`);
  });
}
