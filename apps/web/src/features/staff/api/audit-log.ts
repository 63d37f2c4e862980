import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction } from '@freight/shared/audit';
import { api, fetchBlob, unwrap } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The audit log's filters as staff set them (issue 33 item 7); an absent one filters nothing. */
export type AuditFilters = { action?: AuditAction; company?: number; actor?: number; from?: string; to?: string };

const AUDIT_PAGE_SIZE = 50;

const query = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as AuditFilters;

export const listAudit = (filters: AuditFilters, cursor: string | null, signal?: AbortSignal) =>
  unwrap(
    api.GET('/api/staff/audit-log/', {
      params: { query: { ...query(filters), limit: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
      signal,
    }),
  );

export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', query(filters)] as const,
    queryFn: ({ pageParam, signal }) => listAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditLogQuery(filters));

/** The whole filtered log as CSV (the API caps its size), saved as audit-log.csv. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const params = new URLSearchParams({
    ...Object.fromEntries(Object.entries(query(filters)).map(([k, v]) => [k, String(v)])),
    format: 'csv',
  });
  saveBlob(await fetchBlob(`/api/staff/audit-log/?${params.toString()}`, { accept: 'text/csv' }), 'audit-log.csv');
}
