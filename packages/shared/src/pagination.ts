import { z } from 'zod';

/** DESIGN §3: lists that can grow answer `{results, next}`; `?limit=` default 50, max 200, `?cursor=` opaque. */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().min(1).max(500).optional(),
});

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), next: z.string().nullable() });
}

export type Paginated<T> = { results: T[]; next: string | null };
