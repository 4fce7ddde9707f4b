import { useTranslation } from 'react-i18next';

import { canChangeSettings } from '#contract/policies/settings.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import {
  LanguageSettingsCard,
  NewUserLanguageCard,
} from '#web/features/settings/components/language-settings-card.tsx';
import { SlaSettingsCard } from '#web/features/settings/components/sla-settings-card.tsx';
import { TimeSettingsCard } from '#web/features/settings/components/time-settings-card.tsx';
import { VendorSettingsCard } from '#web/features/settings/components/vendor-settings-card.tsx';
import { useSignedInUser } from '#web/lib/current-user.ts';

// Issue 40: everyone's own settings (their language); decision 035: the chain's settings, admins only
// (the server refuses others' saves as well).
export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const user = useSignedInUser();
  const isAdmin = canChangeSettings(user);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={isAdmin ? t('description') : t('personalDescription')}
      />
      <LanguageSettingsCard />
      {isAdmin ? (
        <>
          <NewUserLanguageCard />
          <div className="mt-6">
            <TimeSettingsCard />
          </div>
          <VendorSettingsCard />
          <SlaSettingsCard />
        </>
      ) : null}
    </>
  );
}
