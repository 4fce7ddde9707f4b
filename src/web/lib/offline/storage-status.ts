import { useSyncExternalStore } from 'react';

// Decision 036 (decision 036 §3): when the device's storage is full the app says so and keeps what it
// has. The persisted query cache (persist-query-cache.ts) reports here; the offline banner reads it.

interface StorageStatus {
  /** The last write to the device's storage failed because it is full (QuotaExceededError). */
  storageFull: boolean;
}

const listeners = new Set<() => void>();
let status: StorageStatus = { storageFull: false };
let hasLoggedFull = false;

function emit(): void {
  for (const listener of listeners) listener();
}

/** True for the errors browsers raise when an origin's storage quota is used up. */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Firefox named it NS_ERROR_DOM_QUOTA_REACHED (code 1014); the standard name has code 22.
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

/** Storage refused a write for lack of space: flags it (once in the log), the app goes on. */
export function reportStorageFull(error: unknown): void {
  if (!hasLoggedFull) {
    hasLoggedFull = true;
    console.warn('Device storage is full: offline data is kept as it was last saved.', error);
  }
  if (status.storageFull) return;
  status = { storageFull: true };
  emit();
}

/** A write succeeded: there is room again. */
export function reportStorageWritten(): void {
  if (!status.storageFull) return;
  status = { storageFull: false };
  emit();
}

export function readStorageStatus(): StorageStatus {
  return status;
}

function subscribeStorageStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `{ storageFull }` for a banner or notice; re-renders when it changes. */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(subscribeStorageStatus, readStorageStatus, readStorageStatus);
}

/** For tests: back to an empty state with nothing logged. */
export function resetStorageStatus(): void {
  status = { storageFull: false };
  hasLoggedFull = false;
  emit();
}
