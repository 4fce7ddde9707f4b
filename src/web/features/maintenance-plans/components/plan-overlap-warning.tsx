import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** Whether a failed save was refused because another plan overlaps it (issue 36). */
export function isPlanOverlap(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'PM_PLAN_OVERLAP';
}

interface PlanOverlapWarningProps {
  /** The failed save's error; anything but an overlap shows nothing here. */
  error: unknown;
  /** The button that saves anyway, e.g. 'Create anyway'. */
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
}

/**
 * Issue 36: the server names the plan this one overlaps (same scope and stores, about the same
 * cadence); the admin either changes the form or saves anyway, which resends with `confirmOverlap`.
 */
export function PlanOverlapWarning({
  error,
  confirmLabel,
  isPending,
  onConfirm,
}: PlanOverlapWarningProps) {
  const { t } = useTranslation('maintenance-plans');
  if (!isPlanOverlap(error)) return null;
  return (
    <Alert role="alert">
      <CopyIcon aria-hidden="true" />
      <AlertTitle>{t('overlap.title')}</AlertTitle>
      <AlertDescription>
        <p>{error.serverMessage ?? t('overlap.fallback')}</p>
        <p>{t('overlap.advice')}</p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-2"
          disabled={isPending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
