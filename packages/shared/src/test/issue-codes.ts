import type { z } from 'zod';

/**
 * The codes a parse failed with, by dotted field path ('' for the whole value), so a test compares the
 * whole answer: an extra or missing issue fails it as surely as a wrong code. A success gives `{}`.
 * The codes are the messages the schemas set (`too_large` …), which the web translates as `validation.<code>`.
 */
export function issueCodes(result: { success: true } | { success: false; error: z.ZodError }): Record<string, string[]> {
  if (result.success) return {};
  const codes: Record<string, string[]> = {};
  for (const issue of result.error.issues) (codes[issue.path.join('.')] ??= []).push(issue.message);
  return codes;
}

/** The paths a parse failed at, for schemas that keep zod's own English messages (paging, ids). */
export function failedPaths(result: { success: true } | { success: false; error: z.ZodError }): string[] {
  return Object.keys(issueCodes(result)).sort();
}
