import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AppError } from '../app-error';
import { contentDisposition } from '../content-disposition';
import { StoredFileMissingError, type FileStorage } from './file-storage';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

/** A stored file's type: its key ends with the type its bytes were sniffed as when it was stored. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A file answer: who may keep it (`cacheControl`) and whether the browser shows it or saves it. */
export type FileAnswer = {
  name: string;
  contentType: string;
  body: Buffer | Readable;
  size?: number | undefined;
  disposition: 'inline' | 'attachment';
  cacheControl: string;
};

/**
 * The one file reply of the API (stored files below, and the committed contract PDFs): the type it
 * was checked as, `nosniff` so no browser guesses another, an RFC 6266 name, and its length when known.
 */
export function sendFile(reply: FastifyReply, file: FileAnswer) {
  if (file.size !== undefined) reply.header('Content-Length', String(file.size));
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.name, file.disposition))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', file.cacheControl)
    .send(file.body);
}

/**
 * The one answer for every stored-file download (registration and company documents, hiring
 * proofs, incident documents): always an attachment, with the stored type and `nosniff`, so a file
 * a member uploaded is never rendered by the browser as a page of ours (issue 14), and never kept
 * by a browser or proxy cache. The bytes stream from storage, never held whole in memory.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: { key: string; name: string; contentType?: string }) {
  let stored;
  try {
    stored = await storage.open(file.key);
  } catch (error) {
    if (!(error instanceof StoredFileMissingError)) throw error;
    // The row names a file the storage does not hold: the member sees it as gone; operators see why.
    reply.log.error({ storageKey: file.key }, 'stored file missing');
    throw new AppError('not_found');
  }
  return sendFile(reply, {
    name: file.name,
    contentType: file.contentType ?? contentTypeOfKey(file.key),
    body: stored.stream,
    size: stored.size,
    disposition: 'attachment',
    cacheControl: 'private, no-store',
  });
}
