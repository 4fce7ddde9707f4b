import type { LabelledReport } from '../corpus/corpus-entry.ts';
import type { TriageCategory, TriageModel } from './triage-model.ts';
import { TriageModel as Model } from './triage-model.ts';

// How the triage is measured (architecture §7): category and priority accuracy, urgent recall and precision,
// and a reliability table of the answered confidence, on a labelled set or by k-fold
// cross-validation of the corpus. Used by the triage tests, which print the figures in the README.

interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  correct: number;
  /** Mean confidence answered in the bin. */
  confidence: number;
}

interface TriageScores {
  count: number;
  categoryAccuracy: number;
  priorityAccuracy: number;
  urgentRecall: number;
  urgentPrecision: number;
  /** Expected calibration error of the category confidence, 10 equal-width bins. */
  calibrationError: number;
  /** Bins 0.0–0.5 (one bin), 0.5–0.6 … 0.9–1.0 of the category confidence. */
  reliability: ReliabilityBin[];
  /**
   * Issue 38: the same bins of the urgency confidence; a report counts as right when urgent or not
   * urgent was right (what the risk questions are there to catch).
   */
  urgencyReliability: ReliabilityBin[];
  /** Reports the form would ask the three risk questions about. */
  asked: number;
  /** Urgent reports suggested below urgent, and how many of them the form would ask about. */
  missedUrgent: number;
  missedUrgentAsked: number;
}

interface Tally {
  count: number;
  category: number;
  priority: number;
  urgent: number;
  urgentFound: number;
  urgentPredicted: number;
  ece: { count: number; confidence: number; correct: number }[];
  reliability: ReliabilityBin[];
  urgencyReliability: ReliabilityBin[];
  asked: number;
  missedUrgent: number;
  missedUrgentAsked: number;
}

const EDGES = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001];

function emptyBins(): ReliabilityBin[] {
  return EDGES.slice(0, -1).map((from, index) => ({
    from,
    to: Math.min(1, EDGES[index + 1] ?? 1),
    count: 0,
    correct: 0,
    confidence: 0,
  }));
}

function addToBin(bins: ReliabilityBin[], confidence: number, isRight: boolean): void {
  const bin = bins.find((entry) => confidence >= entry.from && confidence < entry.to);
  if (!bin) return;
  bin.count += 1;
  bin.confidence += confidence;
  if (isRight) bin.correct += 1;
}

function meanBins(bins: ReliabilityBin[]): ReliabilityBin[] {
  return bins.map((bin) => ({
    ...bin,
    confidence: bin.count === 0 ? 0 : bin.confidence / bin.count,
  }));
}

function emptyTally(): Tally {
  return {
    count: 0,
    category: 0,
    priority: 0,
    urgent: 0,
    urgentFound: 0,
    urgentPredicted: 0,
    ece: Array.from({ length: 10 }, () => ({ count: 0, confidence: 0, correct: 0 })),
    reliability: emptyBins(),
    urgencyReliability: emptyBins(),
    asked: 0,
    missedUrgent: 0,
    missedUrgentAsked: 0,
  };
}

function addTo(tally: Tally, model: TriageModel, reports: readonly LabelledReport[]): void {
  for (const report of reports) {
    const result = model.analyze(report.title, report.description);
    const isRight = result.category === report.category;
    const confidence = result.categoryConfidence;
    tally.count += 1;
    if (isRight) tally.category += 1;
    if (result.priority === report.priority) tally.priority += 1;
    if (report.priority === 'urgent') {
      tally.urgent += 1;
      if (result.priority === 'urgent') tally.urgentFound += 1;
    }
    if (result.priority === 'urgent') tally.urgentPredicted += 1;
    const eceBin = tally.ece[Math.min(9, Math.floor(confidence * 10))];
    if (eceBin) {
      eceBin.count += 1;
      eceBin.confidence += confidence;
      if (isRight) eceBin.correct += 1;
    }
    addToBin(tally.reliability, confidence, isRight);
    const isUrgent = report.priority === 'urgent';
    addToBin(
      tally.urgencyReliability,
      result.urgencyConfidence,
      (result.priority === 'urgent') === isUrgent,
    );
    if (result.needsRiskQuestions) tally.asked += 1;
    if (isUrgent && result.priority !== 'urgent') {
      tally.missedUrgent += 1;
      if (result.needsRiskQuestions) tally.missedUrgentAsked += 1;
    }
  }
}

