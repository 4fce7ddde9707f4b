import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { badgeVariants } from '#web/components/ui/badge.tsx';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/utils.ts';

import { urgencyVariant } from '../lib/ai-display.ts';

/**
 * Product rules §2/§4: 'Level N', destructive at 8 or more, secondary at 6, outline at 4, else default.
 * 'Level 7' alone meant nothing to a new user (decisions 023-028): a tooltip explains the scale. The badge is a
 * button so the keyboard reaches it, and a tap opens the tooltip on a phone (Radix closes it on click).
 */
export function UrgencyBadge({ level }: { level: number }) {
  const { t } = useTranslation('ai');
  const [open, setOpen] = useState(false);
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger
          type="button"
          data-testid="urgency-badge"
          data-variant={urgencyVariant(level)}
          className={cn(badgeVariants({ variant: urgencyVariant(level) }), 'cursor-help')}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('urgency.level', { level })}
        </TooltipTrigger>
        <TooltipContent className="max-w-64">{t('urgency.explanation')}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
