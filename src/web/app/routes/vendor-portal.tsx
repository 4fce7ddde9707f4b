import { useParams } from 'react-router';

import { VendorPortalPage } from '#web/features/vendor-portal/components/vendor-portal-page.tsx';

/** /vendor-portal/:token, a dispatch's page for its vendor (decision 037): no sign-in, phone first. */
export default function VendorPortalScreen() {
  const { token = '' } = useParams();
  return <VendorPortalPage token={token} />;
}
