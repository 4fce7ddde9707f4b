import { Badge } from '#web/components/ui/badge.tsx';

import { urgencyVariant } from '../lib/ai-display.ts';

/** Product rules §2/§4: 'Level N', destructive at 8 or more, secondary at 6, outline at 4, else default. */
export function UrgencyBadge({ level }: { level: number }) {
  return (
    <Badge variant={urgencyVariant(level)} data-testid="urgency-badge">
      Level {level}
    </Badge>
  );
}
