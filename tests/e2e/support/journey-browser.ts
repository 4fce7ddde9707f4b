import { existsSync } from 'node:fs';

// Decision 055: the journeys drive Debian's Chromium headless shell (package
// chromium-headless-shell: the same Blink and V8 as the chromium package, without the full
// browser around them), which Playwright itself uses for headless runs. On the two-core machine it
// took half the browser's CPU of the full Chromium and the journeys 19.1 -> 13.1 minutes. Where
// it is not installed the journeys use the full Chromium, as before.

/** The full Chromium: Lighthouse in the bench, and the journeys where no headless shell is. */
export const FULL_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian installs the shell's binary here; /usr/bin holds a wrapper script that does not exec it. */
const HEADLESS_SHELL =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The browser the journeys launch, or undefined when this machine has neither. */
export function journeyBrowserPath(): string | undefined {
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : undefined;
}
