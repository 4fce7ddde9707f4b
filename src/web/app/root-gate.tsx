import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { isLanguage } from '#contract/languages.ts';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { readCurrentUser, saveCurrentUser, useCurrentUser } from '#web/lib/current-user.ts';
import { showLanguage } from '#web/lib/i18n/i18n.ts';

import { RouteFallback } from './layouts/route-fallback.tsx';
import { isSignedOutPath, isStandalonePath } from './signed-out-paths.ts';

// The signed-in shell is its own chunk: the login page loads without the sidebar, menus and tooltips.
const loadAppLayout = () =>
  import('./layouts/app-layout.tsx').then((module) => ({ default: module.AppLayout }));
const AppLayout = lazy(loadAppLayout);

// The change screen carries the password policy's common-password list: loaded only when needed.
const ForcedPasswordChange = lazy(() =>
  import('#web/features/auth/components/forced-password-change.tsx').then((module) => ({
    default: module.ForcedPasswordChange,
  })),
);

/**
 * Product rules §2: when no user is signed in only the login screen is shown. A cached user shows the app
 * at once and is re-validated with GET /api/me; a 401 there sends the browser to the login.
 */
export function RootGate() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe(user !== null);

  useEffect(() => {
    // Keep the display cache in step with the server (a changed role or name).
    if (me.data && JSON.stringify(me.data) !== JSON.stringify(readCurrentUser()))
      saveCurrentUser(me.data);
  }, [me.data]);

  // Decision 044: the app reads in the signed-in person's language (the server's answer decides).
  const language = user?.language;
  useEffect(() => {
    if (isLanguage(language)) void showLanguage(language);
  }, [language]);

  const isStandalone = isStandalonePath(location.pathname);
  if (!user || isStandalone) {
    if (isSignedOutPath(location.pathname) || isStandalone) {
      return (
        <main className="min-h-svh bg-muted/40 p-4 md:p-8">
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
      );
    }
    return (
      <LoginForm
        onSigningIn={() => {
          void loadAppLayout();
        }}
        onSignedIn={() => {
          void navigate('/dashboard', { replace: true });
        }}
      />
    );
  }
  // Decision 015: until a password set by an admin is changed, only the change screen is shown.
  if (user.mustChangePassword) {
    // As for a signed-in user, the root address means the dashboard (product rules §2), shown after this.
    if (location.pathname === '/') return <Navigate to="/dashboard" replace />;
    return (
      <Suspense fallback={<RouteFallback />}>
        <ForcedPasswordChange
          username={user.username}
          onSignedOut={() => {
            void navigate('/dashboard', { replace: true });
          }}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<RouteFallback />}>
      <AppLayout user={user} />
    </Suspense>
  );
}
