// Decision 036: a replayed offline action is applied once. Zod-free, so the web client's request
// code carries no schema library onto the sign-in page (decision 043).

/**
 * The header naming one user action. The same key from the same user is applied once: a replay gets
 * the first answer back (with IDEMPOTENCY_REPLAY_HEADER: true), a replay while the first is still
 * running answers 409 IDEMPOTENCY_IN_PROGRESS, and the key on another call or with another body
 * answers 422 IDEMPOTENCY_KEY_REUSED. A call whose answer holds a secret (a temporary password, a
 * portal link) is not replayed: the same key again answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENCY_REPLAY_HEADER = 'idempotent-replayed';
/** A client-generated id: a UUID fits; 8 to 100 letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Keys are kept this long; a replay after that is applied again (the outbox never waits so long). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 72;
