import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import type { LabelledReport } from '../corpus/corpus-entry.ts';
import { triageTrainingData } from '../corpus/training-corpus.ts';
import { TriageModel } from './triage-model.ts';
import type { TriageCategory, TriageModelParts } from './triage-model.ts';

// Issue 37 (memory at rest): the triage model trains in a worker thread. Training the corpus peaks
// near 94 MB of heap and leaves most of it as garbage that the server's heap would hold (and the
// process's RSS with it) until V8's memory reducer runs; in a worker that heap goes away when the
// worker exits, and the server's thread stays free for requests while it trains. The worker reads
// the corpus itself, gets the categories and the chain's tickets (read by the engine through the
// repository) as workerData, and answers with the trained model as plain parts whose arrays are
// transferred, not copied. This one file is both sides: the server's thread imports
// trainTriageModelInWorker, and the worker runs the file as its entry (the guard at the end).

// NOTE: the server build (scripts/server-build.ts) rewrites every `import.meta.url` in our sources to
// the source file's URL, so in dist/server/ `import.meta.url` here names this .ts file, which plain
// Node cannot run. The build therefore defines BUILT_TRIAGE_TRAINING_WORKER: the path of the built
// worker (dist/server/triage-training-worker.js) relative to this source file. Built, the server
// starts that .js file and never loads tsx; under tsx and Vitest the constant is not defined and the
// worker runs this source file through tsx's loader.
declare const BUILT_TRIAGE_TRAINING_WORKER: string | undefined;

const TASK = 'fixflow:train-triage-model';

interface TrainingRequest {
  task: typeof TASK;
  categories: readonly TriageCategory[];
  chainTickets: readonly LabelledReport[];
}

function isTrainingRequest(data: unknown): data is TrainingRequest {
  return typeof data === 'object' && data !== null && (data as { task?: unknown }).task === TASK;
}

function workerFile(): URL {
  return typeof BUILT_TRIAGE_TRAINING_WORKER === 'string'
    ? new URL(BUILT_TRIAGE_TRAINING_WORKER, import.meta.url)
    : new URL(import.meta.url);
}

/**
 * A worker on a .ts file (tsx, Vitest) needs tsx's loader. NOTE: Node 20 does not apply loader hooks
 * given in a Worker's execArgv (`--import tsx` there still fails with ERR_UNKNOWN_FILE_EXTENSION;
 * nodejs/node#47747, fixed in Node 22.2), so the worker starts from this small script, which registers
 * tsx in the worker's own thread and then imports the file. The built worker is plain JavaScript and
 * starts directly, inheriting the server's flags (--enable-source-maps).
 */
function tsxEntry(url: URL): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
}

/**
 * Trains the triage model on the corpus, the categories and the chain's tickets in a worker thread
 * that exits once it has answered. Rejects when the worker cannot start, fails or exits without
 * answering (the engine then trains in its own thread). `workerUrl` replaces the worker file (tests).
 */
export function trainTriageModelInWorker(
  input: { categories: readonly TriageCategory[]; chainTickets: readonly LabelledReport[] },
  options: { workerUrl?: URL } = {},
): Promise<TriageModel> {
  const url = options.workerUrl ?? workerFile();
  const request: TrainingRequest = {
    task: TASK,
    categories: input.categories,
    chainTickets: input.chainTickets,
  };
  return new Promise((resolve, reject) => {
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(tsxEntry(url), { eval: true, workerData: request })
      : new Worker(url, { workerData: request });
    // The first of these settles the promise; the others are ignored.
    worker.once('message', (parts: TriageModelParts) => {
      try {
        resolve(TriageModel.fromParts(parts));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`the triage training worker exited (code ${String(code)}) without a model`));
    });
  });
}

function answerTrainingRequest(request: TrainingRequest, port: NonNullable<typeof parentPort>) {
  const parts = TriageModel.train({
    categories: request.categories,
    corpus: triageTrainingData(),
    chainTickets: request.chainTickets,
  }).toParts();
  port.postMessage(parts, [
    parts.categoryClassifier.weights.buffer,
    parts.categoryClassifier.bias.buffer,
    parts.priorityClassifier.weights.buffer,
    parts.priorityClassifier.bias.buffer,
  ]);
}

// The worker's side: runs only in a worker thread started by trainTriageModelInWorker (a test
// runner's own worker threads carry other workerData), so importing this file does no work.
if (!isMainThread && parentPort !== null && isTrainingRequest(workerData)) {
  answerTrainingRequest(workerData, parentPort);
}
