import { useSyncExternalStore } from 'react';

import { USER_ROLES } from '#contract/constants.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';

import { clearChatHistory } from './chat-history.ts';

// Product rules §3: the signed-in user is cached in local storage under `currentUser`. It is a display
// cache only; the server decides everything from the session cookie (architecture §6).
export const CURRENT_USER_KEY = 'currentUser';

/** The part of the cached user the shell relies on; anything else is optional. */
function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    candidate.id !== '' &&
    typeof candidate.username === 'string' &&
    candidate.username !== '' &&
    (USER_ROLES as readonly unknown[]).includes(candidate.role)
  );
}

export type StoredUser = Pick<SessionUser, 'id' | 'username' | 'role'> & Partial<SessionUser>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function emit() {
  for (const listener of listeners) listener();
}

/** The cached user, or null. A value that cannot be parsed is discarded (product rules §4). */
export function readCurrentUser(): StoredUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CURRENT_USER_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) cachedUser = parsed;
  } catch {
    // not JSON
  }
  if (!cachedUser) {
    localStorage.removeItem(CURRENT_USER_KEY);
    cachedRaw = null;
  }
  return cachedUser;
}

export function saveCurrentUser(user: SessionUser): void {
  // Architecture §7: someone else signing in on this tab starts without the last user's conversation.
  if (readCurrentUser()?.id !== user.id) clearChatHistory();
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  emit();
}

export function clearCurrentUser(): void {
  localStorage.removeItem(CURRENT_USER_KEY);
  // Architecture §7: the AI chat's conversation is the signed-in user's, gone with them.
  clearChatHistory();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCurrentUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, readCurrentUser, () => null);
}

/** The signed-in user inside the app shell, which renders screens only when there is one. */
export function useSignedInUser(): StoredUser {
  const user = useCurrentUser();
  if (!user) throw new Error('useSignedInUser used outside the signed-in shell');
  return user;
}
