import { describe, expect, it } from 'vitest';
import { acceptsEncoding, chosenEncoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  it('accepts a coding listed with a weight above 0, in any case, and refuses one weighted 0', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('GZip;Q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip ; q=0.000', 'gzip')).toBe(false);
    expect(acceptsEncoding('deflate', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    // A name that merely contains the coding is another coding.
    expect(acceptsEncoding('x-gzip-like', 'gzip')).toBe(false);
  });

  it('reads * as every coding not named, and a repeated header as one list', () => {
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false);
    expect(acceptsEncoding(['deflate', 'gzip'], 'gzip')).toBe(true);
  });

  it('chooses brotli, else gzip, else none', () => {
    expect(chosenEncoding('gzip, br')).toBe('br');
    expect(chosenEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBe('identity');
  });
});
