import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on. Decision 043: work a
 * screen does for something below the fold (the admin dashboard's chart: a second of throttled CPU
 * on a phone) waits until the reader scrolls near it. Without IntersectionObserver (jsdom) it is
 * true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, margin, isNear]);
  return isNear;
}
