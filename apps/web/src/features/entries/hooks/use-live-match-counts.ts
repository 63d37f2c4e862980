import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Entry, FormType } from '@freight/shared/entries';
import { matchedFormOf, mayMatch } from '@freight/shared/matching';
import { MAX_VIEW_MATCH_ENTRIES, type RealtimeView } from '@freight/shared/realtime-views';
import { useRealtime, useRealtimeViews, type EntryEventMessage } from '../../../lib/realtime/realtime-provider';
import { matchListsPrefix } from '../api/entry-matches';
import { matchCountsPrefix } from '../api/match-counts';

/** Events come in bursts (a company publishing a day's loads): one re-read after the burst, not one per event. */
export const MATCH_RECOUNT_DELAY_MS = 1500;

/**
 * Issue 17 item 7: the own entries' match counts (and an open match list) follow the websocket. An
 * event of the other form type that may match a shown own entry (the shared rule without the radius,
 * which only the API can measure) re-reads them, debounced; an update or a delete may also end a match
 * the browser cannot see, so it re-reads too, as does an edit of an own entry. A refresh changes nothing
 * a match reads. The socket is told the own entries' loading windows and loads (issue 30 item 1), so the
 * server sends only such events.
 */
export function useLiveMatchCounts(formType: FormType, own: readonly Entry[]) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const views = useMemo((): RealtimeView[] => {
    if (own.length === 0) return [];
    const entries = own.slice(0, MAX_VIEW_MATCH_ENTRIES).map((entry) => ({
      date_start: entry.loading_location.date_start,
      date_end: entry.loading_location.date_end,
      weight: entry.info.weight,
      mdp: entry.info.mdp,
    }));
    return [{ kind: 'matches', form_type: formType, entries }, { kind: 'own' }];
  }, [formType, own]);
  useRealtimeViews(views);

  const recount = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: matchCountsPrefix(formType) });
      void queryClient.invalidateQueries({ queryKey: matchListsPrefix(formType) });
    }, MATCH_RECOUNT_DELAY_MS);
  };

  const onEntryEvent = (message: EntryEventMessage) => {
    const [eventForm, kind] = message.type.split('_') as [FormType, string];
    // An own entry edited (its places, dates or load) has other matches; the list shows its new form.
    if (eventForm === formType && kind === 'update' && message.entry_data.is_own === true) return recount();
    if (eventForm !== matchedFormOf(formType) || kind === 'refresh' || own.length === 0) return;
    if (kind === 'create' && !own.some((entry) => mayMatch(entry, message.entry_data as unknown as Entry))) return;
    recount();
  };

  useRealtime({ onEntryEvent, onResync: recount });
}
