import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealMessagePage } from '../utils/types';
import { useRealtime } from '../../../lib/realtime/realtime-provider';
import { dealKey, dealMessagesKey, dealsKey, dealUnreadKey } from '../api/deals';

/**
 * Live deals (issue 31 item 5): a deal's change re-reads that deal, the lists and the unread count; a
 * message joins an open conversation at once (then the conversation is re-read, which marks it read on
 * the server) or raises the unread count. A resync re-reads them all.
 */
export function useLiveDeals(): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  // A deal names its places in the reader's language (decision 074): another language reads them again.
  useEffect(() => {
    const reread = () => void queryClient.invalidateQueries({ queryKey: dealsKey });
    i18n.on('languageChanged', reread);
    return () => i18n.off('languageChanged', reread);
  }, [i18n, queryClient]);
  useRealtime({
    onDeal: (message) => {
      if (message.type === 'deal_message' && message.message) {
        const shown = message.message;
        queryClient.setQueryData<DealMessagePage>(dealMessagesKey(message.deal_id), (page) =>
          page && !page.results.some((item) => item.id === shown.id) ? { ...page, results: [...page.results, shown] } : page,
        );
      }
      void queryClient.invalidateQueries({ queryKey: dealKey(message.deal_id) });
      void queryClient.invalidateQueries({ queryKey: dealMessagesKey(message.deal_id) });
      void queryClient.invalidateQueries({ queryKey: [...dealsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: dealUnreadKey });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: dealsKey }),
  });
}

/** Mounted once in the dashboard frame, under the realtime provider. */
export function DealsLive() {
  useLiveDeals();
  return null;
}
