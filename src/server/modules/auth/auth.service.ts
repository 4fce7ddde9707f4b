import type { LoginInput, SessionUser } from '#contract/schemas/auth.ts';

import type { Clock } from '../../integrations/clock.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';

// DESIGN.md §6: idle timeout 12 h, absolute lifetime 7 days.
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would make every read a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60 * 1000;

// Decision 012. Per username: 10 failed sign-ins per 5 minutes, then 429 even for the right
// password (the account is under attack). Per client address: failures only, a higher ceiling
// (a store's staff share one address), and past it an attacker is slowed without locking anyone
// out: only an account with no attempt in its current window gets its one try.
export const LOGIN_LIMITS = {
  username: { maxFailures: 10, windowMs: 5 * 60 * 1000 },
  ip: { maxFailures: 100, windowMs: 15 * 60 * 1000 },
} as const;
// Attempt rows older than this are pruned; longer than any limiter's window (logins, signups).
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
// Expired sessions and stale attempt rows are pruned at most this often, on a sign-in.
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export interface LoginMeta {
  ip: string | null;
  userAgent: string | null;
  previousToken: string | undefined;
}

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

export type ResolvedSession =
  { kind: 'valid'; user: SessionUser; sessionId: string } | { kind: 'expired' } | { kind: 'none' };

export function createAuthService(deps: {
  repository: AuthRepository;
  users: UsersRepository;
  clock: Clock;
}) {
  const { repository, users, clock } = deps;
  // Unknown usernames are verified against this hash so they take as long as known ones.
  let dummyHash: Promise<string> | undefined;
  let lastPrunedAt = Number.NEGATIVE_INFINITY;

  function retryAfterSeconds(windowStartedAt: Date, windowMs: number, now: Date): number {
    return (windowStartedAt.getTime() + windowMs - now.getTime()) / 1000;
  }

  async function pruneExpired(): Promise<void> {
    const now = clock.now();
    lastPrunedAt = now.getTime();
    await repository.deleteExpiredSessions(now, new Date(now.getTime() - SESSION_IDLE_MS));
    await repository.deleteStaleAttempts(new Date(now.getTime() - ATTEMPT_RETENTION_MS));
  }

  /**
   * Counts this attempt before the password is verified (atomically, see countAttempt) and
   * refuses it past a limit. Answers the address key to take back when the password is right.
   */
  async function admitAttempt(username: string, ip: string | null): Promise<string | undefined> {
    const now = clock.now();
    const { username: userLimit, ip: ipLimit } = LOGIN_LIMITS;
    const account = await repository.countAttempt(
      `user:${username}`,
      now,
      new Date(now.getTime() - userLimit.windowMs),
    );
    if (account.attempts > userLimit.maxFailures) {
      throw tooManyRequests(retryAfterSeconds(account.windowStartedAt, userLimit.windowMs, now));
    }
    if (!ip) return undefined;
    const addressKey = `ip:${ip}`;
    const address = await repository.countAttempt(
      addressKey,
      now,
      new Date(now.getTime() - ipLimit.windowMs),
    );
    // Past the address ceiling, an account someone already tried this window is refused; an
    // untouched one still gets its one try, so a colleague behind the same address signs in.
    if (address.attempts > ipLimit.maxFailures && account.attempts > 1) {
      throw tooManyRequests(retryAfterSeconds(address.windowStartedAt, ipLimit.windowMs, now));
    }
    return addressKey;
  }

  return {
    async login(input: LoginInput, meta: LoginMeta): Promise<LoginResult> {
      if (clock.now().getTime() - lastPrunedAt >= PRUNE_INTERVAL_MS) await pruneExpired();
      // The contract's UsernameKeySchema already made it trimmed, ASCII and lower case.
      const username = input.username;
      const addressKey = await admitAttempt(username, meta.ip);

      const found = await users.findCredentialsByUsername(username);
      dummyHash ??= hashPassword(generatePassword());
      const isValid = await verifyPassword(
        found?.passwordHash ?? (await dummyHash),
        input.password,
      );
      // A wrong password answers the same whatever the account's status: no oracle for
      // inactive or pending accounts before the password is proven.
      if (!found || !isValid) {
        throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password', 401);
      }
      // The right password is not a failure: the account's count ends, the address's shrinks.
      await repository.clearFailures(`user:${username}`);
      if (addressKey) await repository.uncountAttempt(addressKey);
      if (found.user.status !== 'active') {
        throw new AppError(
          'FORBIDDEN',
          found.user.status === 'pending'
            ? 'Your account is awaiting approval by an administrator'
            : 'Your account is inactive. Contact an administrator.',
          403,
        );
      }
      // A new token at every sign-in; the one the browser held before is ended.
      if (meta.previousToken) await repository.deleteSession(hashToken(meta.previousToken));
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
      await repository.insertSession({
        id: hashToken(token),
        userId: found.user.id,
        expiresAt,
        now,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return { user: found.user, token, expiresAt };
    },

    async resolveSession(token: string | undefined): Promise<ResolvedSession> {
      if (!token || token.length > 200) return token ? { kind: 'expired' } : { kind: 'none' };
      const id = hashToken(token);
      const session = await repository.findSession(id);
      if (!session) return { kind: 'expired' };
      const now = clock.now().getTime();
      const isIdle = session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
      const isPastAbsolute = session.expiresAt.getTime() <= now;
      if (isIdle || isPastAbsolute || session.user.status !== 'active') {
        await repository.deleteSession(id);
        return { kind: 'expired' };
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(id, new Date(now));
      }
      return { kind: 'valid', user: session.user, sessionId: id };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repository.deleteSession(hashToken(token));
    },

    /** Ends every session of a user: deactivation, deletion, password reset. */
    async endSessionsOfUser(userId: string): Promise<void> {
      await repository.deleteSessionsOfUser(userId);
    },

    /** Deletes expired sessions and stale attempt rows (also done on sign-ins, and at start). */
    pruneExpired,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
