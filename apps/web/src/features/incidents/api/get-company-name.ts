import { useCompanyDetails } from '../../../lib/companies/companies-api';

/**
 * The name of the company a list opened from a link is about (issue 13 item 7: not "Company #2"),
 * read from the company endpoint, which authorises it as the company page does, under the one cache
 * key every feature shares for a company. Asked only when the listed incidents do not already name it
 * (`id` null).
 */
export function useCompanyName(id: number | null) {
  const details = useCompanyDetails(id);
  return { ...details, data: details.data?.name };
}
