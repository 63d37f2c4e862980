import { pick, type Random } from './malformed-values';

/**
 * Mutation fuzzing (issue 35 item 10): a valid body with one value replaced. A wholly malformed body
 * is refused by the schema's first check, so it never reaches the service or the database; a valid
 * body with one bad number does, and finds a column the schema does not bound.
 */

/** Values at and past the edges of PostgreSQL's columns: integer, bigint, numeric(p, s), double. */
export const EDGE_NUMBERS: readonly number[] = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  2 ** 64,
  1e12,
  1e15,
  1e21,
  1e308,
  -1e308,
  5e-324,
  0.005,
  0.0049,
  -0.0001,
  123456.789,
  0,
  -1,
];

/** Other values a mutated leaf takes now and then: wrong types and edge strings. */
const OTHER_VALUES: readonly unknown[] = ['', 'x'.repeat(10_000), '1e308', '2147483648', null, true, [], {}, 'a\u0000b', 'a\ud800b'];

type Path = (string | number)[];

/** Every leaf of a JSON value (a scalar, or an empty array or object), by its path. */
export function leavesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item, index) => leavesOf(item, [...path, index])) : [path];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => leavesOf(item, [...path, key])) : [path];
  }
  return [path];
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withValue(item, rest, replacement) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: withValue(object[head!], rest, replacement) };
}

/** A copy of `body` with one leaf (numbers twice as often as others) set to an edge value; the path says which. */
export function mutate(body: unknown, random: Random): { body: unknown; path: string } {
  const leaves = leavesOf(body);
  const numeric = leaves.filter(
    (path) => typeof path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body) === 'number',
  );
  const path = numeric.length && random() < 0.67 ? pick(random, numeric) : pick(random, leaves);
  const replacement = random() < 0.8 ? pick(random, EDGE_NUMBERS) : pick(random, OTHER_VALUES);
  return { body: withValue(body, path, replacement), path: path.join('.') };
}
