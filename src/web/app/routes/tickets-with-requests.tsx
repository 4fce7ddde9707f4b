import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import {
  RequestsPanel,
  usePendingRequestCount,
} from '#web/features/requests/components/requests-panel.tsx';

/**
 * Decision 033: admins and managers get a 'Requests' tab beside the board, with the pending count,
 * for problem reports from equipment labels. Composed here: features never import each other.
 * The tab lives in the address (?tab=requests) so it survives a reload and can be linked.
 */
export function TicketsWithRequests({
  canDecide,
  children,
}: {
  canDecide: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const count = usePendingRequestCount(canDecide);
  if (!canDecide) return children;
  const tab = params.get('tab') === 'requests' ? 'requests' : 'tickets';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === 'requests') next.set('tab', 'requests');
        else next.delete('tab');
        setParams(next, { replace: true });
      }}
    >
      <TabsList>
        <TabsTrigger value="tickets">{t('screen.ticketsTab')}</TabsTrigger>
        <TabsTrigger value="requests">
          {count === undefined ? t('screen.requestsTab') : t('screen.requestsTabCount', { count })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="tickets">{children}</TabsContent>
      <TabsContent value="requests">
        <RequestsPanel />
      </TabsContent>
    </Tabs>
  );
}
