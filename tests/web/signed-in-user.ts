import { CURRENT_USER_KEY } from '#web/lib/current-user.ts';

/** Stores the signed-in user the app reads at start (the admin of the demo data unless told). */
export function storeSignedInUser(
  user: { id: string; username: string; role: string } = {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'admin',
    role: 'admin',
  },
): void {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}
