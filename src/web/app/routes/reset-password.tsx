import { useSearchParams } from 'react-router';

import { PageHeader } from '#web/components/page-header.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

/** Signed out: the e-mailed link lands here with its token (decision 016). */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeader
        title="Choose a new password"
        description="The link works once, for 30 minutes."
      />
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </div>
  );
}
