import { RotateCwIcon, TimerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useTimeSettings } from '../api/time-settings.ts';
import { TimeSettingsForm } from './time-settings-form.tsx';

/** Decision 035: the admin's Settings screen; for now the chain's time and payroll rules. */
export function TimeSettingsCard() {
  const { t } = useTranslation('settings');
  const settings = useTimeSettings();
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <TimerIcon className="size-5" aria-hidden="true" />
          {t('time.title')}
        </h2>
        <CardDescription>{t('time.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="grid gap-4" data-testid="settings-loading">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : settings.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">{t('time.loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t('time.retry')}
            </Button>
          </div>
        ) : (
          <TimeSettingsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
