import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Timers still pending when a file ends would fire after the test DOM (happy-dom) is torn down: sonner
// removes a dismissed toast 200 ms later with a React state update, and React then reads
// `window.event`, which no longer exists ("window is not defined", reported as an unhandled error of
// whichever file ran last on a loaded machine). Every timer a file starts is tracked and the ones
// still pending are cancelled once the file is done, so nothing runs against a dead environment.
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const nativeSetTimeout = globalThis.setTimeout;
const nativeClearTimeout = globalThis.clearTimeout;

globalThis.setTimeout = ((
  handler: (...args: unknown[]) => void,
  delay?: number,
  ...args: unknown[]
) => {
  const timer = nativeSetTimeout(
    (...callArgs: unknown[]) => {
      pendingTimers.delete(timer);
      handler(...callArgs);
    },
    delay,
    ...args,
  );
  pendingTimers.add(timer);
  return timer;
}) as typeof setTimeout;

globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
  if (timer !== undefined) pendingTimers.delete(timer);
  nativeClearTimeout(timer);
}) as typeof clearTimeout;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(() => {
  for (const timer of pendingTimers) nativeClearTimeout(timer);
  pendingTimers.clear();
});
