import type { FastifyReply } from 'fastify';
import { AppError } from '../app-error';
import { contentDisposition } from '../content-disposition';
import { StoredFileMissingError, type FileStorage } from './file-storage';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

/** A stored file's type: its key ends with the type its bytes were sniffed as when it was stored. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
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
  if (stored.size !== undefined) reply.header('Content-Length', String(stored.size));
  return reply
    .type(file.contentType ?? contentTypeOfKey(file.key))
    .header('Content-Disposition', contentDisposition(file.name, 'attachment'))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(stored.stream);
}
