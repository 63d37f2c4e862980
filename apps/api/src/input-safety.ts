import { AppError } from './app-error';

/**
 * Input no route may receive, whatever its schema (issue 14): a NUL character, which PostgreSQL
 * refuses in text (the request then failed with 500), and keys that reach an object's prototype.
 * Used by plugins/input-guard.ts for JSON bodies, queries and paths, and by the multipart readers
 * for their plain fields.
 */

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** No request of the API nests deeper than a few levels; a deeper body is refused, not walked. */
const MAX_DEPTH = 32;

export type HostileInput = { field: string; code: 'invalid_character' | 'forbidden_key' | 'too_deep' };

const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The first hostile string or key in a parsed value, by its dotted field path; null when clean. */
export function findHostileInput(value: unknown, path = '', depth = 0): HostileInput | null {
  if (depth > MAX_DEPTH) return { field: 'non_field_errors', code: 'too_deep' };
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path || 'non_field_errors', code: 'invalid_character' } : null;
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
    if (key.includes('\u0000')) return { field: path || 'non_field_errors', code: 'invalid_character' };
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
