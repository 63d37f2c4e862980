import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live (DESIGN §1): names are generated here, never taken from the client. */
export type FileStorage = {
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export function createDiskStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes, extension) {
      const key = `${crypto.randomBytes(16).toString('hex')}.${extension.toLowerCase()}`;
      const file = locate(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    get: (key) => fs.readFile(locate(key)),
    remove: (key) => fs.rm(locate(key), { force: true }),
  };
}

/** File type by its first bytes, never by name or client-sent type. */
export function sniffFileType(bytes: Buffer): 'pdf' | 'png' | 'jpg' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}
