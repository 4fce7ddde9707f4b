import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Runs the real server as a child process, as `npm start` does: the built dist/server/start.js
// (built by tests/helpers/global-setup-server-build.ts) on plain Node with source maps.

const mainPath = fileURLToPath(new URL('../../dist/server/start.js', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', mainPath], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 90_000;
  // What the last health check got, for the failure message: a start that never turns healthy
  // (seen once in CI, not reproduced) says whether it answered 503 or refused the connection.
  let lastAnswer = 'no answer yet';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
      lastAnswer = `${String(response.status)} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      // not listening yet
      // The cause's name and message too: a run under load once failed with a bare
      // "fetch failed", a cause without a code, after the server had printed that it serves.
      const cause =
        error instanceof Error
          ? (error.cause as { code?: string; name?: string; message?: string } | undefined)
          : undefined;
      const detail = [cause?.code, cause?.name, cause?.message].filter(Boolean).join(' ');
      lastAnswer = `${error instanceof Error ? error.message : String(error)}${detail ? ` (${detail})` : ''}`;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `server did not become healthy (last health check: ${lastAnswer}):\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, output: () => output, exited };
}

export async function signInCookie(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in ${username}: ${String(response.status)} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export async function call(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}
