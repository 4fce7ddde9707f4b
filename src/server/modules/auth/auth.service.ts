import type { LoginInput, SessionUser } from '#contract/schemas/auth.ts';

import type { Clock } from '../../integrations/clock.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { AuthRepository } from './auth.repository.ts';

// architecture §6: idle timeout 12 h, absolute lifetime 7 days.
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would make every read a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60 * 1000;

// Failed sign-ins allowed per window before 429, per username and per client address.
export const LOGIN_LIMITS = {
  username: { maxFailures: 10, windowMs: 5 * 60 * 1000 },
  ip: { maxFailures: 30, windowMs: 5 * 60 * 1000 },
} as const;

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

export function createAuthService(deps: { repository: AuthRepository; clock: Clock }) {
  const { repository, clock } = deps;
  // Unknown usernames are verified against this hash so they take as long as known ones.
  let dummyHash: Promise<string> | undefined;

  async function assertNotLimited(keys: { key: string; maxFailures: number; windowMs: number }[]) {
    const now = clock.now();
    for (const { key, maxFailures, windowMs } of keys) {
      const windowStart = new Date(now.getTime() - windowMs);
      const record = await repository.readFailures(key, windowStart);
      if (record && record.failures >= maxFailures) {
        const retryAfterMs = record.windowStartedAt.getTime() + windowMs - now.getTime();
        throw tooManyRequests(retryAfterMs / 1000);
      }
    }
  }

  return {
    async login(input: LoginInput, meta: LoginMeta): Promise<LoginResult> {
      const usernameKey = `user:${input.username.toLowerCase()}`;
      const limits = [
        { key: usernameKey, ...LOGIN_LIMITS.username },
        ...(meta.ip ? [{ key: `ip:${meta.ip}`, ...LOGIN_LIMITS.ip }] : []),
      ];
      await assertNotLimited(limits);

      const found = await repository.findCredentialsByUsername(input.username);
      dummyHash ??= hashPassword(generatePassword());
      const isValid = await verifyPassword(
        found?.passwordHash ?? (await dummyHash),
        input.password,
      );
      if (!found || !isValid) {
        const now = clock.now();
        for (const limit of limits) {
          await repository.recordFailure(limit.key, now, new Date(now.getTime() - limit.windowMs));
        }
        throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password', 401);
      }
      if (found.user.status !== 'active') {
        throw new AppError(
          'FORBIDDEN',
          found.user.status === 'pending'
            ? 'Your account is awaiting approval by an administrator'
            : 'Your account is inactive. Contact an administrator.',
          403,
        );
      }
      await repository.clearFailures(usernameKey);
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

    async pruneExpired(): Promise<void> {
      const now = clock.now();
      await repository.deleteExpiredSessions(now, new Date(now.getTime() - SESSION_IDLE_MS));
      await repository.deleteStaleAttempts(
        new Date(
          now.getTime() - Math.max(LOGIN_LIMITS.ip.windowMs, LOGIN_LIMITS.username.windowMs),
        ),
      );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
