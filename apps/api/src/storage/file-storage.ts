import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (DESIGN §1, issue 16): local disk in the embedded mode, S3-compatible
 * object storage when several machines serve the API. Keys are generated here, never taken from
 * the client.
 */
export type FileStorage = {
  /** Stores the bytes under a new key (random hex + the sniffed extension) and answers the key. */
  put(body: Buffer | Readable, extension: string): Promise<string>;
  /** The stored bytes as a stream, with their size when the storage knows it; `StoredFileMissingError` when there are none. */
  open(key: string): Promise<StoredFile>;
  /** Removes the file; a key with no file is not an error (cleanup after a failed write may run twice). */
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (readiness, issue 16 item 5). */
  check(): Promise<void>;
  /** Releases connections (the S3 client's sockets); the app calls it when it closes. */
  close(): Promise<void>;
};

export type StoredFile = { stream: Readable; size: number | undefined };

/** A key the database names but the storage does not hold (lost disk, another machine's disk, deleted object). */
export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super('stored file missing');
    this.name = 'StoredFileMissingError';
  }
}

const KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,5}$/;

/** A new key: 128 random bits and the type the bytes were sniffed as (so downloads know their type). */
export function newStorageKey(extension: string): string {
  const ext = extension.toLowerCase();
  if (!EXTENSION_PATTERN.test(ext)) throw new Error('invalid storage extension');
  return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

/** Only keys this module generated reach a driver: no path, no folder, no other bucket's object. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
}

/** File type by its first bytes, never by name or client-sent type. */
export function sniffFileType(bytes: Buffer): 'pdf' | 'png' | 'jpg' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}
