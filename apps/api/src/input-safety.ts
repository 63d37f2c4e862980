import { AppError } from './app-error';

/**
 * Input no route may receive, whatever its schema (issue 14): a NUL character, which PostgreSQL
 * refuses in text (the request then failed with 500), a lone surrogate (issue 35), and keys that reach an object's prototype.
 * Used by plugins/input-guard.ts for JSON bodies, queries and paths, and by the multipart readers
 * for their plain fields.
 */

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** No request of the API nests deeper than a few levels; a deeper body is refused, not walked. */
const MAX_DEPTH = 32;

export type HostileInput = { field: string; code: 'invalid_character' | 'forbidden_key' | 'too_deep' };

/**
 * A lone UTF-16 surrogate (JSON's "\ud800" alone): no character, and PostgreSQL's json refuses its escape,
 * so an entry's notes holding one failed its event's insert with 500 (issue 35). With the u flag a paired
 * surrogate is one code point, so only a lone one matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The first hostile string or key in a parsed value, by its dotted field path; null when clean. */
export function findHostileInput(value: unknown, path = '', depth = 0): HostileInput | null {
  if (depth > MAX_DEPTH) return { field: 'non_field_errors', code: 'too_deep' };
  if (typeof value === 'string') return isUnsafeText(value) ? { field: path || 'non_field_errors', code: 'invalid_character' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHostileInput(item, joinPath(path, String(index)), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (PROTOTYPE_KEYS.has(key)) return { field: joinPath(path, key), code: 'forbidden_key' };
    if (isUnsafeText(key)) return { field: path || 'non_field_errors', code: 'invalid_character' };
    const found = findHostileInput((value as Record<string, unknown>)[key], joinPath(path, key), depth + 1);
    if (found) return found;
  }
  return null;
}

/** A multipart plain field (or a parsed JSON part) held to the same rule: 400 naming the field. */
export function refuseHostileInput(value: unknown, path = ''): void {
  const found = findHostileInput(value, path);
  if (found) throw new AppError('validation_failed', { fields: { [found.field]: [found.code] } });
}
