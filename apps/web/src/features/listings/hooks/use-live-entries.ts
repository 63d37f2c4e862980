import { useMemo, useState } from 'react';
import type { Entry, FormType } from '@freight/shared/listings';
import { useUiLanguage } from '../../../lib/i18n';
import { useRealtime, type EntryEventMessage } from '../../../lib/realtime/realtime-provider';
import type { EntryFilters, EntryOrdering } from '../api/list-entries';
import { entryMatches } from '../utils/entry-matches';

type Params = {
  formType: FormType;
  my: boolean;
  filters: EntryFilters;
  ordering: EntryOrdering;
  /** The entries of the loaded pages, in the API's order. */
  loaded: readonly Entry[];
  /** The route's highlighted entry when it is not among the loaded ones (fetched by uid). */
  highlighted: Entry | null | undefined;
  highlightUid: string | undefined;
  /** Re-reads the list (after a reconnect or a resync, or to show the waiting new entries); may answer when done. */
  reload(): unknown;
};

/**
 * §4 entry list kept live: the loaded pages plus what happened since, from this screen (delete,
 * refresh) and from the websocket (others' creates, updates, refreshes and deletes).
 */
export function useLiveEntries({ formType, my, filters, ordering, loaded, highlighted, highlightUid, reload }: Params) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState<ReadonlyMap<string, Entry>>(new Map());
  // Refreshed here: the newest entry, so on top when newest come first.
  const [refreshedHere, setRefreshedHere] = useState<ReadonlySet<string>>(new Set());
  const [arrived, setArrived] = useState<readonly Entry[]>([]);
  const [waiting, setWaiting] = useState<readonly string[]>([]);
  // A language switch re-reads the pages, whose places are named in it (decision 015): live copies named
  // in the old language are let go (React's "adjust state on a prop change" pattern, no effect).
  const lang = useUiLanguage();
  const [namedIn, setNamedIn] = useState(lang);
  if (namedIn !== lang) {
    setNamedIn(lang);
    setArrived([]);
    setChanged(new Map());
  }

  const entries = useMemo(() => {
    const extra = highlighted && !loaded.some((entry) => entry.uid === highlighted.uid) ? [highlighted] : [];
    const all = [...arrived, ...extra, ...loaded]
      .filter((entry) => !removed.has(entry.uid))
      .map((entry) => changed.get(entry.uid) ?? entry);
    const unique = [...new Map(all.map((entry) => [entry.uid, entry])).values()];
    const rank = (entry: Entry) => (entry.uid === highlightUid ? 2 : ordering === '-modified_at' && refreshedHere.has(entry.uid) ? 1 : 0);
    return unique
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => rank(b.entry) - rank(a.entry) || a.index - b.index)
      .map(({ entry }) => entry);
  }, [arrived, highlighted, loaded, removed, changed, refreshedHere, highlightUid, ordering]);

  const shown = (uid: string) => entries.some((entry) => entry.uid === uid);

  const onEntryEvent = (message: EntryEventMessage) => {
    const [eventForm, kind] = message.type.split('_') as [FormType, string];
    if (eventForm !== formType) return;
    const uid = message.entry_data.uid;
    if (kind === 'delete') {
      setRemoved((current) => new Set(current).add(uid));
      setWaiting((current) => current.filter((item) => item !== uid));
      return;
    }
    const entry = message.entry_data as unknown as Entry;
    const matches = entryMatches(entry, filters, my);
    if (kind === 'create') {
      if (matches === false) return;
      // Newest first: the new entry goes on top; oldest first it belongs at the end, so it waits behind a control.
      // One only a radius could place ('maybe') waits too: the re-read behind the control asks the API.
      if (ordering === '-modified_at' && matches === true) setArrived((current) => [entry, ...current]);
      else setWaiting((current) => [...current, uid]);
    } else if (shown(uid)) {
      // 'maybe' keeps a shown entry until the next read: the browser cannot measure the radius.
      if (matches !== false) setChanged((current) => new Map(current).set(uid, entry));
      else setRemoved((current) => new Set(current).add(uid));
    }
  };

  /**
   * A resync (a reconnect, or a company deactivated or re-approved): the re-read pages are the truth.
   * Entries that arrived live before it are in them if they still belong there, so they are let go once
   * the re-read is done (not before, which would make them blink); a deactivated company's go with them.
   */
  const resync = () => {
    const before = new Set(arrived.map((entry) => entry.uid));
    void Promise.resolve(reload()).then(() => setArrived((current) => current.filter((entry) => !before.has(entry.uid))));
  };

  useRealtime({ onEntryEvent, onResync: resync });

  return {
    entries,
    /** How many new matching entries wait behind the 'N new entries' control. */
    waitingCount: waiting.length,
    showWaiting: () => {
      setWaiting([]);
      reload();
    },
    markRemoved: (uid: string) => setRemoved((current) => new Set(current).add(uid)),
    markRefreshed: (uid: string, updatedAt: string) => {
      const entry = entries.find((item) => item.uid === uid);
      if (entry) setChanged((current) => new Map(current).set(uid, { ...entry, updated_at: updatedAt, modified_at: updatedAt }));
      setRefreshedHere((current) => new Set(current).add(uid));
    },
  };
}
