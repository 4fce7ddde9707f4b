import type { LucideIcon } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

interface SummaryStatProps {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}

export function SummaryStat({ icon: Icon, label, value, testId }: SummaryStatProps) {
  return (
    <Card className="gap-2 py-4 print:shadow-none">
      <CardHeader className="flex flex-row items-center justify-between px-4">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="px-4">
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}
