/**
 * Malformed values a hostile or broken client sends (issue 14): NUL bytes that PostgreSQL refuses,
 * ids beyond PostgreSQL's integer, prototype keys, wrong types, huge and deep values. A seeded
 * generator, so a failing request can be replayed from its seed.
 */

/** mulberry32: small, fast and good enough to pick test cases reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Values for a path parameter: ids out of range, non-numbers, NUL, traversal, very long. */
export const MALFORMED_PATH_VALUES = [
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  '%00',
  'a%00b',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  '%F0%9F%9A%9A',
  "1'%20OR%20'1'='1",
] as const;

/** Scalar values for query strings and JSON fields. */
export const MALFORMED_SCALARS: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  2147483648,
  -2147483649,
  // Beyond exact doubles: sent as text, as a client that does not round it would.
  '9007199254740993',
  1e308,
  -0.5,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '\ud800',
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { __proto__: { admin: true } },
  '2026-02-30',
  '99:99',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
];

/** A JSON value of any shape, with hostile keys now and then. */
export function malformedJson(random: Random, depth = 0): unknown {
  const roll = random();
  if (depth > 3 || roll < 0.5) return pick(random, MALFORMED_SCALARS);
  if (roll < 0.65) return Array.from({ length: Math.floor(random() * 4) }, () => malformedJson(random, depth + 1));
  return malformedObject(random, depth + 1);
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'a\u0000b', ''];

/** An object with some real-looking keys (taken from the operation's schema) and hostile ones. */
export function malformedObject(random: Random, depth = 0, knownKeys: readonly string[] = []): Record<string, unknown> {
  // JSON text is built by hand so that `__proto__` travels as an own key, as an attacker sends it.
  const object: Record<string, unknown> = {};
  const keys = [...knownKeys.filter(() => random() < 0.7), ...HOSTILE_KEYS.filter(() => random() < 0.2)];
  for (const key of keys) Object.defineProperty(object, key, { value: malformedJson(random, depth + 1), enumerable: true, writable: true });
  return object;
}

/** Deep nesting that a naive recursive reader could choke on. */
export function deepNesting(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}
