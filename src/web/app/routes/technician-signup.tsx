import { PageHeader } from '#web/components/page-header.tsx';
import { TechnicianSignupForm } from '#web/features/technician-signups/components/technician-signup-form.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';

/** Shown signed out too: an applicant has no account yet. */
export default function TechnicianSignupScreen() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Technician Signup"
        description="Apply to work on maintenance tickets for our restaurants."
      />
      <TechnicianSignupForm />
      {user ? null : (
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <a className="font-medium text-foreground underline underline-offset-4" href="/">
            Sign in
          </a>
        </p>
      )}
    </div>
  );
}
