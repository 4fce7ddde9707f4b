import { beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../../integrations/clock.ts';
import type { LabelledReport } from '../corpus/corpus-entry.ts';
import { heldOutSet, heldOutSet2 } from '../corpus/held-out-set.ts';
import { CORPUS_CATEGORIES, triageTrainingData } from '../corpus/training-corpus.ts';
import { createKnowledgeBase } from '../knowledge-base/knowledge-base.ts';
import { createTriageEngine } from './triage-engine.ts';
import { TriageModel } from './triage-model.ts';
import type { TriageCategory } from './triage-model.ts';
import { trainTriageModelInWorker } from './triage-training-worker.ts';

// Issue 37: the model trained in the worker process is the model trained in-process, and the engine
// trains in its own thread when the worker fails.

const categories: TriageCategory[] = [
  ...CORPUS_CATEGORIES,
  // An admin-added category, so the worker is also handed one the corpus does not know.
  { name: 'Dish Machine', description: 'dish machine, dishwasher not washing or draining' },
];

// The chain's own tickets, as the repository hands them to the engine (newest first).
const chainTickets: LabelledReport[] = [
  {
    title: 'Dish machine not draining',
    description: 'the dish machine fills but will not drain, water sits in the tank',
    category: 'Dish Machine',
    priority: 'medium',
  },
  {
    title: 'La freidora no calienta',
    description: 'el aceite no llega a temperatura, las papas salen crudas',
    category: 'Fryer',
    priority: 'medium',
  },
  {
    title: 'Walk-in warm',
    description: 'walk-in cooler reads 48F this morning, product inside is warm',
    category: 'Refrigeration',
    priority: 'urgent',
  },
];

// English from both held-out sets (every 20th report, urgent and not) and Spanish, urgent and not.
const reports: { title: string; description: string }[] = [
  ...heldOutSet().filter((_, index) => index % 20 === 0),
  ...heldOutSet2().filter((_, index) => index % 20 === 0),
  { title: 'Huele a gas', description: 'huele a gas cerca de la estufa, sacamos a la gente' },
  {
    title: 'Cámara fría no enfría',
    description: 'la cámara está a 12 grados y la carne se está calentando',
  },
  { title: 'Baño', description: 'el lavamanos del baño gotea un poco, no es urgente' },
  { title: 'Dish machine', description: 'dishwasher will not drain again' },
  { title: 'it is broken', description: 'not working again, please send someone' },
];

let inProcess: TriageModel;

beforeAll(() => {
  inProcess = TriageModel.train({ categories, corpus: triageTrainingData(), chainTickets });
});

describe('training the triage model in a worker process', () => {
  it('gives the same answers as the model trained in-process', async () => {
    const inWorker = await trainTriageModelInWorker({ categories, chainTickets });

    expect(inWorker.categories).toEqual(inProcess.categories);
    expect(inWorker.trainingSize).toBe(inProcess.trainingSize);
    for (const report of reports) {
      expect(inWorker.analyze(report.title, report.description)).toStrictEqual(
        inProcess.analyze(report.title, report.description),
      );
    }
    // The spread covers urgent and non-urgent answers and the added category.
    const answers = reports.map((report) => inProcess.analyze(report.title, report.description));
    expect(new Set(answers.map((answer) => answer.priority))).toEqual(
      new Set(['low', 'medium', 'urgent']),
    );
    expect(answers.map((answer) => answer.category)).toContain('Dish Machine');
    // A process started through tsx's loader, then the training: 3-5 s on two busy cores, where
    // Vitest's 5 s default made it a coin toss. A timeout, not a speed check.
  }, 30_000);

  it('rebuilds a model from its parts', () => {
    const parts = inProcess.toParts();
    const rebuilt = TriageModel.fromParts(parts);

    expect(rebuilt.toParts()).toStrictEqual(parts);
    for (const report of reports.slice(-5)) {
      expect(rebuilt.analyze(report.title, report.description)).toStrictEqual(
        inProcess.analyze(report.title, report.description),
      );
    }
    // Copying and comparing a whole model's weights: 5.6 s on a machine 2.5 times slower than
    // usual (decision 042, the lead's late-night section), past Vitest's 5 s default. A timeout,
    // not a speed check.
  }, 30_000);

  it('refuses parts whose weights do not fit the features and labels', () => {
    const parts = inProcess.toParts();
    const categoryClassifier = { ...parts.categoryClassifier, features: ['w:one', 'w:two'] };

    expect(() => TriageModel.fromParts({ ...parts, categoryClassifier })).toThrow(/do not fit/);
  });

  it('rejects when the worker cannot start', async () => {
    await expect(
      trainTriageModelInWorker(
        { categories, chainTickets },
        { workerUrl: new URL('./no-such-worker.js', import.meta.url) },
      ),
    ).rejects.toThrow(/no-such-worker/);
  });
});

describe('the engine’s training', () => {
  function engineWith(trainInWorker: Parameters<typeof createTriageEngine>[0]['trainInWorker']) {
    const clock = fixedClock('2026-11-29T12:00:00Z');
    let latest = new Date('2026-11-29T11:00:00Z');
    const warnings: string[] = [];
    const engine = createTriageEngine({
      repository: {
        listCategories: () =>
          Promise.resolve(categories.map((entry, id) => ({ id: String(id), ...entry }))),
        listTrainingTickets: () => Promise.resolve(chainTickets),
        repairStats: () => Promise.resolve([]),
        latestTicketAt: () => Promise.resolve(latest),
      },
      knowledgeBase: createKnowledgeBase(),
      clock,
      log: { warn: (_object, message) => warnings.push(message) },
      trainInWorker,
    });
    return {
      engine,
      clock,
      warnings,
      newTicket: () => {
        latest = new Date(clock.now());
      },
    };
  }

  it('trains in its own thread, with a warning, when the worker fails', async () => {
    const { engine, warnings } = engineWith(() =>
      Promise.reject(new Error('the worker could not start')),
    );

    const result = await engine.classify('Huele a gas', 'huele a gas cerca de la estufa');

    expect(result).toStrictEqual(
      inProcess.analyze('Huele a gas', 'huele a gas cerca de la estufa'),
    );
    expect(warnings).toEqual([
      'training the triage model in a worker process failed; training it on the server thread',
    ]);
  });

  it('lets the first analysis wait for the training already running', async () => {
    let finish: (model: TriageModel) => void = () => undefined;
    const training = new Promise<TriageModel>((resolve) => {
      finish = resolve;
    });
    let trainings = 0;
    const { engine } = engineWith(() => {
      trainings += 1;
      return training;
    });

    const warmUp = engine.warmUp();
    const analysis = engine.analyze({
      title: 'Fryer',
      description: 'the fryer will not heat up',
      location: null,
    });
    finish(inProcess);
    await warmUp;

    expect((await analysis).suggestedCategory).toBe('Fryer');
    expect(trainings).toBe(1);
  });

  it('retrains in the background once new tickets have arrived', async () => {
    let trainings = 0;
    let retrained: () => void = () => undefined;
    const whenRetrained = new Promise<void>((resolve) => {
      retrained = resolve;
    });
    const { engine, clock, newTicket } = engineWith(() => {
      trainings += 1;
      if (trainings === 2) retrained();
      return Promise.resolve(inProcess);
    });
    await engine.warmUp();

    clock.advance(60_000);
    newTicket();
    await engine.classify('Fryer', 'the fryer will not heat up');
    expect(trainings).toBe(1);

    // New tickets are looked for at most every five minutes.
    clock.advance(5 * 60_000);
    await engine.classify('Fryer', 'the fryer will not heat up');
    await whenRetrained;
    await engine.whenIdle();
    expect(trainings).toBe(2);
  });
});
