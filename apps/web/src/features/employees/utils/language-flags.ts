import { UI_LANGUAGES } from '@freight/shared/languages';

/** The interface languages have flag images in public/flags; the other spoken languages show their code. */
export const flagImage = (language: string): string | null =>
  (UI_LANGUAGES as readonly string[]).includes(language) ? `/flags/${language}.svg` : null;

export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
