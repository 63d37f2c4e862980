import { useMemo, useState, type ReactNode } from 'react';
import type { Entry, FormType } from '@freight/shared/entries';
import { MATCH_COUNT_CAP, MATCH_COUNTS_MAX_UIDS } from '@freight/shared/matching';
import { useMatchCounts } from '../api/match-counts';
import { MatchCountButton } from '../components/match-count-button';
import { MatchesDrawer } from '../components/matches-drawer';
import { useLiveMatchCounts } from './use-live-match-counts';
import { useMatchRadius } from './use-match-radius';

/**
 * Issue 17 items 5–7 on My trucks / My wares: the match count of every shown own entry (one request for
 * the list, kept live), the button that shows it, and the drawer it opens. `entries` is empty on other lists.
 */
export function useOwnEntryMatching(formType: FormType, entries: readonly Entry[]) {
  const own = useMemo(() => entries.filter((entry) => entry.is_own), [entries]);
  // One request names at most a page's worth of entries (the API's bound); a member who scrolled past
  // them sees the later ones without a number, their matches still a click away.
  const uids = useMemo(() => own.slice(0, MATCH_COUNTS_MAX_UIDS).map((entry) => entry.uid), [own]);
  const { radius, choose } = useMatchRadius();
  const counts = useMatchCounts(formType, uids, radius);
  const [open, setOpen] = useState<Entry | null>(null);
  useLiveMatchCounts(formType, own);

  // A failed count shows no number rather than a wrong zero; an entry the answer left out has none.
  // While a new list's counts are read, the old answer stands in only for the entries it holds.
  const countOf = (uid: string): number | null | undefined => {
    if (counts.isError || !uids.includes(uid)) return null;
    const known = counts.data?.counts?.[uid];
    return known ?? (counts.isSuccess && !counts.isPlaceholderData ? 0 : undefined);
  };

  const render = (entry: Entry, compact = false): ReactNode =>
    entry.is_own ? (
      <MatchCountButton
        entry={entry}
        count={countOf(entry.uid)}
        cap={counts.data?.cap ?? MATCH_COUNT_CAP}
        compact={compact}
        onOpen={setOpen}
      />
    ) : null;

  const drawer = <MatchesDrawer entry={open} radius={radius} onRadiusChange={choose} onClose={() => setOpen(null)} />;
  return { render, drawer };
}
