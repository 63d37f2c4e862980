import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { incidentKeys } from './incident-keys';

const getCompanyName = async (id: number, signal?: AbortSignal) =>
  (await unwrap(api.GET('/api/companies/{id}/', { params: { path: { id } }, signal }))).name;

/**
 * The name of the company a list opened from a link is about (issue 13 item 7: not "Company #2"),
 * read from the company endpoint, which authorises it as the company page does. Asked only when
 * the listed incidents do not already name it (`id` null).
 */
export const useCompanyName = (id: number | null) =>
  useQuery({
    queryKey: incidentKeys.companyName(id ?? 0),
    queryFn: ({ signal }) => getCompanyName(id!, signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
