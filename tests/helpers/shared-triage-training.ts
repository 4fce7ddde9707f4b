import { triageTrainingData } from '#server/modules/ai/corpus/training-corpus.ts';
import { TriageModel } from '#server/modules/ai/engine/triage-model.ts';
import type { TriageModelParts } from '#server/modules/ai/engine/triage-model.ts';
import type { TriageTraining } from '#server/modules/ai/engine/triage-training-worker.ts';

// Decision 051: the test apps of one Vitest worker share the triage models they train. A training
// is a process of its own (1.6 s of CPU, tsx and the corpus included), and a test app trains at
// its first ticket: 100 trainings in one run of the API projects, most of them on the same eight
// categories and the same few tickets. Training is deterministic (seeded) and reads only the
// categories' names and descriptions (not their ids, which differ between test databases) and the
// tickets' text and labels: the same input gives the same model, another input trains anew.
// A test app trains in its Vitest worker's thread, in the turns the engine itself falls back to
// (TriageModel.trainInTurns; the same steps as the worker process's `train`, so the same model):
// the worker process exists for the server's memory at rest, which a test app does not have, and
// a training cost 3.3-3.6 s of CPU there against 2.0-2.4 s here (33 a run; decision 056).
// The worker process itself is tested in triage-training-worker.test.ts, and the journeys' and the
// bench's servers train in it.

/** Inputs kept: a worker's files mostly train on one or two. */
const KEPT = 16;
const trained = new Map<string, Promise<TriageModelParts>>();

export const sharedTriageTraining: TriageTraining = async (input) => {
  const key = JSON.stringify({
    categories: input.categories.map(({ name, description }) => [name, description]),
    chainTickets: input.chainTickets.map(({ title, description, category, priority }) => [
      title,
      description,
      category,
      priority,
    ]),
  });
  let parts = trained.get(key);
  if (parts === undefined) {
    parts = TriageModel.trainInTurns({
      categories: input.categories,
      corpus: triageTrainingData(),
      chainTickets: input.chainTickets,
    }).then((model) => model.toParts());
    trained.set(key, parts);
    parts.catch(() => trained.delete(key));
    if (trained.size > KEPT) trained.delete(trained.keys().next().value ?? key);
  }
  // Each app gets a model of its own: nothing one app's engine does reaches another's.
  return TriageModel.fromParts(structuredClone(await parts));
};
