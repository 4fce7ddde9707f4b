import { randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1), the OWASP minimum (architecture §6).
// Algorithm 2 is argon2id in @node-rs/argon2's const enum, which isolatedModules cannot import.
const ARGON2ID = 2;

/**
 * Hashes computed at once (issue 37, decision 042). Each hash or check holds its 19 MiB for the
 * whole computation, on one of libuv's four threads: with sign-ins queued, four ran at once and the
 * built server's RSS rose by four times 19 MiB (the bench's sign-in line: 243-248 MB against 209-212
 * with two at once), for no more sign-ins a second on two cores, and no thread was left for file
 * reads and compression. The rest wait their turn, in order; a hash's own cost is unchanged.
 */
export const HASHES_AT_ONCE = 2;

let computing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (computing < HASHES_AT_ONCE) computing += 1;
  // A finished hash hands its place straight to the next in line (computing stays the same).
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else computing -= 1;
  }
}

/** Hashes being computed and waiting for their turn (for tests). */
export function hashingLoad(): { computing: number; waiting: number } {
  return { computing, waiting: waiting.length };
}

export function hashPassword(password: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see ARGON2ID
  return inTurn(() => hash(password, { algorithm: ARGON2ID }));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A readable random password for a generated first admin or a demo. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
