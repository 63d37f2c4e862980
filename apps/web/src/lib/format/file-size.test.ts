import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows kilobytes under 1 MB, never zero', () => {
    expect(formatFileSize(48 * 1024, 'en')).toBe('48 kB');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });

  it('shows megabytes with one decimal from 1 MB', () => {
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
  });

  it('writes the number in the interface language', () => {
    expect(formatFileSize(2.5 * 1024 * 1024, 'de')).toBe('2,5 MB');
    expect(formatFileSize(3.25 * 1024 * 1024, 'fr')).toMatch(/^3,3\s?Mo$/);
  });
});
