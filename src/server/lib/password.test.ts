import { describe, expect, it } from 'vitest';

import { HASHES_AT_ONCE, hashingLoad, hashPassword, verifyPassword } from './password.ts';

// Issue 37: each argon2id hash holds 19 MiB while it runs, so at most HASHES_AT_ONCE run at once and
// the rest wait their turn; every one still answers as it would alone.

describe('password hashing, a few at a time', () => {
  it('runs at most HASHES_AT_ONCE hashes at once and answers every one', async () => {
    const stored = await hashPassword('correct horse');
    expect(hashingLoad()).toEqual({ computing: 0, waiting: 0 });

    const seen: number[] = [];
    const watch = <T>(work: Promise<T>) =>
      work.then((value) => {
        seen.push(hashingLoad().computing);
        return value;
      });
    const checks = [
      watch(verifyPassword(stored, 'correct horse')),
      watch(verifyPassword(stored, 'wrong horse')),
      // A hash the library cannot read fails without keeping its place.
      watch(verifyPassword('not-a-hash', 'correct horse')),
      watch(verifyPassword(stored, 'correct horse')),
      watch(hashPassword('another one').then((made) => verifyPassword(made, 'another one'))),
      watch(verifyPassword(stored, '')),
    ];
    // Started together: two compute, the rest wait in line.
    expect(hashingLoad()).toEqual({ computing: HASHES_AT_ONCE, waiting: 6 - HASHES_AT_ONCE });

    expect(await Promise.all(checks)).toEqual([true, false, false, true, true, false]);
    expect(Math.max(...seen)).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(hashingLoad()).toEqual({ computing: 0, waiting: 0 });
  });
});
