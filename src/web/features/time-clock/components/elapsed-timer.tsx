import { useEffect, useState } from 'react';

import { formatElapsed } from '#contract/utils/duration.ts';
import { cn } from '#web/lib/utils.ts';

// Product rules §9: the elapsed timer refreshes every second.
const TICK_MS = 1000;

/** hh:mm:ss since `since`, ticking every second (product rules §2). */
export function ElapsedTimer({ since, className }: { since: string; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return (
    // role="timer" is not announced on every tick (its live region is off by default).
    <span
      role="timer"
      aria-label="Elapsed time"
      className={cn('font-mono tabular-nums', className)}
    >
      {formatElapsed(now - new Date(since).getTime())}
    </span>
  );
}
