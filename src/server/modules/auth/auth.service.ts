import type { ForgotPasswordInput, LoginInput, SessionUser } from '#contract/schemas/auth.ts';
import type { ChangePasswordInput, ResetPasswordInput } from '#contract/schemas/password-inputs.ts';
import { passwordProblem } from '#contract/utils/password-policy.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { UserCredentials } from '../users/user-credentials.ts';
import type { AuthRepository } from './auth.repository.ts';

// architecture §6: idle timeout 12 h, absolute lifetime 7 days.
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

// Forgot password (decision 016): a link works once, for 30 minutes; requests are limited per
// client address so the form cannot be used to flood someone's mailbox.
export const RESET_LINK_MS = 30 * 60 * 1000;
export const FORGOT_LIMIT = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;
export const RESET_MAIL_JOB = 'mail.password-reset';

export interface PasswordResetMail {
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Where the link points: PUBLIC_ORIGIN, never a request's Host header. */
  origin: string;
}

export function createAuthService(deps: {
  db: Database;
  repository: AuthRepository;
  users: UserCredentials;
  clock: Clock;
  /** Null when e-mail is not configured: no forgot-password link then. */
  resetMail: PasswordResetMail | null;
  /**
   * Told when sessions of a user end (sign-out, deactivation, reset), so open live streams on
   * every instance close at once instead of at their next heartbeat.
   */
  sessionsEnded?: (userId: string) => Promise<void>;
}) {
  const { db, repository, users, clock, resetMail } = deps;
  const sessionsEnded = deps.sessionsEnded ?? (() => Promise.resolve());
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

  /** Counts one attempt under `key` atomically and refuses it past the limit (429). */
  async function admitKeyed(
    key: string,
    limit: { maxFailures: number; windowMs: number },
  ): Promise<void> {
    const now = clock.now();
    const counted = await repository.countAttempt(
      key,
      now,
      new Date(now.getTime() - limit.windowMs),
    );
    if (counted.attempts > limit.maxFailures) {
      throw tooManyRequests(retryAfterSeconds(counted.windowStartedAt, limit.windowMs, now));
    }
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
    /**
     * The one per-key limiter (sign-in, password change, forgot password, technician signups):
     * counts an attempt atomically in the shared table and answers 429 past the limit.
     */
    admitAttempt: admitKeyed,

    async login(input: LoginInput, meta: LoginMeta): Promise<LoginResult> {
      if (clock.now().getTime() - lastPrunedAt >= PRUNE_INTERVAL_MS) await pruneExpired();
      // The contract's UsernameKeySchema already made it trimmed, ASCII and lower case.
      const username = input.username;
      const addressKey = await admitAttempt(username, meta.ip);

      const found = await repository.findCredentialsByUsername(input.username);
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

    /**
     * The session's user if it is still valid, without touching or deleting it: a live stream
     * re-checks its session on each heartbeat, and an open tab must not keep a session from idling.
     */
    async peekSession(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const session = await repository.findSession(hashToken(token));
      if (!session) return null;
      const now = clock.now().getTime();
      const isIdle = session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
      const isPastAbsolute = session.expiresAt.getTime() <= now;
      return isIdle || isPastAbsolute || session.user.status !== 'active' ? null : session.user;
    },

    /**
     * Changes the signed-in user's own password (issue 13). The current password must be right
     * (wrong guesses count like failed sign-ins, so a borrowed screen cannot brute-force it); the
     * new one follows the policy, clears mustChangePassword and ends every other session.
     */
    async changePassword(
      user: SessionUser,
      token: string | undefined,
      input: ChangePasswordInput,
    ): Promise<SessionUser> {
      const limitKey = `change:${user.id}`;
      // Counted before the check, like sign-in: parallel guesses cannot slip past the limit.
      await admitKeyed(limitKey, LOGIN_LIMITS.username);
      const currentHash = await users.findPasswordHash(user.id);
      if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
        throw new AppError('WRONG_PASSWORD', 'The current password is not correct', 400);
      }
      const problem = passwordProblem(input.newPassword, user.username);
      if (problem) throw badRequest(problem);
      if (input.newPassword === input.currentPassword) {
        throw badRequest('The new password must be different from the current one');
      }
      await repository.clearFailures(limitKey);
      await users.setPassword(user.id, {
        passwordHash: await hashPassword(input.newPassword),
        mustChangePassword: false,
      });
      if (token) await repository.deleteOtherSessionsOfUser(user.id, hashToken(token));
      await sessionsEnded(user.id);
      return { ...user, mustChangePassword: false };
    },

    isForgotPasswordEnabled(): boolean {
      return resetMail !== null;
    },

    /**
     * Forgot password: e-mails each active account the login names a single-use link, through
     * the job queue. The caller answers the same whether or not an account matched.
     */
    async requestPasswordReset(input: ForgotPasswordInput, ip: string | null): Promise<void> {
      if (!resetMail) throw notFound('Password reset by e-mail');
      const now = clock.now();
      await admitKeyed(`forgot:${ip ?? 'unknown'}`, FORGOT_LIMIT);
      const matches = (await users.findByUsernameOrEmail(input.login)).filter(
        (user) => user.status === 'active' && user.email,
      );
      for (const user of matches) {
        const token = newSessionToken();
        await db.transaction(async (tx) => {
          await repository.insertResetToken(
            {
              id: hashToken(token),
              userId: user.id,
              expiresAt: new Date(now.getTime() + RESET_LINK_MS),
              now,
            },
            tx,
          );
          // The mail is queued in the same transaction as its token: both or neither.
          await resetMail.jobs.enqueue(
            RESET_MAIL_JOB,
            {
              to: user.email,
              subject: 'Choose a new password',
              text: [
                `Hello ${user.name},`,
                '',
                `Someone asked to reset the password of the account "${user.username}".`,
                'To choose a new password, open this link within 30 minutes (it works once):',
                '',
                `${resetMail.origin}/reset-password?token=${encodeURIComponent(token)}`,
                '',
                'If it was not you, ignore this e-mail: your password stays the same.',
              ].join('\n'),
            },
            { executor: tx },
          );
        });
      }
    },

    /** Sets a new password with a forgot-password link; the link is used up, sessions end. */
    async resetPasswordWithToken(input: ResetPasswordInput): Promise<void> {
      const invalid = () =>
        new AppError(
          'INVALID_RESET_LINK',
          'This password reset link is invalid, used or expired. Ask for a new one.',
          400,
        );
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      const userId = await db.transaction(async (tx) => {
        const owner = await repository.consumeResetToken(hashToken(input.token), now, tx);
        if (!owner) throw invalid();
        const user = await users.findById(owner, tx);
        if (user?.status !== 'active') throw invalid();
        const problem = passwordProblem(input.newPassword, user.username);
        if (problem) throw badRequest(problem);
        await users.setPassword(owner, { passwordHash, mustChangePassword: false }, tx);
        await repository.deleteResetTokensOfUser(owner, tx);
        return owner;
      });
      await repository.deleteSessionsOfUser(userId);
      await sessionsEnded(userId);
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const userId = await repository.deleteSession(hashToken(token));
      if (userId) await sessionsEnded(userId);
    },

    /** Ends every session of a user: deactivation, deletion, password reset. */
    async endSessionsOfUser(userId: string): Promise<void> {
      await repository.deleteSessionsOfUser(userId);
      await sessionsEnded(userId);
    },

    /** Deletes expired sessions and stale attempt rows (also done on sign-ins, and at start). */
    pruneExpired,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
