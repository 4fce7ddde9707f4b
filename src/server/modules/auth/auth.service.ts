import type { ForgotPasswordInput, LoginInput, SessionUser } from '#contract/schemas/auth.ts';
import type { ChangePasswordInput, ResetPasswordInput } from '#contract/schemas/password-inputs.ts';
import { passwordProblem } from '#contract/utils/password-policy.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { translateMessage } from '../../lib/translate-message.ts';
import type { UserCredentials } from '../users/user-credentials.ts';
import type { AuthRepository } from './auth.repository.ts';

// architecture §6: idle timeout 12 h, absolute lifetime 7 days.
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would make every read a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60 * 1000;

// Decision 012. Per username: 10 failed sign-ins per 5 minutes, then 429 even for the right
// password (the account is under attack). Per client address: failures only, a higher ceiling
// (a store's staff share one address), and past it an attacker is slowed: only an account with
// no attempt in its current window gets its one try. Decision 039 (password spraying): an address
// tries at most 20 distinct usernames an hour; a username signed in with the right password is
// taken back, so staff sharing an address are not counted, only names that failed.
export const LOGIN_LIMITS = {
  username: { maxFailures: 10, windowMs: 5 * 60 * 1000 },
  ip: { maxFailures: 100, windowMs: 15 * 60 * 1000 },
  usernamesPerIp: { maxUsernames: 20, windowMs: 60 * 60 * 1000 },
} as const;
// Attempt rows older than this are pruned; longer than any limiter's window (logins, signups).
const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
// Expired sessions and stale attempt rows are pruned at most this often, on a sign-in.
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

interface LoginMeta {
  ip: string | null;
  userAgent: string | null;
  previousToken: string | undefined;
}

interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

type ResolvedSession =
  { kind: 'valid'; user: SessionUser; sessionId: string } | { kind: 'expired' } | { kind: 'none' };

// Forgot password (decision 016, decision 039): a link works once, for 30 minutes, and only the
// newest link of an account works. Requests are limited per client address (answered 429, the
// same for every name), and mails per account whatever the address (silently: the requester was
// answered before the name was looked up, and a refusal must not tell that the account exists).
const RESET_LINK_MS = 30 * 60 * 1000;
const FORGOT_LIMIT = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;
export const RESET_MAILS_PER_ACCOUNT = { maxMails: 3, windowMs: 60 * 60 * 1000 } as const;
/** Looks up the login a request named and queues a mail per matching account: `{ login }`. */
export const RESET_REQUEST_JOB = 'auth.password-reset-request';
/** Sends one account its link, made at send time so no link is ever stored: `{ userId }`. */
export const RESET_MAIL_JOB = 'mail.password-reset';
/** The request job's login is what a stranger typed (sometimes a password): cleared when done. */
export const RESET_REQUEST_CLEARED_FIELDS = ['login'] as const;
/** A reset mail queued before this release carries its link in its text: cleared when done. */
export const RESET_MAIL_CLEARED_FIELDS = ['to', 'subject', 'text'] as const;

interface PasswordResetMail {
  jobs: Pick<JobQueue, 'enqueue'>;
  mailer: Mailer;
  /** Where the link points: PUBLIC_ORIGIN, never a request's Host header. */
  origin: string;
}

