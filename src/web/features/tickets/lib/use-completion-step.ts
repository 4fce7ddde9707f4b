import { useSearchParams } from 'react-router';

import { TICKET_STEP_PARAM } from '#web/lib/ticket-links.ts';

/**
 * Decisions 029-031: the ticket detail's completion step is open while the address says `?step=complete`
 * (the Today list and the time clock link there) and the viewer may complete the ticket; otherwise
 * the detail shows alone. Opening and closing replace the address, so Back leaves the ticket
 * rather than the step, and the detail's parts that open it share this one state.
 */
export function useCompletionStep(mayComplete: boolean): {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = mayComplete && searchParams.get(TICKET_STEP_PARAM) === 'complete';
  const setOpen = (open: boolean) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(TICKET_STEP_PARAM, 'complete');
        else next.delete(TICKET_STEP_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return { isOpen, setOpen };
}
