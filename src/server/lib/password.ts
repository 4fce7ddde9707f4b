import { randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1), the OWASP minimum (architecture §6).
// Algorithm 2 is argon2id in @node-rs/argon2's const enum, which isolatedModules cannot import.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see ARGON2ID
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable random password for a generated first admin or a demo. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