function scoresOf(tally: Tally): TriageScores {
  const calibrationError = tally.ece.reduce(
    (sum, bin) =>
      bin.count === 0
        ? sum
        : sum + (bin.count / tally.count) * Math.abs((bin.correct - bin.confidence) / bin.count),
    0,
  );
  return {
    count: tally.count,
    categoryAccuracy: tally.category / tally.count,
    priorityAccuracy: tally.priority / tally.count,
    urgentRecall: tally.urgentFound / Math.max(1, tally.urgent),
    urgentPrecision: tally.urgentFound / Math.max(1, tally.urgentPredicted),
    calibrationError,
    reliability: meanBins(tally.reliability),
    urgencyReliability: meanBins(tally.urgencyReliability),
    asked: tally.asked,
    missedUrgent: tally.missedUrgent,
    missedUrgentAsked: tally.missedUrgentAsked,
  };
}

export function evaluateTriage(
  model: TriageModel,
  reports: readonly LabelledReport[],
): TriageScores {
  const tally = emptyTally();
  addTo(tally, model, reports);
  return scoresOf(tally);
}

/** k-fold cross-validation of the corpus: every report is scored by a model that never saw it. */
export function crossValidateTriage(
  categories: readonly TriageCategory[],
  corpus: readonly LabelledReport[],
  folds = 5,
): TriageScores {
  const tally = emptyTally();
  for (let fold = 0; fold < folds; fold += 1) {
    const train = corpus.filter((_, index) => index % folds !== fold);
    const test = corpus.filter((_, index) => index % folds === fold);
    addTo(tally, Model.train({ categories, corpus: train }), test);
  }
  return scoresOf(tally);
}

export function formatScores(
  scores: Pick<
    TriageScores,
    | 'count'
    | 'categoryAccuracy'
    | 'priorityAccuracy'
    | 'urgentRecall'
    | 'urgentPrecision'
    | 'calibrationError'
  >,
): string {
  return [
    `category accuracy ${scores.categoryAccuracy.toFixed(3)}`,
    `priority accuracy ${scores.priorityAccuracy.toFixed(3)}`,
    `urgent recall ${scores.urgentRecall.toFixed(3)}`,
    `urgent precision ${scores.urgentPrecision.toFixed(3)}`,
    `calibration error ${scores.calibrationError.toFixed(3)}`,
    `(${String(scores.count)} reports)`,
  ].join(', ');
}

/**
 * The reliability tables as Markdown: category confidence against the category being right, then
 * urgency confidence against urgent-or-not being right, and how often the form would ask.
 */
export function formatReliability(scores: TriageScores): string {
  return [
    binTable('Category confidence', scores.reliability),
    '',
    binTable('Urgency confidence', scores.urgencyReliability),
    '',
    `Risk questions asked on ${String(scores.asked)} of ${String(scores.count)} reports; ` +
      `${String(scores.missedUrgentAsked)} of ${String(scores.missedUrgent)} urgent reports suggested below urgent would be asked.`,
  ].join('\n');
}

function binTable(title: string, bins: ReliabilityBin[]): string {
  const rows = bins.map(
    (bin) =>
      `| ${bin.from.toFixed(1)}–${bin.to.toFixed(1)} | ${String(bin.count)} | ${bin.count === 0 ? '–' : bin.confidence.toFixed(2)} | ${bin.count === 0 ? '–' : (bin.correct / bin.count).toFixed(2)} |`,
  );
  return [
    `| ${title} | Count | Mean confidence | Accuracy |`,
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
