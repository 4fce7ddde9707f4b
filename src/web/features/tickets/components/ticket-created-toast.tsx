import { Trans } from 'react-i18next';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';
import { notifySuccess } from '#web/lib/notify.ts';

import { ticketLabel } from '../lib/ticket-format.ts';

/**
 * Product rules §8's 'Success' / 'Ticket created successfully!', word for word, then the issue's
 * 'Ticket #1056 created' as a link to the ticket's address (decision 027). The toaster sits outside the router, so the link
 * is a plain anchor that hands in-app navigation to `open`.
 */
export function notifyTicketCreated(
  ticket: Pick<Ticket, 'id' | 'ticketNumber'>,
  open: (path: string) => void,
) {
  const path = `/tickets/${encodeURIComponent(ticket.id)}`;
  // Raised outside any component: the words come from the translation layer itself.
  const t = i18next.getFixedT(null, 'tickets');
  notifySuccess(
    t('toasts.success'),
    <span>
      <Trans
        t={t}
        i18nKey="created.body"
        values={{ ticket: ticketLabel(ticket) }}
        components={{
          view: (
            // The text comes from the catalogue, inside the tag.
            // eslint-disable-next-line jsx-a11y/anchor-has-content
            <a
              href={path}
              className="font-medium underline underline-offset-4"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                open(path);
              }}
            />
          ),
        }}
      />
    </span>,
  );
}
