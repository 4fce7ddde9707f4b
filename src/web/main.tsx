import { lazy, startTransition, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { showsLogin } from './app/signed-out-paths.ts';
import { LoginForm } from './features/auth/components/login-form.tsx';
import { readCurrentUser } from './lib/current-user.ts';
import './styles.css';

// Decision 043: this entry is what the sign-in page needs (React, the login form and its texts,
// read from the common catalogue without i18next); the app itself (router, query client, offline
// queue, the translation runtime, screens) is a chunk loaded at once for a signed-in user, or for a
// page a visitor opens without an account, and after a sign-in.
const loadApp = () => import('./app/app.tsx');
const App = lazy(loadApp);
// Registers the service worker and offers a new version, on the sign-in page too (decision 036);
// its code follows the first paint, with the translation runtime its texts may use (decision 044).
const UpdatePrompt = lazy(() =>
  import('./lib/i18n/i18n.ts')
    .then(() => import('./components/update-prompt.tsx'))
    .then((module) => ({ default: module.UpdatePrompt })),
);

const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

function Start() {
  const [isAppShown, setIsAppShown] = useState(
    () => readCurrentUser() !== null || !showsLogin(window.location.pathname),
  );
  if (isAppShown) return <App />;
  return (
    <LoginForm
      onSigningIn={() => {
        // The app, its layout and the dashboard load while the password is checked.
        void loadApp().then((app) => {
          app.preloadSignedIn('/dashboard');
        });
      }}
      onSignedIn={() => {
        // As the app's own login does (root-gate.tsx): the dashboard, in place of the address.
        window.history.replaceState(null, '', '/dashboard');
        // A transition: the form ('Signing in...') stays until the app can draw. Set directly, the
        // Suspense above hid the form and drew nothing until the app's chunks came, a blank page.
        startTransition(() => {
          setIsAppShown(true);
        });
      }}
    />
  );
}

createRoot(container).render(
  <StrictMode>
    {/* Decision 044: a screen whose texts in this language are still loading shows nothing a moment. */}
    <Suspense fallback={null}>
      <Start />
    </Suspense>
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  </StrictMode>,
);
