import { PageHeader } from '#web/components/page-header.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';

/** Signed out: ask for a reset link by e-mail (decision 016). */
export default function ForgotPasswordScreen() {
  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeader
        title="Forgot password"
        description="Enter your username or e-mail address and we will e-mail you a link."
      />
      <ForgotPasswordForm />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        <a className="font-medium text-foreground underline underline-offset-4" href="/">
          Back to sign in
        </a>
      </p>
    </div>
  );
}
