import { CheckCircle2Icon, ClockIcon, MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { canCompleteTicket } from '#contract/ticket-access.ts';
import type { TicketAccessUser } from '#contract/ticket-access.ts';
import { Button } from '#web/components/ui/button.tsx';

import { useStoreAddress } from '../api/get-locations.ts';
import { mapSearchUrl } from '../lib/map-link.ts';
import { ticketNextAction } from '../lib/ticket-next-action.ts';
import { useCompletionStep } from '../lib/use-completion-step.ts';
import { AcceptTicketButton } from './accept-ticket-button.tsx';
import { CompleteTicketDialog } from './complete-ticket-dialog.tsx';

/** The store's address as a link that opens the maps app (a new tab on a desktop). */
export function StoreMapLink({ address, className }: { address: string; className?: string }) {
  return (
    <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer" className={className}>
      <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 break-words">{address}</span>
    </a>
  );
}

/**
 * Decision 031: on a phone the technician's next step (Accept, Go to Time Clock or Complete Ticket)
 * and the store's address stay at the bottom of the ticket detail, above the fold, while the
 * detail scrolls above them. It sticks to the bottom of the dialog's scrolling area (-bottom-6:
 * sticky offsets count from inside the dialog's padding), and takes its own place at the end, so
 * it never covers the last of the detail. Hidden from `sm` up, where
 * the detail's own actions are in view.
 */
export function TicketPhoneActionBar({
  ticket,
  viewer,
}: {
  ticket: Ticket;
  viewer: TicketAccessUser;
}) {
  const { t } = useTranslation('tickets');
  const action = ticketNextAction(viewer, ticket);
  const address = useStoreAddress(ticket.locationId);
  const completionStep = useCompletionStep(canCompleteTicket(viewer, ticket));
  return (
    <>
      {/* The step of `?step=complete` (decisions 029-031) at every width; the bar's button opens it too. */}
      <CompleteTicketDialog
        ticket={ticket}
        open={completionStep.isOpen}
        onOpenChange={completionStep.setOpen}
      />
      {action || address ? (
        <div
          role="region"
          aria-label={t('detail.nextAction')}
          className="sticky -bottom-6 z-10 -mx-6 -mb-6 grid gap-2 border-t bg-background px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.25)] sm:hidden"
        >
          {address ? (
            <StoreMapLink
              address={address}
              className="flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            />
          ) : null}
          {action === 'accept' ? <AcceptTicketButton ticket={ticket} className="w-full" /> : null}
          {action === 'go-to-clock' ? (
            <Button asChild className="w-full">
              <Link to={`/clock?ticketId=${encodeURIComponent(ticket.id)}`}>
                <ClockIcon aria-hidden="true" />
                {t('detail.goToClock')}
              </Link>
            </Button>
          ) : null}
          {action === 'complete' ? (
            <Button
              className="w-full"
              onClick={() => {
                completionStep.setOpen(true);
              }}
            >
              <CheckCircle2Icon aria-hidden="true" />
              {t('detail.completeTicket')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
