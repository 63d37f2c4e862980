import type { z } from 'zod';

const CODE = /^[a-z][a-z0-9_]*$/;

/**
 * An issue's error code: the shared schemas' messages are codes (`vat_invalid`, `date_in_past` …);
 * zod's own messages fall back to the issue code (`invalid_type` …), the rule the API applies to `fields`.
 */
export function issueCode(issue: z.core.$ZodIssue): string {
  return CODE.test(issue.message) ? issue.message : issue.code;
}

/**
 * The one mapping from zod issues to the errors of a form: the first issue per dotted path
 * (`phones.0.number`, `loading_location.date_start`), as its code. Every form reads its errors so.
 */
export function issueCodes(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join('.');
    codes[key] ??= issueCode(issue);
  }
  return codes;
}
