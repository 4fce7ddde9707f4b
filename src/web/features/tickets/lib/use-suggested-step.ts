import { useSearchParams } from 'react-router';

import { TICKET_PREFILL_PARAMS, TICKET_STEP_PARAM } from '#web/lib/ticket-links.ts';

type SuggestedStep =
  | { kind: 'assign'; technicianId: string; start: string | null; end: string | null }
  | { kind: 'schedule'; start: string; end: string }
  | null;

function isInstant(value: string | null): value is string {
  return value !== null && !Number.isNaN(Date.parse(value));
}

/**
 * Architecture §7: a scheduling suggestion's button opens the ticket with `?step=assign&technician=…` or
 * `?step=schedule&start=…&end=…` (ticketAssignPath / ticketSchedulePath); the detail opens that
 * dialog filled in. Closing it drops the parameters (replacing the address, so Back leaves the ticket).
 * Values that do not parse are ignored: the dialog then opens with its usual defaults.
 */
export function useSuggestedStep(): { step: SuggestedStep; clear: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = searchParams.get(TICKET_STEP_PARAM);
  const start = searchParams.get(TICKET_PREFILL_PARAMS.start);
  const end = searchParams.get(TICKET_PREFILL_PARAMS.end);
  const hasSlot = isInstant(start) && isInstant(end);
  const technicianId = searchParams.get(TICKET_PREFILL_PARAMS.technician);
  let step: SuggestedStep = null;
  if (kind === 'assign' && technicianId) {
    step = { kind, technicianId, start: hasSlot ? start : null, end: hasSlot ? end : null };
  } else if (kind === 'schedule' && hasSlot) {
    step = { kind, start, end };
  }
  const clear = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TICKET_STEP_PARAM);
        for (const name of Object.values(TICKET_PREFILL_PARAMS)) next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  return { step, clear };
}
