import { useState } from 'react';

/**
 * True from the first render where `isOpen` is, and then for good (decision 043, fourth pass): a
 * dialog whose code loads on first open stays mounted after it, so it closes with its animation
 * and opens the next time without waiting.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Adjusting state while rendering, not in an effect: the dialog mounts in the same render.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
