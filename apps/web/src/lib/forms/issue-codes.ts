import type { z } from 'zod';

const CODE = /^[a-z][a-z0-9_]*$/;

/** Parse options under which each issue carries the (trimmed) input, so an empty field reads `required`. */
export const REPORT_INPUT = { reportInput: true } as const;

/**
 * An issue's error code: the shared schemas' messages are codes (`vat_invalid`, `date_in_past` …);
 * zod's own messages fall back to the issue code (`invalid_type` …), the rule the API applies to `fields`.
 */
export function issueCode(issue: z.core.$ZodIssue): string {
  return CODE.test(issue.message) ? issue.message : issue.code;
}

/**
 * A string length limit carried with its code, `minLength:5` / `maxLength:20`, so the text can say
 * "at least 5 characters" (lib/forms/error-text). Codes that name their own rule keep it
 * (`password_too_short` explains itself). A field left empty is `required` rather than its limit: "at least 5
 * characters" under an empty field reads as if something typed were wrong. Telling needs the input (parse with
 * `REPORT_INPUT`).
 */
function lengthLimit(issue: z.core.$ZodIssue, code: string): string | null {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1 && code !== 'password_too_short')
    return issue.input === '' ? 'required' : `minLength:${Number(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `maxLength:${Number(issue.maximum)}`;
  return null;
}

/**
 * The one mapping from zod issues to the errors of a form: the first issue per dotted path
 * (`phones.0.number`, `loading_location.date_start`), as its code. Every form reads its errors so.
 * With `lengths`, a string length issue answers its limit instead (`minLength:5`).
 */
export function issueCodes(issues: readonly z.core.$ZodIssue[], prefix = '', options: { lengths?: boolean } = {}): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join('.');
    if (key in codes) continue;
    const code = issueCode(issue);
    codes[key] = (options.lengths ? lengthLimit(issue, code) : null) ?? code;
  }
  return codes;
}
