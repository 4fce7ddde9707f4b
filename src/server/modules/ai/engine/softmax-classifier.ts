import { setImmediate as nextTurn } from 'node:timers/promises';

import type { SparseVector } from './text-features.ts';

// A multinomial logistic regression over sparse features, trained with AdaGrad and L2. Small,
// deterministic (seeded shuffling) and fast: a thousand examples train in tens of milliseconds, and
// a prediction is one sparse dot product per class. Its softmax output is a probability, which the
// temperature calibrates (docs/decisions/010-offline-triage.md).

export interface TrainingExample<Label extends string> {
  features: SparseVector;
  label: Label;
  /** How much this example counts; the chain's own tickets and admin-added categories adjust it. */
  weight?: number;
}

interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  seed?: number;
  /** Divides the scores before the softmax; above 1 softens over-confident probabilities. */
  temperature?: number;
}

/**
 * A trained classifier as plain data, for handing a model from the training worker to the server's
 * thread (triage-training-worker.ts): the arrays can be transferred, not copied.
 */
export interface SoftmaxClassifierParts<Label extends string> {
  labels: readonly Label[];
  /** Feature names in weight-row order. */
  features: string[];
  weights: Float64Array<ArrayBuffer>;
  bias: Float64Array<ArrayBuffer>;
  temperature: number;
}

interface Prediction<Label extends string> {
  label: Label;
  probability: number;
  probabilities: { label: Label; probability: number }[];
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs training steps to the end at once. */
export function runToEnd<Result>(steps: Generator<void, Result>): Result {
  let next = steps.next();
  while (!next.done) next = steps.next();
  return next.value;
}

/** Runs training steps, letting the event loop serve other work between steps. */
export async function runInTurns<Result>(steps: Generator<void, Result>): Promise<Result> {
  let next = steps.next();
  while (!next.done) {
    await nextTurn();
    next = steps.next();
  }
  return next.value;
}

function softmaxInPlace(scores: Float64Array): void {
  let max = -Infinity;
  for (const score of scores) max = Math.max(max, score);
  let sum = 0;
  for (let index = 0; index < scores.length; index += 1) {
    const value = Math.exp((scores[index] ?? 0) - max);
    scores[index] = value;
    sum += value;
  }
  for (let index = 0; index < scores.length; index += 1) scores[index] = (scores[index] ?? 0) / sum;
}

interface DenseExample {
  indices: Int32Array;
  values: Float64Array;
  target: number;
  weight: number;
}

export class SoftmaxClassifier<Label extends string> {
  readonly labels: readonly Label[];
  /** Feature name → row in the weight matrix. */
  private readonly vocabulary: Map<string, number>;
  /** Row-major: feature row × class. */
  private readonly weights: Float64Array<ArrayBuffer>;
  private readonly bias: Float64Array<ArrayBuffer>;
  private readonly temperature: number;

  private constructor(
    labels: readonly Label[],
    vocabulary: Map<string, number>,
    weights: Float64Array<ArrayBuffer>,
    bias: Float64Array<ArrayBuffer>,
    temperature: number,
  ) {
    this.labels = labels;
    this.vocabulary = vocabulary;
    this.weights = weights;
    this.bias = bias;
    this.temperature = temperature;
  }

  /** The model as plain data; the arrays are the model's own (transferring them empties this model). */
  toParts(): SoftmaxClassifierParts<Label> {
    return {
      labels: this.labels,
      features: [...this.vocabulary.keys()],
      weights: this.weights,
      bias: this.bias,
      temperature: this.temperature,
    };
  }

  /** The model `toParts` described; throws when the arrays do not fit the labels and features. */
  static fromParts<Label extends string>(
    parts: SoftmaxClassifierParts<Label>,
  ): SoftmaxClassifier<Label> {
    const { labels, features, weights, bias, temperature } = parts;
    if (weights.length !== features.length * labels.length || bias.length !== labels.length) {
      throw new Error(
        `classifier parts do not fit: ${String(weights.length)} weights and ${String(bias.length)} biases for ${String(features.length)} features × ${String(labels.length)} labels`,
      );
    }
    const vocabulary = new Map(features.map((feature, index) => [feature, index]));
    if (vocabulary.size !== features.length) throw new Error('classifier parts repeat a feature');
    return new SoftmaxClassifier(labels, vocabulary, weights, bias, temperature);
  }

  static train<Label extends string>(
    labels: readonly Label[],
    examples: readonly TrainingExample<Label>[],
    options: TrainOptions = {},
  ): SoftmaxClassifier<Label> {
    return runToEnd(SoftmaxClassifier.trainingSteps(labels, examples, options));
  }

