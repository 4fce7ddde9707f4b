import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte session token for the cookie (architecture §6). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by the token's hash, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
