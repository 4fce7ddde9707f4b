import { ErrorBodySchema } from '#contract/schemas/common.ts';

// What routes document besides their success: the error body, for each status they may answer.

/** A request that is validated, signed in, allowed and about something that exists. */
export const REQUEST_ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** A write, which may also conflict with what is stored (409). */
export const WRITE_ERRORS = { ...REQUEST_ERRORS, 409: ErrorBodySchema };
