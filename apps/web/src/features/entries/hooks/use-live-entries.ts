import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Entry, FormType } from '@freight/shared/entries';
import { MAX_VIEW_UIDS } from '@freight/shared/realtime-views';
import { useUiLanguage } from '../../../lib/i18n';
import { useRealtime, useRealtimeViews, type DealMessageEvent, type EntryEventMessage } from '../../../lib/realtime/realtime-provider';
import { entriesQueryKey, filterQuery, type EntryListParams } from '../api/list-entries';
import type { EntryChange } from '../utils/entry-list-cache';
import { writeEntryChange } from '../utils/write-entry-change';

type Params = EntryListParams & {
  /** Re-reads the open list (after a resync, or to show the waiting new entries); answers when done. */
  reload(): Promise<unknown>;
  /** The entries the list shows: the server sends their changes even when they no longer meet the filters. */
  shownUids: readonly string[];
};

/** A websocket entry event as a change of the lists (DESIGN §3: a delete carries at least the uid). */
function changeOfEvent(message: EntryEventMessage): { formType: FormType; change: EntryChange } {
  const [formType, kind] = message.type.split('_') as [FormType, EntryChange['kind']];
  // The event's entry is the API's entry, named in the socket's language and flagged for this reader (is_own, can_manage).
  const change: EntryChange =
    kind === 'delete' ? { kind, uid: message.entry_data.uid } : { kind, entry: message.entry_data as unknown as Entry };
  return { formType, change };
}

/**
 * §4 entry lists kept live: each websocket entry event is written into the cached lists (TanStack
 * Query; no second store of entries). What stays here is what the open list shows about them: the
 * uids that arrived live (highlighted for a few seconds) and the new entries waiting behind the
 * "N new entries" control, which only a re-read can place.
 */
export function useLiveEntries({ reload, shownUids, ...list }: Params) {
  const queryClient = useQueryClient();
  const lang = useUiLanguage();
  const listKey = entriesQueryKey(list, lang);
  const openKey = hashKey(listKey);
  const filters = useMemo(() => filterQuery(list.filters), [list.filters]);
  useRealtimeViews([{ kind: 'list', form_type: list.formType, my: list.my, filters, uids: shownUids.slice(0, MAX_VIEW_UIDS) }]);
  // Events reach the open list only (the socket shows it alone): a list left behind is read again when
  // shown again. (hashKey is the key as JSON, its objects' keys sorted: parsed, it names the same query.)
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: JSON.parse(openKey) as unknown[], exact: true, refetchType: 'none' }),
    [queryClient, openKey],
  );
  const [arrived, setArrived] = useState<readonly string[]>([]);
  const [waiting, setWaiting] = useState<readonly string[]>([]);

  const onEntryEvent = (message: EntryEventMessage) => {
    const { formType, change } = changeOfEvent(message);
    if (formType !== list.formType) return;
    // Issue 33: an entry hidden by "already gone" reports leaves others' lists, but stays in its owner's
    // (with its count): My trucks/wares re-read it rather than drop it.
    if (list.my && change.kind === 'delete' && message.entry_data.gone === true) {
      void reload();
      return;
    }
    const uid = change.kind === 'delete' ? change.uid : change.entry.uid;
    for (const { key, outcome } of writeEntryChange(queryClient, formType, change, lang)) {
      const open = hashKey(key) === openKey;
      if (open && outcome === 'inserted') setArrived((current) => [...current, uid]);
      else if (open && outcome === 'waiting') setWaiting((current) => (current.includes(uid) ? current : [...current, uid]));
      // Another list (other filters or order) that cannot place the new entry re-reads when shown again.
      else if (outcome === 'waiting') void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
    if (change.kind === 'delete') setWaiting((current) => current.filter((item) => item !== uid));
  };

  /**
   * A resync (a reconnect, or a company deactivated or re-approved): every list of the form type is
   * re-read (the open one at once), its pages being the truth; live arrivals from before are let go of
   * once the open list is re-read, as they are then in its pages if they still belong there.
   */
  const onResync = () => {
    const before = new Set(arrived);
    void queryClient
      .invalidateQueries({ queryKey: ['entries', list.formType, 'list'] })
      .then(() => setArrived((current) => current.filter((uid) => !before.has(uid))));
  };

  /**
   * My trucks / My wares count each entry's open offers (issue 31 item 2), which no entry event carries:
   * a change of a deal on one of the company's entries of this form type re-reads the open list.
   */
  const onDeal = (message: DealMessageEvent) => {
    if (!list.my || message.type !== 'deal_update') return;
    const { deal } = message;
    // A notice too large to carry its deal may be about any of them.
    if (deal && (deal.role !== 'incoming' || deal.entry.form_type !== list.formType)) return;
    void reload();
  };

  useRealtime({ onEntryEvent, onResync, onDeal });

  return {
    /** The uids the websocket added to the open list, oldest first: the table highlights them for a few seconds. */
    arrivedUids: arrived,
    /** How many new matching entries wait behind the 'N new entries' control. */
    waitingCount: waiting.length,
    showWaiting: () => {
      setWaiting([]);
      void reload();
    },
  };
}
