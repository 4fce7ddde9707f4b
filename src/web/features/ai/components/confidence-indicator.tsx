import { CircleAlertIcon, CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '#web/lib/utils.ts';

import { confidencePercent, confidenceTone } from '../lib/ai-display.ts';

const TONES = {
  high: { icon: CircleCheckIcon, className: 'text-success' },
  medium: { icon: TriangleAlertIcon, className: 'text-warning' },
  low: { icon: CircleAlertIcon, className: 'text-destructive' },
} as const;

/** Product rules §2/§9: the confidence with an icon, green at 0.8 or more, yellow at 0.6 or more, red below. */
export function ConfidenceIndicator({ confidence }: { confidence: number }) {
  const { t } = useTranslation('ai');
  const tone = confidenceTone(confidence);
  const { icon: Icon, className } = TONES[tone];
  return (
    <div
      className="flex items-center gap-2 rounded-lg border p-3"
      data-testid="analysis-confidence"
      data-tone={tone}
    >
      <Icon className={cn('size-5 shrink-0', className)} aria-hidden="true" />
      <span className="text-sm">
        <span className="font-medium">
          {t('confidence.value', { percent: confidencePercent(confidence) })}
        </span>
        <span className="text-muted-foreground"> · {t(`confidence.${tone}`)}</span>
      </span>
    </div>
  );
}
