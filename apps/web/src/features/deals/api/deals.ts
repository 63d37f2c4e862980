import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DealDetail, DealMessage, DealOfferInput, DealPage, DealRole, DealTermsInput } from '@freight/shared/deals';
import { api, fetchBlob, unwrap } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

export const dealsKey = ['deals'] as const;
export const dealListKey = (role: DealRole) => [...dealsKey, 'list', role] as const;
export const dealKey = (id: number) => [...dealsKey, 'deal', id] as const;
export const dealMessagesKey = (id: number) => [...dealsKey, 'messages', id] as const;
export const dealUnreadKey = [...dealsKey, 'unread'] as const;

const DEALS_PAGE_SIZE = 20;
/** A conversation is read whole (up to the API's page bound); older pages follow by cursor. */
const MESSAGES_PAGE_SIZE = 200;

export const listDeals = (role: DealRole, cursor: string | null, signal?: AbortSignal) =>
  unwrap(
    api.GET('/api/deals/', { params: { query: { role, limit: DEALS_PAGE_SIZE, cursor: cursor ?? undefined } }, signal }),
  ) as Promise<DealPage>;
export const getDeal = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/deals/{id}/', { params: { path: { id } }, signal })) as Promise<DealDetail>;
export const getUnread = (signal?: AbortSignal) => unwrap(api.GET('/api/deals/unread/', { signal }));

export const makeOffer = (body: DealOfferInput) => unwrap(api.POST('/api/deals/', { body: body as never })) as Promise<DealDetail>;
export const counterDeal = (id: number, body: DealTermsInput) =>
  unwrap(api.POST('/api/deals/{id}/counter/', { params: { path: { id } }, body: body as never })) as Promise<DealDetail>;
export const acceptDeal = (id: number) => unwrap(api.POST('/api/deals/{id}/accept/', { params: { path: { id } } })) as Promise<DealDetail>;
export const declineDeal = (id: number, reason: string) =>
  unwrap(api.POST('/api/deals/{id}/decline/', { params: { path: { id } }, body: { reason } })) as Promise<DealDetail>;
export const withdrawDeal = (id: number, reason: string) =>
  unwrap(api.POST('/api/deals/{id}/withdraw/', { params: { path: { id } }, body: { reason } })) as Promise<DealDetail>;
export const cancelDeal = (id: number, reason: string) =>
  unwrap(api.POST('/api/deals/{id}/cancel/', { params: { path: { id } }, body: { reason } })) as Promise<DealDetail>;

export const listMessages = (id: number, signal?: AbortSignal) =>
  unwrap(api.GET('/api/deals/{id}/messages/', { params: { path: { id }, query: { limit: MESSAGES_PAGE_SIZE } }, signal }));
export const postMessage = (id: number, text: string) =>
  unwrap(api.POST('/api/deals/{id}/messages/', { params: { path: { id } }, body: { text } })) as Promise<DealMessage>;

/** The transport order in the reader's language, saved under its number. */
export async function downloadOrder(deal: { id: number; number: string | null }, lang: string): Promise<void> {
  const blob = await fetchBlob(`/api/deals/${deal.id}/order.pdf?lang=${lang}`, { accept: 'application/pdf' });
  saveBlob(blob, `${deal.number ?? deal.id}.pdf`);
}

export const dealListQuery = (role: DealRole) =>
  infiniteQueryOptions({
    queryKey: dealListKey(role),
    queryFn: ({ pageParam, signal }) => listDeals(role, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
export const useDealList = (role: DealRole) => useInfiniteQuery(dealListQuery(role));
export const useDeal = (id: number) => useQuery({ queryKey: dealKey(id), queryFn: ({ signal }) => getDeal(id, signal) });
export const useDealMessages = (id: number) =>
  useQuery({ queryKey: dealMessagesKey(id), queryFn: ({ signal }) => listMessages(id, signal) });
export const unreadQuery = () => queryOptions({ queryKey: dealUnreadKey, queryFn: ({ signal }) => getUnread(signal) });
export const useUnreadDeals = () => useQuery(unreadQuery());

/** A step answered with the deal: its page shows it at once; lists and counts re-read. */
export function storeDeal(queryClient: QueryClient, deal: DealDetail): void {
  queryClient.setQueryData(dealKey(deal.id), deal);
  void queryClient.invalidateQueries({ queryKey: [...dealsKey, 'list'] });
}
