import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

import { fillPath, listApiRoutes } from './openapi-routes.ts';
import type { ApiRoute } from './openapi-routes.ts';
import { permissionMatrixRouteKeys } from './permission-matrix.ts';

// Decisions 012-016: authentication was decided from the raw URL's prefix while the router decoded it, so
// `/%61pi/calendar-events` or an absolute-form request line read every user's events signed out.
// Every route of the app's own route table, in every spelling a router or proxy might accept,
// sent signed out to a listening server (inject would normalise the request line): 401 or 404,
// never data and never the web app's shell.

const SHELL_MARKER = 'fixflow-app-shell-marker';

let testApp: TestApp;
let port: number;
let allRoutes: ApiRoute[];
let routes: ApiRoute[];

beforeAll(async () => {
  // A built web client, so that a spelling falling through to the SPA fallback would show.
  const webRoot = path.join(
    process.env.TMPDIR ?? '/tmp',
    `fixflow-web-${String(process.pid)}-${String(Math.random()).slice(2)}`,
  );
  await mkdir(webRoot, { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), `<html><body>${SHELL_MARKER}</body></html>`);
  testApp = await buildTestApp({ deps: { webRoot } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
  allRoutes = await listApiRoutes(testApp.app);
  routes = allRoutes.filter((route) => !route.isPublic);
});
afterAll(async () => {
  await testApp.close();
});

interface RawAnswer {
  status: number;
  text: string;
}

/** Sends one request line exactly as written, with a JSON body for mutations. */
function sendRaw(method: string, target: string): Promise<RawAnswer> {
  const body = method === 'GET' || method === 'DELETE' ? '' : '{}';
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${String(port)}`,
    'Connection: close',
    ...(body ? ['Content-Type: application/json'] : []),
    `Content-Length: ${String(Buffer.byteLength(body))}`,
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end(head + body);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ status: Number(status ?? 0), text });
    });
  });
}

/** The spellings of one path that must all be refused signed out. */
function spellingsOf(apiPath: string): string[] {
  const rest = apiPath.slice('/api/'.length);
  const firstSegment = rest.split('/')[0] ?? '';
  const encodedLetter = `%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`;
  return [
    apiPath,
    `/%61pi/${rest}`,
    `/%41PI/${rest}`,
    `/api/${encodedLetter}`,
    `http://127.0.0.1:${String(port)}${apiPath}`,
    `http://127.0.0.1:${String(port)}/%61pi/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/x/../${rest}`,
    `/api/./${rest}`,
    `/x/../api/${rest}`,
    `/API/${rest}`,
    `/Api/${firstSegment.toUpperCase()}${rest.slice(firstSegment.length)}`,
    `${apiPath}/`,
  ];
}

describe('the permission matrix of `npm run test:slow`', () => {
  // The matrix itself is exhaustive and slow (decision 038); a route added without its entry
  // would otherwise only fail there.
  it('has an entry for every route of the app, and no entry for a route that does not exist', () => {
    const actual = allRoutes.map((route) => `${route.method} ${route.path}`).sort();
    expect(actual).toEqual(permissionMatrixRouteKeys());
  });
});

describe('every signed-in route, in every spelling, signed out', () => {
  it('the route table lists the routes that leaked (the walk is not empty)', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/calendar-events',
        'GET /api/locations',
        'GET /api/categories',
      ]),
    );
  });

  it('answers 401 or 404 and never data or the app shell', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const apiPath = fillPath(
        route.path,
        Object.fromEntries(
          route.pathParams.map((name) => [name, '00000000-0000-4000-8000-000000000001']),
        ),
      );
      for (const target of spellingsOf(apiPath)) {
        const answer = await sendRaw(route.method, target);
        if (![401, 404].includes(answer.status) || answer.text.includes(SHELL_MARKER)) {
          leaks.push(`${route.method} ${target} -> ${String(answer.status)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers a spelled-out unknown /api path with the JSON 404, not the app shell', async () => {
    for (const target of ['/%61pi/no-such-thing', '/API/no-such-thing', '//api/no-such-thing']) {
      const answer = await sendRaw('GET', target);
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).toContain('"code":"NOT_FOUND"');
    }
  });

  it('still serves the app shell for a client route', async () => {
    const answer = await sendRaw('GET', '/tickets');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(SHELL_MARKER);
  });
});
