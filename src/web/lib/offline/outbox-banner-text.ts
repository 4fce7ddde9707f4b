import { i18next } from '../i18n/i18n.ts';
import type { OutboxEntry } from './outbox-store.ts';

// Decision 036 §2, §3: what the connectivity banner says. The texts are a contract (the English
// catalogue holds them word for word; decision 044 words them in the language shown).

interface BannerState {
  isOnline: boolean;
  entries: readonly OutboxEntry[];
  /** The queue was just emptied by a replay. */
  justSynced: boolean;
  /** The newest time data was read from the server, formatted ('10:42 AM'); null when none. */
  lastUpdated: string | null;
}

/** The main line, or null when there is nothing to say (online and nothing waits). */
export function syncStatusText({
  isOnline,
  entries,
  justSynced,
  lastUpdated,
}: BannerState): string | null {
  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  if (waiting > 0) return i18next.t('shared.offlineWaiting', { count: waiting });
  if (!isOnline)
    return lastUpdated
      ? i18next.t('shared.offlineSince', { time: lastUpdated })
      : i18next.t('shared.offline');
  if (justSynced) return i18next.t('shared.allSynced');
  return null;
}

/** 'N changes could not be synced', or null when none was refused. */
export function refusedText(entries: readonly OutboxEntry[]): string | null {
  const refused = entries.filter((entry) => entry.status === 'refused').length;
  return refused > 0 ? i18next.t('shared.refused', { count: refused }) : null;
}

/** The sign-out warning while changes wait. */
export function signOutWarningText(waiting: number): string {
  return i18next.t('shared.signOutWarning', { count: waiting });
}
