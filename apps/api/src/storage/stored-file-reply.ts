import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../content-disposition';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

/** A stored file's type: its key ends with the type its bytes were sniffed as when it was stored. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * The one answer for every stored-file download (registration and company documents, hiring
 * proofs, incident documents): always an attachment, with the stored type and `nosniff`, so a file
 * a member uploaded is never rendered by the browser as a page of ours (issue 14), and never kept
 * by a browser or proxy cache.
 */
export function sendStoredFile(reply: FastifyReply, file: { bytes: Buffer; name: string; key: string; contentType?: string }) {
  return reply
    .type(file.contentType ?? contentTypeOfKey(file.key))
    .header('Content-Disposition', contentDisposition(file.name, 'attachment'))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
