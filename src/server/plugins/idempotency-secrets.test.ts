import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { DispatchSchema, DispatchWithPortalLinkSchema } from '#contract/schemas/dispatch.ts';
import { ResetPasswordResultSchema } from '#contract/schemas/user.ts';

import type { IdempotencyService } from '../modules/idempotency/idempotency.service.ts';
import { registerIdempotency, secretAnswerField } from './idempotency.ts';

// Decision 039: a mutation whose answer holds a secret is never kept for an Idempotency-Key replay;
// one that answers a secret without saying so stops the app at start.

function appWithIdempotency() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerIdempotency(app, { idempotency: {} as IdempotencyService });
  return app;
}

describe('answers that hold a secret', () => {
  it('are found by their field names, nested or wrapped', () => {
    expect(secretAnswerField(ResetPasswordResultSchema)).toBe('temporaryPassword');
    expect(secretAnswerField(DispatchWithPortalLinkSchema)).toBe('portalUrl');
    expect(secretAnswerField(DispatchSchema)).toBeUndefined();
    expect(
      secretAnswerField(z.array(z.object({ user: z.object({ token: z.string() }).nullable() }))),
    ).toBe('token');
    expect(secretAnswerField(z.object({ mustChangePassword: z.boolean() }))).toBeUndefined();
  });

  it('stop the app when a mutation answers one without hasSecretAnswer', async () => {
    const app = appWithIdempotency();
    const route = (config: Record<string, unknown>) =>
      app.post(
        `/api/secret-${String(Object.keys(config).length)}`,
        { config, schema: { response: { 200: ResetPasswordResultSchema } } },
        () => ({ temporaryPassword: 'x' }),
      );
    expect(() => route({})).toThrow(
      "POST /api/secret-0 answers 'temporaryPassword': flag it config.hasSecretAnswer (decision 039)",
    );
    expect(() => route({ hasSecretAnswer: true })).not.toThrow();
    // A read is not kept for replay.
    expect(() =>
      app.get('/api/read', { schema: { response: { 200: ResetPasswordResultSchema } } }, () => ({
        temporaryPassword: 'x',
      })),
    ).not.toThrow();
    await app.close();
  });
});
