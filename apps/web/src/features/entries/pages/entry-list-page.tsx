import { Alert, Button, Collapse, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useParams } from 'react-router';
import type { Entry, FormType } from '@freight/shared/entries';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { rateLimitWait } from '../../../lib/query-retry';
import { useRealtimeStatus } from '../../../lib/realtime/realtime-provider';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntry } from '../api/get-entry';
import { filterQuery, useEntries } from '../api/list-entries';
import { useRefreshEntry } from '../api/refresh-entry';
import { EntryCard } from '../components/entry-card';
import { EntryFiltersForm } from '../components/entry-filters';
import { EntryTable } from '../components/entry-table';
import { ListViewToggle } from '../components/list-view-toggle';
import { useListView } from '../hooks/use-list-view';
import { useLiveEntries } from '../hooks/use-live-entries';
import { useOwnEntryMatching } from '../hooks/use-own-entry-matching';
import { useUrlFilters } from '../hooks/use-url-filters';
import { shownEntries } from '../utils/entry-list-cache';
import { limitedMessage } from '../utils/limited-wait';
import { useFormType } from './use-entry-route';

type RouteHandle = { crumb?: string; my?: boolean };

/** `my` (the member's own entries) and the heading come from route data, like the form type. */
function useListRoute() {
  const handle = useMatches()
    .map((match) => match.handle as RouteHandle | undefined)
    .reverse()
    .find((value) => value?.crumb !== undefined);
  return { my: handle?.my === true, title: handle?.crumb ?? 'nav.dashboard' };
}

/** The current search as the list sends it, for actions composed in by app/ (saving it as a search agent). */
export type EntrySearch = { formType: FormType; query: Readonly<Record<string, string>> };
export type EntrySearchActions = (search: EntrySearch) => ReactNode;

type Props = { formType: FormType; my: boolean; title: string; highlightUid: string | undefined; searchActions?: EntrySearchActions };

