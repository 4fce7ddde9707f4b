import type { FastifyRequest } from 'fastify';

import { pickLanguage } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';

/**
 * Issue 40: the language a request is answered in: the signed-in person's, else the one the
 * request asks for (Accept-Language; the web app sends the language it shows), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? pickLanguage(request.headers['accept-language']);
}
