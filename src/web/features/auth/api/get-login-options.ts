import { useEffect, useState } from 'react';

import type { LoginOptions } from '#contract/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-request.ts';

function getLoginOptions(signal?: AbortSignal): Promise<LoginOptions> {
  return apiRequest('GET /api/login-options', { signal });
}

/**
 * Whether the login screen offers 'Forgot password?' (only when the server can send e-mail). Read
 * once per screen without the query client, which the sign-in page does not load (decision 043);
 * until the answer, or when it fails, the link is not shown.
 */
export function useForgotPasswordOffered(): boolean {
  const [isOffered, setIsOffered] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getLoginOptions(controller.signal).then(
      (options) => {
        setIsOffered(options.forgotPassword);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, []);
  return isOffered;
}
