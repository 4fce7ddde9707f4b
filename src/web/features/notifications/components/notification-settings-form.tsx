import { useTranslation } from 'react-i18next';

import type { UserRole } from '#contract/constants.ts';
import type { UpdateNotificationSettings } from '#contract/schemas/notification.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';

import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings.ts';
import { notificationKindsFor } from '../lib/kinds-for-role.ts';
import { NotificationsError, NotificationsLoading } from './notification-list-states.tsx';

// The switch is 20 px tall; an invisible 44 px area around it takes a finger's tap (decision 028).
const FINGER_SIZED = 'relative after:absolute after:-inset-3';

/**
 * Per kind: in the app always (a switch shown on and disabled, so the rule is visible), e-mail on
 * or off; and the daily digest. Each switch saves as it is flipped and goes back if saving fails.
 */
export function NotificationSettingsForm({ userRole }: { userRole: UserRole }) {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) return <NotificationsLoading rows={4} />;
  if (settings.isError)
    return <NotificationsError error={settings.error} onRetry={() => void settings.refetch()} />;

  const { email, dailyDigest, emailAvailable, hasEmail } = settings.data;
  const canEmail = emailAvailable && hasEmail;
  function save(change: UpdateNotificationSettings) {
    update.mutate(change, {
      onError: (error) => {
        notifyError(t('settingsPage.saveFailed'), errorText(error, t('settingsPage.tryAgain')));
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      {!emailAvailable ? (
        <Alert>
          <AlertDescription>{t('settingsPage.noEmailServer')}</AlertDescription>
        </Alert>
      ) : !hasEmail ? (
        <Alert variant="warning">
          <AlertDescription>{t('settingsPage.noAddress')}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('settingsPage.whatYouAreTold')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('settingsPage.notification')}</TableHead>
                <TableHead className="w-24 text-center">{t('settingsPage.inApp')}</TableHead>
                <TableHead className="w-20 text-center">{t('settingsPage.email')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {notificationKindsFor(userRole).map((kind) => {
                const label = t(`kinds.${kind}`);
                return (
                  <TableRow key={kind} data-testid="notification-kind-row">
                    <TableCell className="whitespace-normal">{label}</TableCell>
                    <TableCell className="text-center">
                      <span className="inline-flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
                        <Switch
                          checked
                          disabled
                          aria-label={t('settingsPage.inAppLabel', { label })}
                        />
                        <span className="text-xs text-muted-foreground">
                          {t('settingsPage.alwaysOn')}
                        </span>
                      </span>
                    </TableCell>
                    <TableCell className="text-center">
                      <Switch
                        aria-label={t('settingsPage.emailLabel', { label })}
                        className={FINGER_SIZED}
                        checked={canEmail && email[kind]}
                        disabled={!canEmail}
                        onCheckedChange={(checked) => {
                          save({ email: { [kind]: checked } });
                        }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="daily-digest" className="text-sm font-medium">
              {t('settingsPage.dailyDigest')}
            </label>
            <p id="daily-digest-description" className="text-sm text-muted-foreground">
              {t('settingsPage.dailyDigestDescription')}
            </p>
          </div>
          <Switch
            id="daily-digest"
            className={FINGER_SIZED}
            aria-describedby="daily-digest-description"
            checked={canEmail && dailyDigest}
            disabled={!canEmail}
            onCheckedChange={(checked) => {
              save({ dailyDigest: checked });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
