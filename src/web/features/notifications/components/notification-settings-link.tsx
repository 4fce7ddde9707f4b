import { BellRingIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SidebarFootButton } from '#web/components/sidebar-foot-button.tsx';
import type { WithTooltip } from '#web/components/sidebar-foot-button.tsx';

/** The user's notification settings, next to who is signed in at the foot of the sidebar. */
export function NotificationSettingsLink({
  isCompact,
  withTooltip,
}: {
  isCompact: boolean;
  /** The collapsed sidebar's tooltip around the button (its code loads with that sidebar). */
  withTooltip: WithTooltip;
}) {
  const { t } = useTranslation();
  return (
    <SidebarFootButton
      path="/settings/notifications"
      icon={BellRingIcon}
      label={t('shell.notificationSettings')}
      isCompact={isCompact}
      withTooltip={withTooltip}
    />
  );
}
