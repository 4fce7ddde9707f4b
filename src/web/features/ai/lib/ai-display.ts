import {
  CONFIDENCE_HIGH,
  CONFIDENCE_MEDIUM,
  URGENCY_HIGH,
  URGENCY_LOW,
  URGENCY_MEDIUM,
} from '#contract/constants.ts';
import type { BadgeVariant } from '#web/components/ui/badge.tsx';
import { formatNumber } from '#web/lib/locale-format.ts';

/** Product rules §4: urgency badge destructive at 8 or more, secondary at 6, outline at 4, else default. */
export function urgencyVariant(level: number): BadgeVariant {
  if (level >= URGENCY_HIGH) return 'destructive';
  if (level >= URGENCY_MEDIUM) return 'secondary';
  if (level >= URGENCY_LOW) return 'outline';
  return 'default';
}

/**
 * Issue 36: 'Level N' in words (the ai catalogue's `urgency.<key>`), on the same bands as the badge's colours: 8 or more act now, 6–7
 * this week, 4–5 plan a fix, under 4 keep an eye on it.
 */
export function urgencyWords(level: number): 'actNow' | 'thisWeek' | 'planFix' | 'keepAnEye' {
  if (level >= URGENCY_HIGH) return 'actNow';
  if (level >= URGENCY_MEDIUM) return 'thisWeek';
  if (level >= URGENCY_LOW) return 'planFix';
  return 'keepAnEye';
}

/** Most urgent first; equal levels keep the server's order. */
export function byUrgency<T extends { urgencyLevel: number }>(items: readonly T[]): T[] {
  return [...items].sort((left, right) => right.urgencyLevel - left.urgencyLevel);
}

type ConfidenceTone = 'high' | 'medium' | 'low';

/** Product rules §9: the confidence icon is green at 0.8 or more, yellow at 0.6 or more, red below. */
export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= CONFIDENCE_HIGH) return 'high';
  if (confidence >= CONFIDENCE_MEDIUM) return 'medium';
  return 'low';
}

/** '87%' / '87 %' by the language shown. */
export function confidencePercent(confidence: number): string {
  return formatNumber(Math.round(confidence * 100) / 100, { style: 'percent' });
}
