import type { Language } from '#contract/languages.ts';
import type { AiAnalysisResult, AnalyzeTicketInput } from '#contract/schemas/ai.ts';

import type { Clock } from '../../../integrations/clock.ts';
import type { AiRepository, RepairStats } from '../ai.repository.ts';
import { CORPUS_CATEGORIES, triageTrainingData } from '../corpus/training-corpus.ts';
import { formatRepairTime, troubleshootingSteps } from '../knowledge-base/knowledge-base.ts';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.ts';
import { TriageModel } from './triage-model.ts';
import { trainTriageModelInWorker } from './triage-training-worker.ts';
import type { TriageTraining } from './triage-training-worker.ts';
import {
  DETAIL_HINT_ES,
  estimateInSpanish,
  reasoningInSpanish,
  stepsInSpanish,
} from './triage-spanish.ts';
import type { TriageResult } from './triage-model.ts';

// Keeps a trained triage model for the chain and answers POST /api/tickets/analyze offline. The model
// is retrained at once when categories change (an admin added one) and in the background when new
// tickets have arrived (checked at most every five minutes), in a worker process (issue 37: the
// training's memory goes away with the worker, and the server's thread stays free), so no request
// waits for training after the first. Should the worker fail, it trains here, in steps between
// requests.

/** The newest tickets the model learns from; bounded so training stays well under a second. */
const CHAIN_TRAINING_LIMIT = 1000;
// New tickets are looked for at most this often; training then runs between requests.
const RECHECK_MS = 5 * 60_000;
/** A chain estimate needs at least this many completed tickets with logged time in the category. */
const MIN_REPAIR_SAMPLES = 5;
const REPAIR_STATS_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;

interface EngineLog {
  warn(object: object, message: string): void;
}

interface TrainedState {
  model: TriageModel;
  categoriesKey: string;
  latestTicketAt: number | null;
  checkedAt: number;
  repairStats: Map<string, RepairStats>;
}

// What happens if nobody comes, one sentence per urgent cue, for the manager to check (architecture §7).
const CONSEQUENCES: Record<string, string> = {
  fire: 'Flames in a kitchen can spread to the hood and the building.',
  smoke: 'Smoke means something is burning or overheating and can turn into a fire.',
  gas: 'A gas smell is a fire and explosion risk until the leak is found.',
  trapped: 'Someone could be shut in with no way out.',
  sparks: 'Sparks can start a fire or shock whoever touches the equipment.',
  shock: 'Live electricity where people work can injure or kill.',
  burning: 'A burning smell or an overheating electrical part is a fire risk.',
  flood: 'Water or sewage on the floor is a slip and contamination risk.',
  'hot-oil': 'Hot oil out of the vat burns skin and makes the floor slippery.',
  glass: 'Broken glass can cut staff and end up in food.',
  injury: 'Someone has already been hurt.',
  'no-hot-water':
    'Without hot water staff cannot wash hands or sanitise dishes, so food cannot be served safely.',
  'bad-ice': 'Contaminated ice goes straight into customers’ drinks.',
  'food-temp':
    'Food held out of temperature can make customers sick and may have to be thrown out.',
  'room-temp': 'The temperature inside can make staff and customers ill.',
  outage: 'Customers cannot be served until it is fixed.',
};

const PRIORITY_WORDS = { low: 'Low', medium: 'Medium', urgent: 'Urgent' } as const;

/** Shown on the panel when a report is too vague to triage with confidence. */
const DETAIL_HINT =
  'Add what the equipment is doing (noise, leak, smell, temperature reading, error code) and whether food, safety or service is affected.';

function percent(probability: number): string {
  return `${String(Math.round(probability * 100))}%`;
}

function quoteList(words: string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
}

function sentenceList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** Minutes as people say them: "45 minutes", "1.5 hours" (to the nearest 5 minutes or half hour). */
function roundedDuration(minutes: number): { value: number; unit: 'minutes' | 'hours' } {
  if (minutes < 60) return { value: Math.max(5, Math.round(minutes / 5) * 5), unit: 'minutes' };
  return { value: Math.round((minutes / 60) * 2) / 2, unit: 'hours' };
}

