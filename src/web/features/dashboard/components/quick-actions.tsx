import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

export interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
  variant?: 'default' | 'outline';
}

/** A dashboard's buttons (spec §2), as links so they open in a new tab too. */
export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
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
