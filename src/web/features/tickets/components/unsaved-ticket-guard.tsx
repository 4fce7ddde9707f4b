import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { QuestionDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useNavigationBlocker } from '#web/lib/navigation-blocker.ts';

interface UnsavedTicketGuardProps {
  /**
   * Whether the form holds unsent input, read at the moment of leaving. A ref rather than a
   * value, so a successful submit can clear it and navigate in the same tick.
   */
  hasUnsavedInput: RefObject<boolean>;
  /** Forgets the kept draft (the 'Discard draft and leave' choice). */
  onDiscard: () => void;
}

/**
 * Decision 027: leaving the create form with unsent input asks first, in the app's own dialog for a
 * move inside the app (useNavigationBlocker, react-router's useBlocker contract) and the browser's for closing or reloading the
 * tab (beforeunload; browsers show their own text there).
 */
export function UnsavedTicketGuard({ hasUnsavedInput, onDiscard }: UnsavedTicketGuardProps) {
  const { t } = useTranslation('tickets');
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedInput.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    function warn(event: BeforeUnloadEvent) {
      if (!hasUnsavedInput.current) return;
      // Current browsers show their own prompt on preventDefault (the text cannot be chosen).
      event.preventDefault();
    }
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [hasUnsavedInput]);

  const isOpen = blocker.state === 'blocked';
  return (
    <QuestionDialog
      open={isOpen}
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      title={t('draft.leaveTitle')}
      description={t('draft.leaveDescription')}
      cancel={{ label: t('draft.keepEditing') }}
    >
      <Button
        variant="outline"
        onClick={() => {
          onDiscard();
          blocker.proceed?.();
        }}
      >
        {t('draft.discardAndLeave')}
      </Button>
      <Button
        onClick={() => {
          blocker.proceed?.();
        }}
      >
        {t('draft.leave')}
      </Button>
    </QuestionDialog>
  );
}
