// Architecture §7: the AI chat's conversation survives navigating away and back within the browser
// session. It is kept in sessionStorage under the signed-in user's id (another user signing in on
// the same tab never sees it) and cleared on sign-out with the cached user (current-user.ts).

const PREFIX = 'aiChat:';
/** Enough for a long session without filling the storage; the oldest messages go first. */
const CHAT_HISTORY_MAX = 100;

function keyOf(userId: string): string {
  return `${PREFIX}${userId}`;
}

/** The stored messages, or null when there are none (or they cannot be read). */
export function loadChatHistory<T>(
  userId: string,
  isMessage: (value: unknown) => value is T,
): T[] | null {
  try {
    const raw = sessionStorage.getItem(keyOf(userId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isMessage)) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function saveChatHistory(userId: string, messages: readonly unknown[]): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(messages.slice(-CHAT_HISTORY_MAX)));
  } catch {
    // Storage full or disabled: the conversation lives as long as the screen.
  }
}

/** Forgets every stored conversation (sign-out). */
export function clearChatHistory(): void {
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
}
