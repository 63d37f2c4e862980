import { numberFormat } from './intl';

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file's size in the reader's language (Intl unit formatting, no catalogue keys): whole kilobytes
 * under 1 MB (at least 1, so a small file never reads "0"), megabytes with one decimal above. Binary
 * units, as the upload limits are counted (4 MB = 4 × 1024 × 1024 bytes).
 */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes >= MIB) return numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MIB);
  return numberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / KIB)));
}
