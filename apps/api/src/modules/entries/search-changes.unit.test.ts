import { describe, expect, it } from 'vitest';
import { entryListQuerySchema } from '@freight/shared/entry-list-query';
import type { FilterableEntry } from '@freight/shared/entry-filter-match';
import { answersConcerned, type CachedSearch, type EntryChange } from './search-changes';
import type { SharedAnswer } from './shared-answer';

const NEW_UID = '5b6f1a2e-0000-4000-8000-000000000001';

const truck: FilterableEntry = {
  identification_id: 'TR-TEST0001',
  info: { id: 1, weight: 24, volume: 90, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 30 },
  loading_location: { country: 'RO', external_city_id: 683506, date_start: '2026-12-01', date_end: '2026-12-02' },
  unloading_location: { country: 'DE', external_city_id: 2867714 },
};

/** A cached first page of trucks with these filters, showing `uids`. */
function cachedPage(filters: Record<string, string>, uids: string[], scope: CachedSearch['scope'] = '*'): CachedSearch {
  return {
    formType: 'truck',
    scope,
    query: entryListQuerySchema.parse(filters),
    lang: 'en',
    answer: { uids: new Set(uids), owners: new Set(), goneReports: new Map() } as unknown as SharedAnswer,
  };
}

const change = (overrides: Partial<EntryChange>): EntryChange => ({
  formType: 'truck',
  companyId: 7,
  deleted: false,
  entry: { uid: NEW_UID, ...truck },
  ...overrides,
});

describe('answersConcerned (which cached lists an entry change forgets)', () => {
  it('forgets a page the new entry joins, and keeps one whose filters it does not meet or of the other form type', () => {
    const created = answersConcerned(change({ created: true }));
    expect(created(cachedPage({}, ['other']))).toBe(true);
    expect(created(cachedPage({ loading_country: 'RO' }, []))).toBe(true);
    expect(created(cachedPage({ loading_country: 'FR' }, ['other']))).toBe(false);
    expect(created({ ...cachedPage({}, []), formType: 'ware' })).toBe(false);
  });

  it('keeps a page read after the create (it already shows the entry), but forgets it for a later change of that entry', () => {
    const showing = cachedPage({}, [NEW_UID, 'other']);
    expect(answersConcerned(change({ created: true }))(showing)).toBe(false);
    expect(answersConcerned(change({}))(showing)).toBe(true);
    expect(answersConcerned(change({ deleted: true, entry: { uid: NEW_UID } }))(showing)).toBe(true);
  });

  it("forgets the writing company's own lists, and no other company's", () => {
    const created = answersConcerned(change({ created: true }));
    expect(created(cachedPage({ my: 'true' }, [], 7))).toBe(true);
    expect(created(cachedPage({ my: 'true' }, [], 8))).toBe(false);
  });
});
