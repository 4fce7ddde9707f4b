import type { OutboxEntry } from './outbox-store.ts';

// Decision 036 §2, §3: what the connectivity banner says. The texts are a contract.

function changes(count: number): string {
  return count === 1 ? '1 change' : `${String(count)} changes`;
}

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
  if (waiting > 0) return `Offline - ${changes(waiting)} waiting`;
  if (!isOnline) return lastUpdated ? `Offline - last updated ${lastUpdated}` : 'Offline';
  if (justSynced) return 'All changes synced';
  return null;
}

/** 'N changes could not be synced', or null when none was refused. */
export function refusedText(entries: readonly OutboxEntry[]): string | null {
  const refused = entries.filter((entry) => entry.status === 'refused').length;
  return refused > 0 ? `${changes(refused)} could not be synced` : null;
}

/** The sign-out warning while changes wait. */
export function signOutWarningText(waiting: number): string {
  return `You have ${changes(waiting)} waiting to sync. Sign out anyway?`;
}