  /**
   * Training as steps: it pauses after each epoch, so a server can let requests through between
   * epochs instead of stalling for the whole training (see runInTurns).
   */
  static *trainingSteps<Label extends string>(
    labels: readonly Label[],
    examples: readonly TrainingExample<Label>[],
    options: TrainOptions = {},
  ): Generator<void, SoftmaxClassifier<Label>> {
    const { epochs = 15, learningRate = 0.5, l2 = 1e-5, seed = 42, temperature = 1 } = options;
    const classCount = labels.length;
    const labelIndex = new Map(labels.map((label, index) => [label, index]));
    const vocabulary = new Map<string, number>();
    const dense: DenseExample[] = [];
    for (const example of examples) {
      const target = labelIndex.get(example.label);
      if (target === undefined) continue;
      const indices = new Int32Array(example.features.size);
      const values = new Float64Array(example.features.size);
      let position = 0;
      for (const [feature, value] of example.features) {
        let index = vocabulary.get(feature);
        if (index === undefined) {
          index = vocabulary.size;
          vocabulary.set(feature, index);
        }
        indices[position] = index;
        values[position] = value;
        position += 1;
      }
      dense.push({ indices, values, target, weight: example.weight ?? 1 });
    }

    const model = new SoftmaxClassifier(
      labels,
      vocabulary,
      new Float64Array(vocabulary.size * classCount),
      new Float64Array(classCount),
      temperature,
    );
    const { weights, bias } = model;
    const squared = new Float64Array(weights.length);
    const biasSquared = new Float64Array(classCount);
    const scores = new Float64Array(classCount);
    const gradient = new Float64Array(classCount);
    const order = dense.map((_, index) => index);
    const random = mulberry32(seed);

    for (let epoch = 0; epoch < epochs; epoch += 1) {
      for (let index = order.length - 1; index > 0; index -= 1) {
        const swap = Math.floor(random() * (index + 1));
        const held = order[index] ?? 0;
        order[index] = order[swap] ?? 0;
        order[swap] = held;
      }
      for (const exampleIndex of order) {
        const example = dense[exampleIndex];
        if (!example) continue;
        const { indices, values, target, weight } = example;
        scores.set(bias);
        for (let position = 0; position < indices.length; position += 1) {
          const row = (indices[position] ?? 0) * classCount;
          const value = values[position] ?? 0;
          for (let k = 0; k < classCount; k += 1)
            scores[k] = (scores[k] ?? 0) + (weights[row + k] ?? 0) * value;
        }
        softmaxInPlace(scores);
        for (let k = 0; k < classCount; k += 1) {
          const g = ((scores[k] ?? 0) - (k === target ? 1 : 0)) * weight;
          gradient[k] = g;
          biasSquared[k] = (biasSquared[k] ?? 0) + g * g;
          bias[k] = (bias[k] ?? 0) - (learningRate * g) / Math.sqrt((biasSquared[k] ?? 0) + 1e-8);
        }
        for (let position = 0; position < indices.length; position += 1) {
          const row = (indices[position] ?? 0) * classCount;
          const value = values[position] ?? 0;
          for (let k = 0; k < classCount; k += 1) {
            const cell = row + k;
            const current = weights[cell] ?? 0;
            const g = (gradient[k] ?? 0) * value + l2 * current;
            const accumulated = (squared[cell] ?? 0) + g * g;
            squared[cell] = accumulated;
            weights[cell] = current - (learningRate * g) / Math.sqrt(accumulated + 1e-8);
          }
        }
      }
      yield;
    }
    return model;
  }

  private scores(features: SparseVector): Float64Array {
    const classCount = this.labels.length;
    const scores = new Float64Array(this.bias);
    for (const [feature, value] of features) {
      const index = this.vocabulary.get(feature);
      if (index === undefined) continue;
      const row = index * classCount;
      for (let k = 0; k < classCount; k += 1)
        scores[k] = (scores[k] ?? 0) + (this.weights[row + k] ?? 0) * value;
    }
    if (this.temperature !== 1) {
      for (let k = 0; k < classCount; k += 1) scores[k] = (scores[k] ?? 0) / this.temperature;
    }
    return scores;
  }

  predict(features: SparseVector): Prediction<Label> {
    const scores = this.scores(features);
    softmaxInPlace(scores);
    const probabilities = this.labels
      .map((label, index) => ({ label, probability: scores[index] ?? 0 }))
      .sort((left, right) => right.probability - left.probability);
    const best = probabilities[0];
    if (!best) throw new Error('classifier has no labels');
    return { label: best.label, probability: best.probability, probabilities };
  }

  /** How much each feature pushed towards a label, relative to the average label: the cues. */
  contributions(features: SparseVector, label: Label): Map<string, number> {
    const target = this.labels.indexOf(label);
    const classCount = this.labels.length;
    const result = new Map<string, number>();
    if (target < 0) return result;
    for (const [feature, value] of features) {
      const index = this.vocabulary.get(feature);
      if (index === undefined) continue;
      const row = index * classCount;
      let mean = 0;
      for (let k = 0; k < classCount; k += 1) mean += this.weights[row + k] ?? 0;
      mean /= classCount;
      result.set(feature, ((this.weights[row + target] ?? 0) - mean) * value);
    }
    return result;
  }

  get featureCount(): number {
    return this.vocabulary.size;
  }
}
