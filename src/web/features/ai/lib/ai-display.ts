import {
  CONFIDENCE_HIGH,
  CONFIDENCE_MEDIUM,
  URGENCY_HIGH,
  URGENCY_LOW,
  URGENCY_MEDIUM,
} from '#contract/constants.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';

/** Product rules §4: urgency badge destructive at 8 or more, secondary at 6, outline at 4, else default. */
export function urgencyVariant(level: number): BadgeVariant {
  if (level >= URGENCY_HIGH) return 'destructive';
  if (level >= URGENCY_MEDIUM) return 'secondary';
  if (level >= URGENCY_LOW) return 'outline';
  return 'default';
}

type ConfidenceTone = 'high' | 'medium' | 'low';

/** Product rules §9: the confidence icon is green at 0.8 or more, yellow at 0.6 or more, red below. */
export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= CONFIDENCE_HIGH) return 'high';
  if (confidence >= CONFIDENCE_MEDIUM) return 'medium';
  return 'low';
}

export function confidencePercent(confidence: number): string {
  return `${String(Math.round(confidence * 100))}%`;
}
