import { useParams } from 'react-router';

import { LabelPage } from '#web/features/requests/components/label-page.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';

/** /r/:shortCode, a unit's QR label (decision 033): outside the signed-in layout, signed in or not. */
export default function ReportLabelScreen() {
  const { shortCode = '' } = useParams();
  return <LabelPage shortCode={shortCode} user={useCurrentUser()} />;
}
