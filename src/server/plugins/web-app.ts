import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../lib/app-error.ts';
import { markRoutesPublic } from './session.ts';

/**
 * The path a request names, read the way a lenient router might (absolute-form request line,
 * dot segments, percent-encoding, repeated slashes, any letter case), so that no spelling of an
 * /api path is ever answered with the app shell.
 */
function looksLikeApi(request: FastifyRequest): boolean {
  let pathname: string;
  try {
    // Prefixing keeps `//api/...` a path (a bare URL base would read it as a host name).
    const url = request.url.startsWith('/')
      ? new URL(`http://internal${request.url}`)
      : new URL(request.url);
    pathname = url.pathname;
  } catch {
    return true;
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const normalised = pathname.replace(/\/+/g, '/').toLowerCase();
  return normalised === '/api' || normalised.startsWith('/api/');
}

/**
 * Serves the built web client (dist/web) with an SPA fallback: every non-API GET that is not a
 * file answers index.html, and unknown /api routes answer the JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<void> {
  const indexPath = webRoot === undefined ? undefined : path.join(webRoot, 'index.html');
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  if (webRoot !== undefined && indexHtml) {
    // The client's files are public by the flag on their routes, like every public route.
    await app.register(async (files) => {
      markRoutesPublic(files);
      await files.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        decorateReply: false,
        // Decision 052: the build's `.br` and `.gz` copies, as the browser accepts them.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under assets/; those never change. Everything else is
          // checked again each time: index.html, and the service worker (sw.js, its workbox-*.js,
          // manifest.webmanifest), which must reach installed apps on the next deploy (decision 036).
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            reply.header('cache-control', 'no-cache');
          }
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!indexHtml || looksLikeApi(request)) {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${pathname}`, 404);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${pathname}`, 404);
    }
    // A missing asset is a 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
