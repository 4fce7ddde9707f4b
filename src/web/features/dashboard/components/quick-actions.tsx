import { PlusIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';

interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
  variant?: 'default' | 'outline';
}

/** The first button of the dashboards that have it. */
export const CREATE_TICKET_ACTION: QuickAction = {
  label: 'Create New Ticket',
  to: '/create-ticket',
  icon: PlusIcon,
  variant: 'default',
};

/** A dashboard's buttons (product rules §2), as links so they open in a new tab too. */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <CardHeader>
        <h2 id="quick-actions-title" className="leading-none font-semibold">
          Quick Actions
        </h2>
      </CardHeader>
      <CardContent className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-2">
        {actions.map(({ label, to, icon: Icon, variant = 'outline' }) => (
          <Button key={label} asChild variant={variant} className="justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