function roundedHours(minutes: number): string {
  const { value, unit } = roundedDuration(minutes);
  return `${String(value)} ${unit === 'hours' && value === 1 ? 'hour' : unit}`;
}

function roundedRange(low: number, high: number): string {
  const from = roundedDuration(low);
  const to = roundedDuration(high);
  if (from.unit !== to.unit) return `${roundedHours(low)} to ${roundedHours(high)}`;
  if (from.value === to.value) return roundedHours(low);
  return `${String(from.value)}–${String(to.value)} ${to.unit}`;
}

export function createTriageEngine(deps: {
  repository: Pick<
    AiRepository,
    'listCategories' | 'listTrainingTickets' | 'repairStats' | 'latestTicketAt'
  >;
  knowledgeBase: KnowledgeBase;
  clock: Clock;
  log?: EngineLog;
  /** Trains away from the server's thread; the worker by default (tests replace it). */
  trainInWorker?: TriageTraining | undefined;
}) {
  const { repository, knowledgeBase, clock, trainInWorker = trainTriageModelInWorker } = deps;
  let state: TrainedState | undefined;
  let training: Promise<TrainedState> | undefined;

  async function train(
    categoriesKey: string,
    categoryList: { name: string; description: string }[],
  ) {
    const [chainTickets, stats, latest] = await Promise.all([
      repository.listTrainingTickets(CHAIN_TRAINING_LIMIT),
      repository.repairStats(new Date(clock.now().getTime() - REPAIR_STATS_WINDOW_MS)),
      repository.latestTicketAt(),
    ]);
    const categories = categoryList.length > 0 ? categoryList : CORPUS_CATEGORIES;
    const model = await trainInWorker({ categories, chainTickets }).catch((error: unknown) => {
      deps.log?.warn(
        { err: error },
        'training the triage model in a worker process failed; training it on the server thread',
      );
      return TriageModel.trainInTurns({ categories, corpus: triageTrainingData(), chainTickets });
    });
    const next: TrainedState = {
      model,
      categoriesKey,
      latestTicketAt: latest?.getTime() ?? null,
      checkedAt: clock.now().getTime(),
      repairStats: new Map(stats.map((entry) => [entry.category.toLowerCase(), entry])),
    };
    state = next;
    return next;
  }

  /** One training at a time; callers share the running one. */
  function trainOnce(categoriesKey: string, categoryList: { name: string; description: string }[]) {
    training ??= train(categoriesKey, categoryList).finally(() => {
      training = undefined;
    });
    return training;
  }

  async function currentModel(): Promise<TrainedState> {
    const categoryList = await repository.listCategories();
    const categoriesKey = categoryList
      .map((entry) => `${entry.name}\u0000${entry.description}`)
      .join('\u0001');
    if (!state || state.categoriesKey !== categoriesKey) {
      if (training) await training;
      if (!state || state.categoriesKey !== categoriesKey)
        return trainOnce(categoriesKey, categoryList);
      return state;
    }
    const now = clock.now().getTime();
    if (now - state.checkedAt >= RECHECK_MS && !training) {
      state.checkedAt = now;
      const trained = state;
      void repository
        .latestTicketAt()
        .then((latest) => {
          if ((latest?.getTime() ?? null) !== trained.latestTicketAt)
            return trainOnce(categoriesKey, categoryList);
          return undefined;
        })
        .catch((error: unknown) => {
          deps.log?.warn(
            { err: error },
            'retraining the triage model failed; keeping the current one',
          );
        });
    }
    return state;
  }

  function estimate(
    result: TriageResult,
    stats: Map<string, RepairStats>,
    guideMinutes: readonly [number, number],
  ) {
    const chain = stats.get(result.category.toLowerCase());
    if (chain && chain.count >= MIN_REPAIR_SAMPLES) {
      return `About ${roundedHours(chain.median)}, from ${String(chain.count)} completed ${result.category} tickets at this chain (most took ${roundedRange(chain.p25, chain.p75)})`;
    }
    return `${formatRepairTime(guideMinutes)} (typical for this repair)`;
  }

  function reasoning(result: TriageResult, guideSymptom: string): string {
    const parts: string[] = [];
    if (result.isSparse) {
      parts.push(
        `The report has too few words I recognise to be sure; ${result.category} is only a guess. Say what the equipment is and what it is doing.`,
      );
    } else {
      const cues = result.categoryCues.length > 0 ? ` from ${quoteList(result.categoryCues)}` : '';
      parts.push(
        `Looks like ${result.category} (${percent(Math.min(0.99, result.categoryConfidence))})${cues}.`,
      );
      if (result.runnerUp && result.runnerUp.probability >= 0.15) {
        parts.push(
          `It could also be ${result.runnerUp.category} (${percent(result.runnerUp.probability)}).`,
        );
      }
    }
    if (result.isOverlong) {
      parts.push(
        'The report is longer than a ticket can hold, so this is only a guess; say in a few lines what is wrong.',
      );
    }
    if (result.isVague) {
      parts.push(
        'The report does not say what is wrong, so this is only a guess; say what the equipment is doing.',
      );
    }
    if (result.isPriorityFromRules) {
      parts.push(
        `Urgent because the report mentions ${sentenceList(result.priorityCues.map((cue) => cue.reason))}.`,
      );
      const consequence = result.priorityCues
        .map((cue) => CONSEQUENCES[cue.signal])
        .find((sentence) => sentence !== undefined);
      if (consequence) parts.push(consequence);
    } else if (
      result.failure &&
      (result.failure.priority === 'urgent' || result.urgencyConfidence >= 0.6)
    ) {
      // Issue 38: the failure and what it puts at risk, in one sentence the manager can check.
      parts.push(`${PRIORITY_WORDS[result.priority]}: ${result.failure.reason}`);
    } else if (result.priority === 'urgent') {
      parts.push('Urgent: reports worded like this one have stopped service before.');
    } else if (result.priority === 'low') {
      parts.push('Low: it reads as cosmetic or minor, with no safety, food-safety or outage cue.');
    } else {
      parts.push('Medium: a fault to fix soon, with no safety, food-safety or outage cue.');
    }
    if (result.needsRiskQuestions) {
      parts.push('I am not sure how urgent this is, so the form asks three quick risk questions.');
    }
    parts.push(`Closest troubleshooting guide: ${guideSymptom}.`);
    return parts.join(' ');
  }

  return {
    /** Trains now if there is no model yet (start-up warm-up). */
    async warmUp(): Promise<void> {
      await currentModel();
    },

    /** Resolves once any running training has finished (tests). */
    async whenIdle(): Promise<void> {
      if (training) await training;
    },

    /** The categories the current model chooses among. */
    async categories(): Promise<readonly string[]> {
      return (await currentModel()).model.categories;
    },

    /** The triage of a report; `language` words it (issue 40), the figures are the same. */
    async analyze(input: AnalyzeTicketInput, language: Language = 'en'): Promise<AiAnalysisResult> {
      const trained = await currentModel();
      const result = trained.model.analyze(input.title, input.description);
      const guide = knowledgeBase.bestGuide(
        `${input.title}. ${input.description}`,
        result.category,
      );
      const answer: AiAnalysisResult = {
        // A model is never certain: the answer stays within [0.01, 0.99].
        confidence: Math.min(
          0.99,
          Math.max(0.01, Math.round(result.categoryConfidence * 1000) / 1000),
        ),
        suggestedCategory: result.category,
        suggestedPriority: result.priority,
        reasoning: reasoning(result, guide.symptom),
        estimatedRepairTime: estimate(result, trained.repairStats, guide.repairMinutes),
        troubleshootingSteps: troubleshootingSteps(guide),
        source: 'built-in',
        needsRiskQuestions: result.needsRiskQuestions,
        ...(result.isVague || result.isSparse || result.isOverlong
          ? { detailHint: DETAIL_HINT }
          : {}),
      };
      if (language !== 'es') return answer;
      return {
        ...answer,
        reasoning: reasoningInSpanish(result, guide),
        estimatedRepairTime: estimateInSpanish(answer.estimatedRepairTime),
        troubleshootingSteps: stepsInSpanish(guide),
        ...(answer.detailHint === undefined ? {} : { detailHint: DETAIL_HINT_ES }),
      };
    },

    /** The raw classifier output, for the LLM path's safety check and tests. */
    async classify(title: string, description: string): Promise<TriageResult> {
      return (await currentModel()).model.analyze(title, description);
    },
  };
}