function EntryList({ formType, my, title, highlightUid, searchActions }: Props) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Issue 13: the dense table from 960 px (the default there), cards below; the choice is remembered.
  const listView = useListView();
  // Filters and ordering live in the URL (issue 13): bookmarkable, shareable, restored by Back.
  const { filters, ordering, applyFilters, applyOrdering, searchKey } = useUrlFilters();
  const query = useEntries({ formType, my, filters, ordering });
  const highlighted = useEntry(formType, highlightUid);
  const realtimeStatus = useRealtimeStatus();
  const sentinel = useRef<HTMLDivElement>(null);
  const { refetch } = query;
  const entries = useMemo(() => shownEntries(query.data, highlighted.data, highlightUid), [query.data, highlighted.data, highlightUid]);
  const shownUids = useMemo(() => entries.map((entry) => entry.uid), [entries]);
  // Websocket events write into the cached pages (query.data): the list shows the cache, nothing beside it.
  const live = useLiveEntries({ formType, my, filters, ordering, reload: () => refetch(), shownUids });
  const deleteMutation = useDeleteEntry(formType);
  const refreshMutation = useRefreshEntry(formType);
  // Issue 17: own entries show their matches; search lists do not ask for them.
  const matching = useOwnEntryMatching(formType, my ? entries : []);

  // A failed list says whether it was refused for the member's pace (decision 071), in its alert and its notice alike.
  const failedKey = rateLimitWait(query.error) === undefined ? 'entries.fetchFailed' : 'errors.rate_limited';
  useEffect(() => {
    if (query.isError) alert.danger(failedKey, { details: query.error });
  }, [query.isError, query.error, failedKey]);
  // Decision 071: a search refused for the member's pace is asked again when the API allows; meanwhile the list says so.
  const limitedFor = query.isPending ? rateLimitWait(query.failureReason) : undefined;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // More entries as the user scrolls; the 'Load more' button serves keyboards and browsers without the observer.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((item) => item.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const remove = async (entry: Entry) => {
    try {
      await deleteMutation.mutateAsync(entry.uid);
      alert.success('entries.deleted');
    } catch (error) {
      alert.danger('entries.deleteFailed', { details: error });
    }
  };

  const refresh = async (entry: Entry) => {
    try {
      await refreshMutation.mutateAsync(entry);
      alert.success('entries.refreshed');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) {
        const message = limitedMessage('refresh', error.retryAfterSeconds);
        alert.warning(message.key, { values: message.values });
      } else alert.danger('entries.refreshFailed', { details: error });
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="entries-filters"
          data-testid="entries-filter-toggle"
        >
          {t(filtersOpen ? 'entries.filters.hide' : 'entries.filters.show')}
        </Button>
        {!my && searchActions?.({ formType, query: filterQuery(filters) })}
        <Button
          variant="subtle"
          onClick={() => applyOrdering(ordering === '-modified_at' ? 'modified_at' : '-modified_at')}
          aria-label={t('entries.sort.label', { current: t(ordering === '-modified_at' ? 'entries.sort.newest' : 'entries.sort.oldest') })}
          data-ordering={ordering}
          data-testid="entries-sort"
        >
          {t(ordering === '-modified_at' ? 'entries.sort.newest' : 'entries.sort.oldest')}
        </Button>
        {listView.canChoose && <ListViewToggle view={listView.view} onChange={listView.choose} />}
      </Group>
      <Collapse expanded={filtersOpen} keepMountedMode="display-none" id="entries-filters">
        {/* Remounted per search, so Back or an opened link shows the URL's filters in the form. */}
        <EntryFiltersForm key={searchKey} initial={filters} onApply={applyFilters} />
      </Collapse>

      {query.isPending && (
        // §2: loading shows an info alert (as an empty list shows a warning).
        <Alert color="blue" role="status" icon={<Loader size="xs" />} data-testid="entries-loading" data-alert="info">
          {limitedFor === undefined ? t('entries.loading') : t('entries.readsLimited', { count: limitedFor })}
        </Alert>
      )}
      {query.isError && (
        <Alert color="red" data-testid="entries-error">
          {t(failedKey)}
        </Alert>
      )}
      {realtimeStatus === 'reconnecting' && (
        <Text size="sm" c="dimmed" role="status" data-testid="entries-live-status">
          {t('entries.liveReconnecting')}
        </Text>
      )}
      {live.waitingCount > 0 && (
        <Button variant="light" onClick={live.showWaiting} data-testid="entries-new-control">
          {t('entries.newEntries', { count: live.waitingCount })}
        </Button>
      )}
      {query.isSuccess && entries.length === 0 && (
        <Alert color="yellow" data-testid="entries-empty">
          {t('entries.noEntries')}
        </Alert>
      )}
      <Stack gap="sm" data-testid="entries-list" data-realtime={realtimeStatus} data-view={listView.view}>
        {listView.view === 'table'
          ? entries.length > 0 && (
              <EntryTable
                entries={entries}
                my={my}
                ordering={ordering}
                onOrderingChange={applyOrdering}
                highlightUid={highlightUid}
                liveUids={live.arrivedUids}
                onDelete={remove}
                onRefresh={refresh}
                renderMatches={my ? matching.render : undefined}
              />
            )
          : entries.map((entry) => (
              <EntryCard
                key={entry.uid}
                entry={entry}
                highlighted={entry.uid === highlightUid}
                onDelete={remove}
                onRefresh={refresh}
                matches={my ? matching.render(entry) : undefined}
              />
            ))}
      </Stack>
      <div ref={sentinel} />
      {my && matching.drawer}
      {hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="entries-load-more">
            {t('entries.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * §2 entry list for /dashboard/search-trucks|wares/{uid?} and /dashboard/my-trucks|wares: one
 * module, the form type and `my` are route data. A new route starts afresh (list); filters and sort come from its URL.
 * The highlighted uid is read by itself too, so it is shown even when it is beyond the loaded pages.
 */
export function EntryListPage({ searchActions }: { searchActions?: EntrySearchActions } = {}) {
  const formType = useFormType();
  const { my, title } = useListRoute();
  const { uid } = useParams();
  const { pathname } = useLocation();
  return (
    <EntryList key={pathname} formType={formType} my={my} title={title} highlightUid={my ? undefined : uid} searchActions={searchActions} />
  );
}

export const Component = EntryListPage;
