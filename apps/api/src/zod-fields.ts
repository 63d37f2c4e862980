import type { z } from 'zod';

/** A shared schema's message that is itself a code (`vat_number_exists`) is kept; otherwise zod's issue code. */
const CODE_LIKE = /^[a-z][a-z0-9_]*$/;

/**
 * Zod issues as the API's `fields` (DESIGN §3): codes keyed by the dotted path inside the payload
 * (`company.VATNumber`, `phones.0.number`), each code once. An unknown key (`status`, `role`,
 * `is_superuser` …) is named as refused on its own path. The map has no prototype, so a payload key
 * such as `toString` or `constructor` is a field like any other (it crashed the old copies).
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (path: readonly PropertyKey[], code: string) => {
    const key = path.map(String).join('.') || 'non_field_errors';
    const codes = (fields[key] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'unrecognized_key');
      continue;
    }
    add(issue.path, CODE_LIKE.test(issue.message) ? issue.message : issue.code);
  }
  return fields;
}
