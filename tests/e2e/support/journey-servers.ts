import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

// Decision 038: each Playwright worker starts its own journey servers (and so its own databases) once,
// so two workers never share a demo chain. A worker's ports are E2E_PORT (4173) + 10 × its
// parallel index: the demo server there, the clock server at +1, the mail server at +2.

const SUPPORT = path.dirname(fileURLToPath(import.meta.url));
const STARTUP_TIMEOUT_MS = 240_000;

export interface JourneyServer {
  baseURL: string;
  stop(): Promise<void>;
}

export type JourneyServerKind = 'demo' | 'clock' | 'mail';

const SCRIPTS: Record<JourneyServerKind, { script: string; offset: number }> = {
  demo: { script: 'start-e2e-server.ts', offset: 0 },
  clock: { script: 'start-clock-server.ts', offset: 1 },
  mail: { script: 'start-mail-server.ts', offset: 2 },
};

/** The port of a worker's server of one kind. */
export function journeyPort(kind: JourneyServerKind, parallelIndex: number): number {
  const base = Number(process.env.E2E_PORT ?? 4173);
  return base + 10 * parallelIndex + SCRIPTS[kind].offset;
}

/** A file or folder of one worker's server, in the temporary directory. */
export function journeyTempPath(name: string, port: number): string {
  return path.join(os.tmpdir(), `fixflow-e2e-${name}-${String(port)}`);
}

/** Starts a journey server on its port and answers once its health check is up. */
export async function startJourneyServer(
  kind: JourneyServerKind,
  port: number,
  env: Record<string, string> = {},
): Promise<JourneyServer> {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--import', 'tsx', path.join(SUPPORT, SCRIPTS[kind].script)],
    {
      env: { ...process.env, E2E_SERVER_PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    // What the server says on stderr (warnings, errors) stays visible in the run's output.
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const baseURL = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the ${kind} journey server on ${String(port)} exited early:\n${errors}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${kind} journey server on ${String(port)} did not start:\n${errors}`);
    }
    await delay(100);
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
