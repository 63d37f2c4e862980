import type { Page } from '@playwright/test';
import { text } from './catalogue';

/**
 * The language selector's button while the interface is in `lang`: named by the language's code and
 * "Choose language" in that language ("DE – Sprache wählen"), so a voice command can say what it shows.
 */
export function languageButton(page: Page, lang: string) {
  return page.getByRole('button', { name: `${lang.toUpperCase()} – ${text(lang, 'language.choose')}`, exact: true });
}

/** The language's item in the open language menu, named in its own language whatever the interface's. */
export function languageItem(page: Page, lang: string) {
  return page.getByRole('menuitem', { name: text(lang, `language.names.${lang}`), exact: true });
}
