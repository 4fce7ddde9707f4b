import { defineModule } from '../module-manifest.ts';
import { SESSIONS_ENDED_EVENT } from './auth-events.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import {
  createAuthService,
  RESET_MAIL_CLEARED_FIELDS,
  RESET_MAIL_JOB,
  RESET_REQUEST_CLEARED_FIELDS,
  RESET_REQUEST_JOB,
} from './auth.service.ts';

/** Sign-in, sessions, the one per-key limiter, password change and reset by e-mail. */
export const authModule = defineModule({
  name: 'auth',
  layer: 'access',
  needs: ['userCredentials', 'users'],
  provides: ['auth'],
  create: (ctx, { userCredentials }) => ({
    auth: createAuthService({
      db: ctx.db,
      repository: createAuthRepository(ctx.db),
      users: userCredentials,
      clock: ctx.clock,
      resetMail: ctx.mailer ? { jobs: ctx.jobs, mailer: ctx.mailer, origin: ctx.linkOrigin } : null,
      sessionsEnded: (userId) => ctx.bus.publish({ type: SESSIONS_ENDED_EVENT, userId }),
    }),
  }),
  routes: ({ auth, users }, ctx) => [authRoutes({ auth, users, config: ctx.config })],
  // Decision 039: the lookup runs after the answer, and each link is made when its mail is sent.
  jobs: ({ auth }, ctx) =>
    ctx.mailer
      ? [
          {
            name: RESET_REQUEST_JOB,
            handler: (payload) => auth.runPasswordResetRequest(payload),
            options: { clearOnFinish: RESET_REQUEST_CLEARED_FIELDS },
          },
          {
            name: RESET_MAIL_JOB,
            handler: (payload) => auth.sendPasswordResetMail(payload),
            options: { clearOnFinish: RESET_MAIL_CLEARED_FIELDS },
          },
        ]
      : [],
  // A user deactivated, given a new role, reset or deleted signs in again (architecture §6).
  start: ({ auth, users }) => {
    users.onSignInRevoked((userId) => auth.endSessionsOfUser(userId));
  },
  testTier: 'cross-database',
});
