import type { FastifyBaseLogger } from 'fastify';

import type { PhotoStorage } from './photo-storage.ts';

// Uploads are written as temporary files before the rows that reference them (photo-storage.ts):
// a failed write discards them, and once the rows commit they are renamed. Tickets' photos and
// label reports' photos (issue 18) follow the same two steps.

/** The rows were not written: the temporary files go, whatever else fails. */
export async function discardStagedFiles(storage: PhotoStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.discard(key)));
}

/** The rows committed: each file is renamed; a failed rename is finished by the start-up sweep. */
export async function commitStagedFiles(
  storage: PhotoStorage,
  log: FastifyBaseLogger,
  keys: string[],
): Promise<void> {
  for (const storageKey of keys) {
    try {
      await storage.commit(storageKey);
    } catch (error) {
      log.error({ err: error, storageKey }, 'renaming a stored photo failed');
    }
  }
}
