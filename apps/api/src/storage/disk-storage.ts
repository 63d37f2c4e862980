import { constants, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, newStorageKey, StoredFileMissingError, type FileStorage } from './file-storage';

/** Files under one folder (the embedded default, `DATA_DIR/files`), spread over 256 subfolders by the key's first two characters. */
export function createDiskStorage(root: string): FileStorage {
  const locate = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(body, extension) {
      const key = newStorageKey(extension);
      const file = locate(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) {
        await fs.writeFile(file, body, { flag: 'wx' });
        return key;
      }
      try {
        await pipeline(body, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        // A source that failed half-way (a cut-off upload) leaves no partial file behind.
        await fs.rm(file, { force: true });
        throw error;
      }
      return key;
    },
    async open(key) {
      const file = locate(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream() as Readable, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(locate(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.R_OK | constants.W_OK);
    },
    close: async () => {},
  };
}
