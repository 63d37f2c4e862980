/** A language's name in the reader's language (Intl.DisplayNames); its code only where the browser knows no name. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
