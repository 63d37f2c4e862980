/**
 * A reader of GNU gettext .mo catalogues (the format libgeonames-common ships), so the generator
 * needs neither msgunfmt nor a gettext package. Answers msgid → msgstr, without the header entry.
 */
export function parseMo(buffer: Buffer): Map<string, string> {
  const magic = buffer.readUInt32LE(0);
  // The magic number tells the byte order the catalogue was written in.
  const read =
    magic === 0x950412de
      ? (offset: number) => buffer.readUInt32LE(offset)
      : magic === 0xde120495
        ? (offset: number) => buffer.readUInt32BE(offset)
        : null;
  if (!read) throw new Error('not a gettext .mo catalogue');
  const count = read(8);
  const originals = read(12);
  const translations = read(16);
  const text = (table: number, index: number) => {
    const length = read(table + index * 8);
    const start = read(table + index * 8 + 4);
    return buffer.toString('utf8', start, start + length);
  };
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const id = text(originals, index);
    if (id !== '') entries.set(id, text(translations, index));
  }
  return entries;
}
