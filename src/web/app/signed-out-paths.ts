// Which addresses show what without a signed-in user (product rules §2). Read by the root gate
// inside the app and by main.tsx before the app's code is loaded (decision 043: the sign-in page
// is drawn without the router, the query client or the screens).

// Screens a visitor without an account may open (an applicant has no account yet).
const SIGNED_OUT_PATHS = new Set(['/technician-signup', '/forgot-password', '/reset-password']);
// Screens shown outside the signed-in layout to everyone (decision 032).
const STANDALONE_PATHS = new Set(['/unsubscribe']);
const isLabelPath = (pathname: string) => /^\/r\/[^/]+\/?$/.test(pathname);
// Decision 037: a dispatch's portal page, for its vendor, who has no account.
const isVendorPortalPath = (pathname: string) => /^\/vendor-portal\/[^/]+\/?$/.test(pathname);

/**
 * An e-mail's unsubscribe link, a unit's QR label (decision 033: /r/{shortCode}) and a vendor's
 * portal page work the same signed in or out, outside the app's layout.
 */
export function isStandalonePath(pathname: string): boolean {
  return STANDALONE_PATHS.has(pathname) || isLabelPath(pathname) || isVendorPortalPath(pathname);
}

export function isSignedOutPath(pathname: string): boolean {
  return SIGNED_OUT_PATHS.has(pathname);
}

/** Whether a visitor with no signed-in user sees the login screen at this address. */
export function showsLogin(pathname: string): boolean {
  return !isSignedOutPath(pathname) && !isStandalonePath(pathname);
}
