import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPOKEN_LANGUAGES } from '@freight/shared/languages';
import { renderWithProviders } from '../../../test/render';
import { LanguageFlags } from './language-flags';

/** Issue 35 item 3: every spoken language of §1 reads as its flag and its name in the reader's language. */
const EXPECTED = {
  en: 'Romanian, English, German, French, Hungarian, Bulgarian, Polish, Serbian, Croatian, Slovenian, Slovak, Italian',
  ro: 'română, engleză, germană, franceză, maghiară, bulgară, poloneză, sârbă, croată, slovenă, slovacă, italiană',
  de: 'Rumänisch, Englisch, Deutsch, Französisch, Ungarisch, Bulgarisch, Polnisch, Serbisch, Kroatisch, Slowenisch, Slowakisch, Italienisch',
  hu: 'román, angol, német, francia, magyar, bolgár, lengyel, szerb, horvát, szlovén, szlovák, olasz',
  fr: 'roumain, anglais, allemand, français, hongrois, bulgare, polonais, serbe, croate, slovène, slovaque, italien',
} as const;
const FLAGS = ['RO', 'GB', 'DE', 'FR', 'HU', 'BG', 'PL', 'RS', 'HR', 'SI', 'SK', 'IT'];

describe('spoken languages on an employee card', () => {
  for (const [reader, names] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, string][]) {
    it(`names every language in ${reader} beside its flag, never as a bare code`, () => {
      renderWithProviders(<LanguageFlags languages={[...SPOKEN_LANGUAGES]} />, reader);
      const items = within(screen.getByTestId('spoken-languages')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(names.split(', '));
      expect(items.map((item) => item.querySelector('img')?.getAttribute('data-flag'))).toEqual(FLAGS);
      for (const item of items) expect(item.querySelector('img')?.getAttribute('src')).toMatch(/\.svg|^data:image\/svg\+xml/);
    });
  }
});
