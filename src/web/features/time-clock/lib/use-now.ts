import { useEffect, useState } from 'react';

// Product rules §9: the elapsed timer refreshes every second.
const TICK_MS = 1000;

/** Date.now(), re-rendering every second while mounted. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return now;
}
