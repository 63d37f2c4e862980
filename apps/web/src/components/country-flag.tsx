import { FLAG_URLS } from './flag-urls';
import classes from './country-flag.module.css';

/**
 * A country's flag as a shipped SVG image (issue 35 item 6). `label` names it for screen readers;
 * leave it out where the country's name is in the text beside the flag, which then is decoration.
 */
export function CountryFlag({ code, label }: { code: string; label?: string }) {
  const src = FLAG_URLS[code.trim().toUpperCase()];
  if (!src) return null;
  return (
    <img
      src={src}
      className={classes.flag}
      alt={label ?? ''}
      title={label}
      aria-hidden={label ? undefined : true}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      data-flag={code.toUpperCase()}
    />
  );
}

/** The country whose flag stands for a spoken language (§1's list of languages). */
const LANGUAGE_FLAG_COUNTRY: Readonly<Record<string, string>> = {
  ro: 'RO',
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  hu: 'HU',
  bg: 'BG',
  pl: 'PL',
  sr: 'RS',
  hr: 'HR',
  sl: 'SI',
  sk: 'SK',
  it: 'IT',
};

export const languageFlagCountry = (language: string): string | undefined => LANGUAGE_FLAG_COUNTRY[language];
