import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { canDecideRequests } from '#contract/policies/requests.ts';

import type { StoredUser } from '#web/lib/current-user.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { ApiError } from '#web/lib/api-client.ts';

import { useLabelUnit, usePublicUnit } from '../api/label-unit.ts';
import { PublicReportForm } from './public-report-form.tsx';

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto grid w-full max-w-lg gap-2 py-10 text-center">{children}</div>;
}

/** The answer to any code the server does not know: no hint whether codes exist. */
function LabelNotRecognised() {
  const { t } = useTranslation('requests');
  return (
    <Centered>
      <LanguageSwitch className="justify-center" />
      <h1 className="text-xl font-semibold">{t('label.notRecognised')}</h1>
      <p className="text-sm text-muted-foreground">{t('label.notRecognisedBody')}</p>
    </Centered>
  );
}

/**
 * Decision 033: a unit's QR label address. An admin, or the manager of the unit's store, goes to the
 * create form with the unit; anyone else (signed out, a technician, another store's manager)
 * sees the public problem report.
 */
export function LabelPage({ shortCode, user }: { shortCode: string; user: StoredUser | null }) {
  const { t } = useTranslation('requests');
  const decides = user !== null && canDecideRequests(user);
  const signedIn = useLabelUnit(shortCode, decides);
  const usePublic = !decides || signedIn.isError;
  const unit = usePublicUnit(shortCode, usePublic);

  if (decides && signedIn.data) {
    return <Navigate to={`/create-ticket?equipmentId=${signedIn.data.id}`} replace />;
  }
  if ((decides && signedIn.isPending) || (usePublic && unit.isPending)) {
    return (
      <Centered>
        <p className="text-sm text-muted-foreground">{t('label.loading')}</p>
      </Centered>
    );
  }
  if (unit.data) return <PublicReportForm unit={unit.data} />;
  if (unit.error instanceof ApiError && unit.error.status !== 404) {
    return (
      <Centered>
        <h1 className="text-xl font-semibold">{t('label.errorTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('label.errorBody')}</p>
      </Centered>
    );
  }
  return <LabelNotRecognised />;
}
