import type { TFunction, i18n as I18n } from 'i18next';
import type { z } from 'zod';
import { issueCode } from '../../../lib/forms/issue-codes';

/**
 * A field's error: the stable code (`vat_invalid`, `email_exists` …) and, when the browser knows
 * it, the length limit, so the text can say "at least 5 characters".
 */
export type FieldError = { code: string; limit?: { kind: 'min' | 'max'; count: number } };
export type FieldErrors = Partial<Record<string, FieldError>>;

/**
 * Zod issues as form errors keyed by dotted path (`company.VATNumber`), the first issue per field
 * (lib/forms/issue-codes), with the length limit a text can name.
 */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join('.');
    if (errors[key]) continue;
    const code = issueCode(issue);
    const error: FieldError = { code };
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1 && code !== 'password_too_short')
      error.limit = { kind: 'min', count: Number(issue.minimum) };
    if (issue.code === 'too_big' && issue.origin === 'string') error.limit = { kind: 'max', count: Number(issue.maximum) };
    errors[key] = error;
  }
  return errors;
}

/** The catalogue key for a code: `validation.<code>` first, then the API's `errors.<code>`. */
export function errorKey(i18n: I18n, code: string): string | null {
  if (i18n.exists(`validation.${code}`)) return `validation.${code}`;
  if (i18n.exists(`errors.${code}`)) return `errors.${code}`;
  return null;
}

/** The text shown under a field, in the reader's language. */
export function fieldErrorText(t: TFunction, i18n: I18n, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.limit) return t(error.limit.kind === 'min' ? 'validation.minLength' : 'validation.maxLength', { count: error.limit.count });
  return t(errorKey(i18n, error.code) ?? 'validation.invalid_value');
}
