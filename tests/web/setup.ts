import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach } from 'vitest';

import { i18next } from '#web/lib/i18n/i18n.ts';

// waitFor and findBy give up after 1 s by default: on the two-core CI machine, with the API suites,
// lint and the type check beside them, a screen that does settle can take longer (a timeout is not
// a speed check; what they wait for is unchanged).
configure({ asyncUtilTimeout: 5_000 });

// Decision 044: components read their texts from the catalogues; every English one is loaded before
// the tests, so a screen renders at once as it does in the app once its chunk is in.
const englishNamespaces = Object.keys(
  import.meta.glob('../../src/web/lib/i18n/locales/en/*.json'),
).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));
await i18next.loadNamespaces(englishNamespaces);

// Component test files share a worker's module graph (`isolate: false`, decision 038): this file runs
// before each of them, and what one file leaves behind is cleared before the next.

// Timers still pending when a file ends would fire after the file is done: sonner removes a
// dismissed toast 200 ms later with a React state update, and React then reads `window.event`
// against whatever the DOM is by then. Every timer this file's tests start is tracked and the ones
// still pending are cancelled once the file is done; then the timer functions are put back, so the
// next file wraps its own environment's and wrappers never pile up.
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const fileSetTimeout = globalThis.setTimeout;
const fileClearTimeout = globalThis.clearTimeout;

globalThis.setTimeout = ((
  handler: (...args: unknown[]) => void,
  delay?: number,
  ...args: unknown[]
) => {
  const timer = fileSetTimeout(
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
  fileClearTimeout(timer);
}) as typeof clearTimeout;

beforeEach(() => {
  // sonner keeps its toasts in a module-level store and replays the active ones to a new
  // <Toaster>: a toast an earlier file raised must not appear in this one.
  toast.dismiss();
});

afterEach(async () => {
  cleanup();
  // A test that switched to Spanish leaves the next one in English.
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  for (const timer of pendingTimers) fileClearTimeout(timer);
  pendingTimers.clear();
  globalThis.setTimeout = fileSetTimeout;
  globalThis.clearTimeout = fileClearTimeout;
});