/** The sign-in limits' answer: the screen shows it, with the minutes left (decision 039). */
function signInLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-ins. Try again in ${minutes === 1 ? '1 minute' : `${String(minutes)} minutes`}.`,
    429,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
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
   * Password spraying (decision 039): an address may try a username it has not tried in the last
   * hour only while it has tried fewer than the limit of new usernames in its current hour. Runs
   * before anything else, so a username refused here is neither checked nor counted against its
   * account. Counted first and checked after (one upsert), so parallel attempts with new
   * usernames cannot share an old count (two parallel attempts at one new username count it
   * twice, never less). Answers the key to take back if the password turns out right.
   */
  async function admitUsernameFromAddress(
    username: string,
    ip: string,
    now: Date,
  ): Promise<{ usernamesKey: string; markKey: string; isNew: boolean }> {
    const limit = LOGIN_LIMITS.usernamesPerIp;
    const usernamesKey = `ip-usernames:${ip}`;
    const markKey = `ip-username:${ip}|${username}`;
    const windowStart = new Date(now.getTime() - limit.windowMs);
    // Check, count and mark as one step per address: without the lock, parallel first attempts
    // at one new username each counted it (eight typos at once used eight of the 20 names).
    return db.transaction(async (tx) => {
      await repository.lockAddressUsernames(usernamesKey, tx);
      if (await repository.isMarkedSince(markKey, windowStart, tx)) {
        return { usernamesKey, markKey, isNew: false };
      }
      const usernames = await repository.countAttempt(usernamesKey, now, windowStart, tx);
      if (usernames.attempts > limit.maxUsernames) {
        throw signInLimited(retryAfterSeconds(usernames.windowStartedAt, limit.windowMs, now));
      }
      await repository.markAttempt(markKey, now, tx);
      return { usernamesKey, markKey, isNew: true };
    });
  }

  /**
   * Counts this attempt before the password is verified (atomically, see countAttempt) and
   * refuses it past a limit. Answers what to take back when the password is right.
   */
  async function admitAttempt(username: string, ip: string | null): Promise<() => Promise<void>> {
    const now = clock.now();
    const { username: userLimit, ip: ipLimit } = LOGIN_LIMITS;
    const addressUsername = ip ? await admitUsernameFromAddress(username, ip, now) : undefined;
    const account = await repository.countAttempt(
      `user:${username}`,
      now,
      new Date(now.getTime() - userLimit.windowMs),
    );
    if (account.attempts > userLimit.maxFailures) {
      throw signInLimited(retryAfterSeconds(account.windowStartedAt, userLimit.windowMs, now));
    }
    const addressKey = ip ? `ip:${ip}` : undefined;
    if (addressKey) {
      const address = await repository.countAttempt(
        addressKey,
        now,
        new Date(now.getTime() - ipLimit.windowMs),
      );
      // Past the address ceiling, an account someone already tried this window is refused; an
      // untouched one still gets its one try (within the address's usernames an hour).
      if (address.attempts > ipLimit.maxFailures && account.attempts > 1) {
        throw signInLimited(retryAfterSeconds(address.windowStartedAt, ipLimit.windowMs, now));
      }
    }
    // The right password is not a failure: the account's count ends, the address's shrinks, and
    // the username stops counting among the address's new usernames while staying admitted
    // there (marked again now): staff behind one address, or one account signing in many times
    // at once, never use up the address's usernames.
    return async () => {
      await repository.clearFailures(`user:${username}`);
      if (addressKey) await repository.uncountAttempt(addressKey);
      if (addressUsername) {
        if (addressUsername.isNew) await repository.uncountAttempt(addressUsername.usernamesKey);
        await repository.markAttempt(addressUsername.markKey, clock.now());
      }
    };
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
      const takeBackAttempt = await admitAttempt(username, meta.ip);

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
      await takeBackAttempt();
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
     * Changes the signed-in user's own password (decision 015). The current password must be right
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
     * Forgot password (decision 039): what the caller awaits is the same work whatever the login
     * names, the address's limit and one queued row, so the answer tells nothing by its content or
     * its time. The lookup, the account's limit and the mail run after, in the job queue.
     */
    async requestPasswordReset(input: ForgotPasswordInput, ip: string | null): Promise<void> {
      if (!resetMail) throw notFound('Password reset by e-mail');
      await admitKeyed(`forgot:${ip ?? 'unknown'}`, FORGOT_LIMIT);
      await resetMail.jobs.enqueue(RESET_REQUEST_JOB, { login: input.login });
    },

    /**
     * The RESET_REQUEST_JOB: queues one mail for each active account the login names that has an
     * e-mail, at most RESET_MAILS_PER_ACCOUNT an hour per account whatever the address asked.
     */
    async runPasswordResetRequest(payload: Record<string, unknown>): Promise<void> {
      if (!resetMail || typeof payload.login !== 'string') return;
      const matches = (await users.findByUsernameOrEmail(payload.login)).filter(
        (user) => user.status === 'active' && user.email,
      );
      for (const user of matches) {
        const now = clock.now();
        const counted = await repository.countAttempt(
          `forgot-account:${user.id}`,
          now,
          new Date(now.getTime() - RESET_MAILS_PER_ACCOUNT.windowMs),
        );
        if (counted.attempts > RESET_MAILS_PER_ACCOUNT.maxMails) continue;
        await resetMail.jobs.enqueue(RESET_MAIL_JOB, { userId: user.id });
      }
    },

    /**
     * The RESET_MAIL_JOB: makes the account's link now and sends it. The link exists in clear
     * only in this mail (its table keeps a hash, the job a user id), and it replaces every
     * earlier link of the account: one live link per account. A mail the server refuses is
     * retried by the queue with a fresh link, which replaces the one never delivered.
     */
    async sendPasswordResetMail(payload: Record<string, unknown>): Promise<void> {
      if (!resetMail) return;
      // A mail queued before links were made at send time is sent as it was queued.
      if (typeof payload.to === 'string' && typeof payload.text === 'string') {
        await resetMail.mailer.send({
          to: payload.to,
          subject: typeof payload.subject === 'string' ? payload.subject : 'Choose a new password',
          text: payload.text,
        });
        return;
      }
      if (typeof payload.userId !== 'string') return;
      const user = await users.findById(payload.userId);
      if (user?.status !== 'active' || !user.email) return;
      const token = newSessionToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.deleteResetTokensOfUser(user.id, tx);
        await repository.insertResetToken(
          {
            id: hashToken(token),
            userId: user.id,
            expiresAt: new Date(now.getTime() + RESET_LINK_MS),
            now,
          },
          tx,
        );
      });
      // Issue 40: in the account's language (English when it has none).
      const tr = (english: string) => translateMessage(english, user.language ?? 'en');
      await resetMail.mailer.send({
        to: user.email,
        subject: tr('Choose a new password'),
        text: [
          tr(`Hello ${user.name},`),
          '',
          tr(`Someone asked to reset the password of the account "${user.username}".`),
          tr('To choose a new password, open this link within 30 minutes (it works once):'),
          '',
          `${resetMail.origin}/reset-password?token=${encodeURIComponent(token)}`,
          '',
          tr('If it was not you, ignore this e-mail: your password stays the same.'),
        ].join('\n'),
      });
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
