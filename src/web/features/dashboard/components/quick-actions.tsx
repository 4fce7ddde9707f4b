import { PlusIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import type dashboard from '#web/lib/i18n/locales/en/dashboard.json';

interface QuickAction {
  /** The button's words: a key of the dashboard catalogue's `actions`. */
  label: keyof typeof dashboard.actions;
  to: string;
  icon: LucideIcon;
  variant?: 'default' | 'outline';
}

/** The first button of the dashboards that have it. */
export const CREATE_TICKET_ACTION: QuickAction = {
  label: 'createNewTicket',
  to: '/create-ticket',
  icon: PlusIcon,
  variant: 'default',
};

/** A dashboard's buttons (product rules §2), as links so they open in a new tab too. */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <CardHeader>
        <h2 id="quick-actions-title" className="leading-none font-semibold">
          {t('quickActions')}
        </h2>
      </CardHeader>
      <CardContent className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-2">
        {actions.map(({ label, to, icon: Icon, variant = 'outline' }) => (
          <Button key={label} asChild variant={variant} className="justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(`actions.${label}`)}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
