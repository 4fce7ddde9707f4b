import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/utils.ts';

interface StatCardProps {
  label: string;
  /** Undefined while loading. */
  value: number | string | undefined;
  description: string;
  icon: LucideIcon;
  tone?: 'default' | 'info' | 'warning' | 'destructive' | 'success';
  testId: string;
  /** The board filtered to what the card counts (decision 025). */
  to?: string;
}

const TONE_CLASSES: Record<NonNullable<StatCardProps['tone']>, string> = {
  default: 'text-muted-foreground',
  info: 'text-info',
  warning: 'text-warning',
  destructive: 'text-destructive',
  success: 'text-success',
};

/** One dashboard number with its label and what it counts (product rules §2). */
export function StatCard({
  label,
  value,
  description,
  icon: Icon,
  tone = 'default',
  testId,
  to,
}: StatCardProps) {
  const { t } = useTranslation('dashboard');
  const card = (
    <Card className={cn('gap-2 py-4', to && 'h-full transition-colors group-hover:bg-muted/50')}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
        {/* A label, not a heading: the cards sit in a labelled section. */}
        <p className="text-sm leading-none font-medium">{label}</p>
        <Icon className={cn('size-4', TONE_CLASSES[tone])} aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        {value === undefined ? (
          <Skeleton className="h-8 w-16" aria-label={t('loadingStat', { label })} />
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{description}</p>
      </CardContent>
    </Card>
  );
  return to ? (
    <Link
      to={to}
      className="group block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {card}
    </Link>
  ) : (
    card
  );
}
