import { ApiError } from '#web/lib/api-client.ts';

// Product rules §8: 'Clock In Failed' shows the server's error field, or 'Clock in failed', or the hint
// for a missing session; 'Clock Out Failed' the server's error field or 'Clock out failed'.
const CLOCK_IN_LOGIN_HINT = "Please make sure you're logged in and try again.";

export function clockInErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return CLOCK_IN_LOGIN_HINT;
  }
  return 'Clock in failed';
}

export function clockOutErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'Clock out failed';
}
