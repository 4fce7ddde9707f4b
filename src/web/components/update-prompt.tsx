import { RefreshCwIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';

import { useRegisterSW } from './update-prompt-registration.ts';

/** How often an open app asks the server whether a new version was deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function checkForUpdate(registration: ServiceWorkerRegistration) {
  // Without a network the check can only fail; the next focus or interval tries again.
  if (!navigator.onLine) return;
  registration.update().catch(() => undefined);
}

/**
 * Decision 036 §1: registers the service worker and, when a deploy has installed a new one, offers
 * 'New version available - Reload'. Nothing reloads by itself (a technician may be typing); the
 * bar is not modal, so the app stays usable until they press Reload.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  // 'Later' hides the bar for this visit; the new version then starts when the app is next opened.
  const [isDismissed, setIsDismissed] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      if (registered) setRegistration(registered);
    },
  });

  // A phone app stays open for days: look for a new version when it comes back to the front and
  // every hour while it is open.
  useEffect(() => {
    if (!registration) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkForUpdate(registration);
    };
    const onFocus = () => {
      checkForUpdate(registration);
    };
    const interval = setInterval(() => {
      checkForUpdate(registration);
    }, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, [registration]);

  if (!needRefresh || isDismissed) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center justify-between gap-3 rounded-lg border bg-card px-4 py-2 text-sm text-card-foreground shadow-lg sm:inset-x-auto sm:left-1/2 sm:-translate-x-1/2"
    >
      <p className="flex items-center gap-2 font-medium">
        <RefreshCwIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {t('shared.newVersion')}
          <span className="sr-only"> - </span>
        </span>
      </p>
      <div className="flex items-center gap-1">
        <Button
          size="sm"
          onClick={() => {
            void updateServiceWorker(true);
          }}
        >
          {t('shared.reload')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shared.later')}
          className="size-8"
          onClick={() => {
            setIsDismissed(true);
          }}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
