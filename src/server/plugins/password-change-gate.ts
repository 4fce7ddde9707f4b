import type { FastifyInstance } from 'fastify';

import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route works while the signed-in user must still change their password (decision 015). */
    allowedBeforePasswordChange?: boolean;
  }
}

const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'You must change your password before you can continue';

/**
 * Forced password change (decision 015): while the signed-in user has mustChangePassword, every API
 * route refuses with 403 except those flagged `allowedBeforePasswordChange` (me, logout,
 * change-password). Kept apart from the session plugin on purpose: it only reads `request.user`,
 * which the session hook set, and decides from the matched route's flag and pattern, never from
 * how the URL was spelled. Registered after the session hook so it runs after it.
 */
export function registerPasswordChangeGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.user?.mustChangePassword || request.is404) return;
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/')) return;
    // Public routes (health, sign-in, applying as a technician) tell nothing about the account.
    if (route.config.isPublic || route.config.allowedBeforePasswordChange) return;
    throw new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED_MESSAGE, 403);
  });
}
