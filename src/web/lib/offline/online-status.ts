import { useSyncExternalStore } from 'react';

// Decision 036 §3: "offline" is what the browser says (navigator.onLine false); a request that fails
// on the network counts too, where it happens (sendOrQueue).

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
