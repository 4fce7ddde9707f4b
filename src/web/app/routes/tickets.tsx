import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { canCreateTicket } from '#contract/ticket-access.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TicketsBoard } from '#web/features/tickets/components/tickets-board.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

import { TicketsWithRequests } from './tickets-with-requests.tsx';

export default function TicketsScreen() {
  const { t } = useTranslation('tickets');
  const user = useSignedInUser();
  const canCreate = canCreateTicket(user);
  return (
    <>
      <PageHeader
        title={
          ticketAudienceFor(user).kind === 'all'
            ? t('nav.allTickets', { ns: 'common' })
            : t('nav.myTickets', { ns: 'common' })
        }
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/create-ticket">
                <PlusIcon aria-hidden="true" />
                {t('screen.createNew')}
              </Link>
            </Button>
          ) : null
        }
      />
      <TicketsWithRequests canDecide={canCreate}>
        <TicketsBoard
          viewer={{ id: user.id, role: user.role, locationId: user.locationId ?? null }}
        />
      </TicketsWithRequests>
    </>
  );
}
