/**
 * Where clicking a notification goes. The server builds `link` as an app path; anything else
 * (another origin, `//host`, a `javascript:` URL) is not followed, so a stored link can never take
 * the user off the app.
 */
export function notificationTarget(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}
