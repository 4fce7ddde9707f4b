// Events the auth module puts on the app's event bus (src/server/integrations/event-bus.ts).

/**
 * Sessions of this user ended (sign-out, deactivation, deletion, password reset or change). Live
 * streams on every instance re-check their sessions at once and close the ones that ended.
 */
export const SESSIONS_ENDED_EVENT = 'sessions.ended';
