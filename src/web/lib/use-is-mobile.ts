import { useSyncExternalStore } from 'react';

import { MOBILE_BREAKPOINT_PX } from '#contract/constants.ts';

const query = `(max-width: ${String(MOBILE_BREAKPOINT_PX - 1)}px)`;

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => {
    media.removeEventListener('change', listener);
  };
}

/** True under the spec's 768 px mobile breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
