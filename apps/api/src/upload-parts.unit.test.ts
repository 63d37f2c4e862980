import { describe, expect, it } from 'vitest';
import { uploadName } from './upload-parts';

describe('uploadName', () => {
  it('keeps the file name only, without folders', () => {
    expect(uploadName('C:\\Users\\ana\\CMR 12.pdf', 'document')).toBe('CMR 12.pdf');
    expect(uploadName('../../etc/passwd', 'document')).toBe('passwd');
  });

  it('drops control characters and the bidirectional ones that would draw a name backwards', () => {
    // Drawn as "invoiceexe.pdf" by a browser that honours U+202E (right-to-left override).
    expect(uploadName('invoice\u202Efdp.exe', 'document')).toBe('invoicefdp.exe');
    expect(uploadName('a\u2066b\u2067c\u2068d\u2069e\u200Ef\u200Fg\u061Ch\u202Ai\u202Bj\u202Ck\u202Dl.pdf', 'document')).toBe(
      'abcdefghijkl.pdf',
    );
    expect(uploadName('line\nbreak\u0000.pdf', 'document')).toBe('linebreak.pdf');
  });

  it('falls back when nothing is left, and bounds the length', () => {
    expect(uploadName('\u202E\u202E', 'document')).toBe('document');
    expect(uploadName(`${'x'.repeat(300)}.pdf`, 'document')).toHaveLength(200);
  });
});
