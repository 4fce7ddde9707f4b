import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { LabelledReport } from '../corpus/corpus-entry.ts';
import { triageTrainingData } from '../corpus/training-corpus.ts';
import { TriageModel } from './triage-model.ts';
import type { TriageCategory, TriageModelParts } from './triage-model.ts';

// Issue 37 (memory at rest): the triage model trains in a worker process. Training the corpus peaks
// near 94 MB of heap and leaves most of it as garbage that the server's heap would hold (and the
// process's RSS with it) until V8's memory reducer runs; in a worker that heap goes away when the
// worker exits, and the server's thread stays free for requests while it trains. A process, not a
// thread (decision 042, helper Y): a worker thread's native allocations come from a malloc arena of
// its own, which glibc keeps for the next thread when the thread exits, and the training left 19-20
// MB of it in the server's RSS for good; a process's memory all goes when it exits. The worker reads
// the corpus itself, gets the categories and the chain's tickets (read by the engine through the
// repository) as its one message, and answers with the trained model as plain parts (typed arrays,
// through the channel's structured clone). This one file is both sides: the server imports
// trainTriageModelInWorker, and the worker process runs the file as its entry (the guard at the end).

// NOTE: the server build (scripts/server-build.ts) rewrites every `import.meta.url` in our sources to
// the source file's URL, so in dist/server/ `import.meta.url` here names this .ts file, which plain
// Node cannot run. The build therefore defines BUILT_TRIAGE_TRAINING_WORKER: the path of the built
// worker (dist/server/triage-training-worker.js) relative to this source file. Built, the server
// starts that .js file and never loads tsx; under tsx and Vitest the constant is not defined and the
// worker runs this source file through tsx's loader.
declare const BUILT_TRIAGE_TRAINING_WORKER: string | undefined;

const TASK = 'fixflow:train-triage-model';
/** The worker process's one argument: the file's worker side runs there and nowhere else. */
const WORKER_ARG = '--fixflow-triage-training-worker';

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
 * The worker's Node options: the server's own (the built server's flags) for the built .js file; a
 * .ts file (tsx, Vitest) runs through tsx's loader instead of the test runner's or tsx's own flags.
 */
function workerExecArgv(url: URL): string[] {
  return url.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : process.execArgv;
}

/** What a failed worker wrote last, for the rejection (a missing file, a crash). */
const STDERR_KEPT = 2000;

/**
 * Trains the triage model on the corpus, the categories and the chain's tickets in a worker process
 * that exits once it has answered. Rejects when the worker cannot start, fails or exits without
 * answering (the engine then trains in its own thread). `workerUrl` replaces the worker file (tests).
 */
/** How the engine trains its model away from the server's thread (tests may share models). */
export type TriageTraining = typeof trainTriageModelInWorker;

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
    const worker = fork(fileURLToPath(url), [WORKER_ARG], {
      execArgv: workerExecArgv(url),
      // Typed arrays (the model's weights) cross the channel as themselves, not as JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let stderr = '';
    worker.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    // The first of these settles the promise; the others are ignored.
    worker.once('message', (parts: TriageModelParts) => {
      try {
        resolve(TriageModel.fromParts(parts));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    worker.on('error', reject);
    worker.once('exit', (code) => {
      reject(
        new Error(
          `the triage training worker (${url.pathname}) exited (code ${String(code)}) without a model${stderr ? `: ${stderr.trim()}` : ''}`,
        ),
      );
    });
    worker.send(request);
  });
}

function answerTrainingRequest(request: TrainingRequest, send: (parts: TriageModelParts) => void) {
  send(
    TriageModel.train({
      categories: request.categories,
      corpus: triageTrainingData(),
      chainTickets: request.chainTickets,
    }).toParts(),
  );
}

// The worker's side: runs only in the process trainTriageModelInWorker forks (its argument says so,
// and it has the channel), so importing this file does no work. It answers the one request and
// leaves once the answer is sent; should the server go first, the closed channel ends it too.
if (process.argv.includes(WORKER_ARG) && process.send) {
  process.once('message', (request: unknown) => {
    if (!isTrainingRequest(request)) process.exit(1);
    answerTrainingRequest(request, (parts) => {
      process.send?.(parts, undefined, undefined, () => {
        process.disconnect();
      });
    });
  });
  process.once('disconnect', () => {
    process.exit(0);
  });
}
