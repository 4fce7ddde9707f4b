import type { Readable } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from '../../integrations/clock.ts';
import type { PhotoStorage } from '../../integrations/photo-storage/photo-storage.ts';
import type { AppError } from '../../lib/app-error.ts';
import { createImageCheck } from './image-check.ts';
import { createInvoiceFileCheck } from './invoice-file-check.ts';

/** How long a shared storage keeps an unreferenced file: it may be another instance's upload. */
const SHARED_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** One file of a multipart body, as it arrives. */
export interface IncomingFile {
  filename: string;
  stream: Readable;
}

/**
 * What a file is checked as while it streams (by content, never by name or declared type):
 * `image` a JPEG, PNG, GIF or WebP of at most 10 MB (415, 413), `invoice` a PDF, JPEG, PNG or WebP
 * of at most the invoice limit (400, 413).
 */
type FileKind = 'image' | 'invoice';

/** A file written under its temporary name, checked; readable under its key once committed. */
export interface StagedFile {
  storageKey: string;
  contentType: string;
  size: number;
}

/** Stages one part under `storageKey` (a name the server made), checked as `kind`. */
type StageFile = (storageKey: string, file: IncomingFile, kind: FileKind) => Promise<StagedFile>;

/**
 * The most files one body may stage, and the refusal of the next one (its bytes are drained
 * first, so the answer does not wait on them).
 */
interface FileQuota {
  maxFiles: number;
  refusal: () => AppError;
}

/** The keys an owner's rows reference: the sweep keeps those files. */
type ReferencedKeys = () => Promise<Iterable<string>>;

function checkFor(kind: FileKind, filename: string) {
  return kind === 'image' ? createImageCheck(filename) : createInvoiceFileCheck();
}

/**
 * The one owner of stored files (docs/decisions/040): the staged-upload protocol of decision 014
 * (stage each part under a temporary name while checking it, write the rows, then commit the
 * files; discard them all if anything fails), reads and removals, and the start-up sweep, which
 * asks every module that stores files for the keys its rows reference. Ticket photos, label
 * reports' photos, equipment photos and vendors' invoice files all go through it; the bytes live
 * in the backend the configuration names (`createPhotoStorage`).
 */
export function createFilesService(deps: {
  storage: PhotoStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { storage, clock, log } = deps;
  const owners: ReferencedKeys[] = [];

  /** The rows were not written: the temporary files go, whatever else fails. */
  async function discard(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => storage.discard(key)));
  }

  /** The rows committed: each file is renamed; a failed rename is finished by the sweep. */
  async function commit(keys: string[]): Promise<void> {
    for (const storageKey of keys) {
      try {
        await storage.commit(storageKey);
      } catch (error) {
        log.error({ err: error, storageKey }, 'renaming a stored photo failed');
      }
    }
  }

  return {
    /**
     * The staged-upload protocol, once. `work` reads the body, staging each file through `stage`
     * (streamed to a temporary name, checked by content and size as it arrives, at most
     * `quota.maxFiles`), then writes the rows that reference the files and returns once they
     * have committed. If `work` throws, every file it staged is discarded and the error goes on;
     * once it returns, every file is renamed to its key. A crash in between leaves temporary
     * files the start-up sweep finishes (their row exists) or removes.
     */
    async upload<T>(
      work: (stage: StageFile) => Promise<T>,
      quota?: FileQuota,
    ): Promise<{ result: T; staged: StagedFile[] }> {
      const staged: StagedFile[] = [];
      const stage: StageFile = async (storageKey, file, kind) => {
        if (quota && staged.length >= quota.maxFiles) {
          file.stream.resume();
          throw quota.refusal();
        }
        const check = checkFor(kind, file.filename);
        file.stream.on('error', (error) => check.stream.destroy(error));
        // A refusal can come before the storage starts reading (it may first create a folder);
        // the storage still sees it, as the stream's error state, when it does.
        check.stream.on('error', () => undefined);
        await storage.write(storageKey, file.stream.pipe(check.stream));
        const stored = {
          storageKey,
          contentType: check.contentType() ?? 'application/octet-stream',
          size: check.size(),
        };
        staged.push(stored);
        return stored;
      };
      let result: T;
      try {
        result = await work(stage);
      } catch (error) {
        await discard(staged.map((file) => file.storageKey));
        throw error;
      }
      await commit(staged.map((file) => file.storageKey));
      return { result, staged };
    },

    /** The committed bytes of `key`, streamed; undefined when there is no such file. */
    read: (key: string): Promise<Readable | undefined> => storage.read(key),

    /**
     * Removes a file its row no longer references (a replaced photo); a failure is logged and
     * left to the next start-up sweep.
     */
    async remove(key: string): Promise<void> {
      try {
        await storage.remove(key);
      } catch (error) {
        log.error({ err: error, storageKey: key }, 'removing a stored file failed');
      }
    },

    /**
     * Each module whose rows reference stored files (ticket photos, label reports, equipment,
     * invoices) names them here when the app is composed: the sweep keeps every key any owner
     * references.
     */
    keepReferenced(keys: ReferencedKeys): void {
      owners.push(keys);
    },

    /**
     * At start: finish renames a crash interrupted (a temporary file whose row committed), and
     * remove temporary files and files no owner references. On shared storage only files older
     * than an hour go, since a younger one may be another instance's upload in flight.
     */
    async sweep(): Promise<{ completed: number; removed: number }> {
      const referenced = new Set<string>();
      for (const keys of owners) for (const key of await keys()) referenced.add(key);
      const cutoff = storage.isShared ? clock.now().getTime() - SHARED_SWEEP_GRACE_MS : Infinity;
      let completed = 0;
      let removed = 0;
      for await (const file of storage.list()) {
        if (file.isTemporary && referenced.has(file.key)) {
          await storage.commit(file.key);
          completed += 1;
        } else if (file.modifiedAt.getTime() <= cutoff) {
          if (file.isTemporary) await storage.discard(file.key);
          else if (!referenced.has(file.key)) await storage.remove(file.key);
          else continue;
          removed += 1;
        }
      }
      return { completed, removed };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
