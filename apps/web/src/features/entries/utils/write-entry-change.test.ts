import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Entry } from '@freight/shared/entries';
import { testEntry } from '../../../test/entries';
import { page } from '../../../test/msw/answers';
import { EMPTY_FILTERS, entriesQueryKey, type EntryListParams } from '../api/list-entries';
import type { EntryPages } from './entry-list-cache';
import { writeEntryChange } from './write-entry-change';

const UID_A = '11111111-1111-4111-8111-111111111111';
const UID_NEW = '33333333-3333-4333-8333-333333333333';

const search: EntryListParams = { formType: 'truck', my: false, filters: EMPTY_FILTERS, ordering: '-modified_at' };
const pages = (...entries: Entry[]): EntryPages => ({ pages: [page(entries)], pageParams: [null] });
const uids = (client: QueryClient, params: EntryListParams, lang: 'en' | 'de') =>
  client.getQueryData<EntryPages>(entriesQueryKey(params, lang))?.pages.flatMap((one) => one.results.map((entry) => entry.uid));
const invalidated = (client: QueryClient, params: EntryListParams, lang: 'en' | 'de') =>
  client.getQueryState(entriesQueryKey(params, lang))?.isInvalidated;

describe('writeEntryChange', () => {
  it("gives an event's entry only to the lists named in its language; the others are re-read when next shown", () => {
    const client = new QueryClient();
    client.setQueryData(entriesQueryKey(search, 'en'), pages(testEntry(UID_A, 'truck')));
    client.setQueryData(entriesQueryKey(search, 'de'), pages(testEntry(UID_A, 'truck')));
    writeEntryChange(client, 'truck', { kind: 'create', entry: testEntry(UID_NEW, 'truck') }, 'en');
    expect(uids(client, search, 'en')).toEqual([UID_NEW, UID_A]);
    expect(uids(client, search, 'de')).toEqual([UID_A]);
    expect(invalidated(client, search, 'de')).toBe(true);
    expect(invalidated(client, search, 'en')).toBe(false);

    // A delete names nothing: it leaves every list at once.
    writeEntryChange(client, 'truck', { kind: 'delete', uid: UID_A }, 'en');
    expect(uids(client, search, 'de')).toEqual([]);
  });

  it("applies each list's own filters and scope, and leaves a new entry only a radius could place waiting", () => {
    const client = new QueryClient();
    const mine = { ...search, my: true };
    const around = { ...search, filters: { ...EMPTY_FILTERS, loading_city: 99, loading_radius: 50 as const } };
    for (const params of [search, mine, around]) client.setQueryData(entriesQueryKey(params, 'en'), pages(testEntry(UID_A, 'truck')));
    const writes = writeEntryChange(client, 'truck', { kind: 'create', entry: testEntry(UID_NEW, 'truck') }, 'en');
    expect(uids(client, search, 'en')).toEqual([UID_NEW, UID_A]);
    // Another company's entry is not in My trucks; another city than the radius's centre waits for the API.
    expect(uids(client, mine, 'en')).toEqual([UID_A]);
    expect(uids(client, around, 'en')).toEqual([UID_A]);
    expect(writes.map((write) => write.outcome).sort()).toEqual(['inserted', 'unchanged', 'waiting']);
  });

  it('updates the entry read by itself (a highlighted entry) and empties it on delete', () => {
    const client = new QueryClient();
    const key = ['entries', 'truck', 'entry', UID_A, 'en'];
    client.setQueryData(key, testEntry(UID_A, 'truck'));
    writeEntryChange(client, 'truck', { kind: 'update', entry: testEntry(UID_A, 'truck', { identification_id: 'TR-CHANGED' }) }, 'en');
    expect(client.getQueryData<Entry>(key)?.identification_id).toBe('TR-CHANGED');
    writeEntryChange(client, 'truck', { kind: 'delete', uid: UID_A }, 'en');
    expect(client.getQueryData(key)).toBeNull();
  });
});
