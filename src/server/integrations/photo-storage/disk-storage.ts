import { createWriteStream } from 'node:fs';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { PhotoStorage, StoredFile } from './photo-storage.ts';
import { assertSafeKey, parseStoredName, temporaryName } from './photo-storage.ts';

interface DiskStorageOptions {
  /** Opens the stream a file is written to; tests hand in one that fails like a full disk. */
  openWriteStream?: (filePath: string) => Writable;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files in a folder (DATA_DIR/uploads): for one instance, or the embedded database. */
export function createDiskStorage(root: string, options: DiskStorageOptions = {}): PhotoStorage {
  const openWriteStream =
    options.openWriteStream ?? ((filePath: string) => createWriteStream(filePath));

  function resolve(name: string): string {
    assertSafeKey(name);
    return path.join(root, name);
  }

  async function* walk(folder: string): AsyncGenerator<StoredFile> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        yield* walk(full);
      } else if (entry.isFile()) {
        const name = path.relative(root, full).split(path.sep).join('/');
        const info = await stat(full);
        yield { ...parseStoredName(name), modifiedAt: info.mtime };
      }
    }
  }

  return {
    kind: 'disk',
    isShared: false,
    async write(key, source) {
      const target = resolve(temporaryName(key));
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, openWriteStream(target));
      } catch (error) {
        // A full disk, a refused file or a dropped upload: leave no partial file behind.
        await rm(target, { force: true });
        throw error;
      }
    },
    async commit(key) {
      await rename(resolve(temporaryName(key)), resolve(key));
    },
    async discard(key) {
      await rm(resolve(temporaryName(key)), { force: true });
    },
    async read(key) {
      try {
        const handle = await open(resolve(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    list() {
      return walk(root);
    },
  };
}
