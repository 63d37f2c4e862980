import type { TFunction, i18n as I18n } from 'i18next';

/** The catalogue key for a code: `validation.<code>` first, then the API's `errors.<code>`. */
export function errorKey(i18n: I18n, code: string): string | null {
  if (i18n.exists(`validation.${code}`)) return `validation.${code}`;
  if (i18n.exists(`errors.${code}`)) return `errors.${code}`;
  return null;
}

const LENGTH = /^(minLength|maxLength):(\d+)$/;

/**
 * The text shown under a field for an error code (lib/forms/issue-codes), in the reader's language:
 * forms keep codes, not texts, so a language switch re-translates every shown error.
 */
export function errorText(t: TFunction, i18n: I18n, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const length = LENGTH.exec(code);
  if (length) return t(`validation.${length[1] as 'minLength' | 'maxLength'}`, { count: Number(length[2]) });
  return t(errorKey(i18n, code) ?? 'validation.invalid_value');
}
