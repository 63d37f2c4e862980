/**
 * A Content-Disposition value for a stored file: printable ASCII without quotes or backslashes in
 * `filename`, plus the exact UTF-8 name in `filename*` (RFC 6266). `inline` lets the browser show a
 * PDF; `attachment` always downloads.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || 'document';
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
