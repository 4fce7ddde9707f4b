import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { useMe } from '#web/features/auth/api/get-me.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { readCurrentUser, saveCurrentUser, useCurrentUser } from '#web/lib/current-user.ts';

import { RouteFallback } from './layouts/route-fallback.tsx';

// The signed-in shell is its own chunk: the login page loads without the sidebar, menus and tooltips.
const AppLayout = lazy(() =>
  import('./layouts/app-layout.tsx').then((module) => ({ default: module.AppLayout })),
);

// Screens a visitor without an account may open (an applicant has no account yet).
const SIGNED_OUT_PATHS = new Set(['/technician-signup']);

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

  if (!user) {
    if (SIGNED_OUT_PATHS.has(location.pathname)) {
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
        onSignedIn={() => {
          void navigate('/dashboard', { replace: true });
        }}
      />
    );
  }
  return (
    <Suspense fallback={<RouteFallback />}>
      <AppLayout user={user} />
    </Suspense>
  );
}
