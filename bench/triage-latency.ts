import { performance } from 'node:perf_hooks';

import { heldOutSet, heldOutSet2 } from '../src/server/modules/ai/corpus/held-out-set.ts';
import {
  CORPUS_CATEGORIES,
  trainingCorpus,
} from '../src/server/modules/ai/corpus/training-corpus.ts';
import { TriageModel } from '../src/server/modules/ai/engine/triage-model.ts';

// Architecture §7: the built-in triage's own time per report (the classifier and the rules, no HTTP, no
// database), over every report of both independent sets, a few rounds after one warm-up round. The
// goal is p95 under 20 ms; the endpoint's time under load is in the endpoint table.

export interface TriageLatency {
  reports: number;
  trainingMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export function measureTriageLatency(rounds = 5): TriageLatency {
  const trainingStart = performance.now();
  const model = TriageModel.train({ categories: CORPUS_CATEGORIES, corpus: trainingCorpus() });
  const trainingMs = performance.now() - trainingStart;
  const reports = [...heldOutSet(), ...heldOutSet2()];
  for (const report of reports) model.analyze(report.title, report.description);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const report of reports) {
      const start = performance.now();
      model.analyze(report.title, report.description);
      times.push(performance.now() - start);
    }
  }
  times.sort((left, right) => left - right);
  const at = (quantile: number) =>
    times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? 0;
  return {
    reports: times.length,
    trainingMs,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: times.at(-1) ?? 0,
  };
}

export function describeTriageLatency(latency: TriageLatency): string {
  return `  triage per report: p50 ${latency.p50Ms.toFixed(2)} ms, p95 ${latency.p95Ms.toFixed(2)} ms, max ${latency.maxMs.toFixed(2)} ms over ${String(latency.reports)} analyses (goal p95 < 20 ms); training ${latency.trainingMs.toFixed(0)} ms`;
}
