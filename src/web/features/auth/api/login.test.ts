import { describe, expect, it } from 'vitest';

import { LoginInputSchema } from '#contract/schemas/auth.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';

import { LOGIN_MAX_LENGTH } from './login.ts';

describe('LOGIN_MAX_LENGTH', () => {
  // The sign-in page carries no zod (decision 043): its inputs stop where the schema would refuse.
  it('is the login schema’s maximum for each field', () => {
    expect(LOGIN_MAX_LENGTH).toEqual({
      username: maxLengthOf(LoginInputSchema.shape.username),
      password: maxLengthOf(LoginInputSchema.shape.password),
    });
  });
});
