import type { z } from 'zod';

/** What of a zod issue names a field and its code (`keys` only on `unrecognized_keys`). */
type FieldIssue = Pick<z.core.$ZodIssue, 'code' | 'path' | 'message'> & { keys?: readonly string[] };

/** A shared schema's message that is itself a code (`vat_number_exists`) is kept; otherwise zod's issue code. */
const CODE_LIKE = /^[a-z][a-z0-9_]*$/;

/**
 * Zod issues as the API's `fields` (DESIGN §3): codes keyed by the dotted path inside the payload
 * (`company.VATNumber`, `phones.0.number`), each code once. An unknown key (`status`, `role`,
 * `is_superuser` …) is named as refused on its own path. The map has no prototype, so a payload key
 * such as `toString` or `constructor` is a field like any other (on a plain object it would find the
 * prototype's function, and pushing a code onto it would throw).
 */
export function issuesToFields(issues: readonly FieldIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (path: readonly PropertyKey[], code: string) => {
    const key = path.map(String).join('.') || 'non_field_errors';
    const codes = (fields[key] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) add([...issue.path, key], 'unrecognized_key');
      continue;
    }
    add(issue.path, CODE_LIKE.test(issue.message) ? issue.message : issue.code);
  }
  return fields;
}

type RouteValidation = { keyword: string; instancePath: string; message?: string };

/**
 * The same `fields` for a route schema's refusal: fastify-type-provider-zod hands each zod issue
 * over as `{keyword: code, instancePath: "/a/0/b", message}`; this turns it back. Unknown keys of a
 * route body are still named on their object (`filters: ["unrecognized_keys"]`), as the web and the
 * search agent tests expect today, not key by key as the multipart forms name them.
 */
export function routeValidationToFields(validation: readonly RouteValidation[]): Record<string, string[]> {
  return issuesToFields(
    validation.map((entry) => ({
      code: entry.keyword as FieldIssue['code'],
      path: entry.instancePath
        .split('/')
        .slice(1)
        .filter((segment) => segment !== ''),
      message: entry.message ?? '',
    })),
  );
}
