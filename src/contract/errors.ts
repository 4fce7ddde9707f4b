import type { z } from 'zod';

import type { ErrorBodySchema } from './schemas/common.ts';

// The closed set of machine-readable error codes the API answers with (architecture §5). The web
// client may branch on these; the human `error` text is what users see.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'WRONG_PASSWORD',
  'INVALID_RESET_LINK',
  'CROSS_ORIGIN_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'ALREADY_CLOCKED_IN',
  'NOT_CLOCKED_IN',
  'SESSION_OVERLAP',
  // Decision 035: a change inside a locked pay period or an approved week.
  'PERIOD_LOCKED',
  'WEEK_APPROVED',
  // Decision 035 (timesheets): approval of a week.
  'WEEK_HAS_OPEN_SESSION',
  'ALREADY_APPROVED',
  'NOT_APPROVED',
  // Decision 035: pay periods.
  'PERIOD_HAS_OPEN_SESSION',
  'PERIOD_NOT_LOCKED',
  'PERIOD_OVERLAP',
  // Issue 36: payroll is exported only for a period that has ended and holds time.
  'PERIOD_NOT_ENDED',
  'PERIOD_HAS_NO_TIME',
  // Decision 035: breaks of the running session (decision 035).
  'ALREADY_ON_BREAK',
  'NOT_ON_BREAK',
  // Decision 036: replayed actions.
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  // Decision 039: a repeated key on a route whose answer held a secret (it is not kept for replay).
  'IDEMPOTENCY_ANSWER_NOT_KEPT',
  // Decision 037: dispatching a ticket to an outside vendor.
  'NTE_OVER_CEILING',
  'VENDOR_INSURANCE_EXPIRED',
  'VENDOR_INACTIVE',
  'VENDOR_NOT_SERVING',
  'TICKET_ALREADY_DISPATCHED',
  // The vendor portal.
  'DISPATCH_OUT_OF_ORDER',
  'DISPATCH_REVOKED',
  // Issue 36: a plan whose scope and recurrence overlap another plan (resent with confirmOverlap).
  'PM_PLAN_OVERLAP',
  'CATEGORY_LIMIT_REACHED',
  'LOCATION_HAS_ACTIVE_TICKETS',
  'CATEGORY_IN_USE',
  'DUPLICATE_NAME',
  'TICKET_NOT_OPEN',
  'TICKET_COMPLETED',
  'LAST_ADMIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a value (an answer's `code`) is one of ERROR_CODES. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

// Zod-free (decision 043): the web client reads the codes on every page, the sign-in page too, and
// a schema here would bring zod with it. ErrorBodySchema is in schemas/common.ts.
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
