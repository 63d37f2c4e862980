import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/session';
import { renderInRouter } from '../../../test/render';
import { testEntry } from '../../../test/entries';
import { fakeJwt } from '../../../test/tokens';
import { EntryCard } from './entry-card';

const nothing = async () => undefined;

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

/** Issue 31: an entry an agreed deal took stays on its owner's list, marked taken rather than expired. */
describe('entry card of a taken entry', () => {
  it('says taken where an expired entry says expired', () => {
    const base = testEntry('22222222-2222-4222-8222-222222222222', 'ware');
    const taken = { ...base, is_own: true, expired: true, status: 'taken' as const };
    renderInRouter([{ path: '/', element: <EntryCard entry={taken} highlighted={false} onDelete={nothing} onRefresh={nothing} /> }], '/');
    expect(screen.getByTestId(`entry-expired-${taken.uid}`)).toHaveTextContent('Taken');
    expect(screen.getByTestId(`entry-expired-${taken.uid}`)).toHaveAttribute('data-taken', 'true');
  });
});

/** Issue 35 item 5: a place whose name others of its country share shows what tells it apart on the card. */
describe('entry card of homonym places', () => {
  it('adds the region, else the nearest large city, in the reader’s language', () => {
    const base = testEntry('33333333-3333-4333-8333-333333333333', 'truck');
    const homonyms = {
      ...base,
      loading_location: { ...base.loading_location, cityName: 'Florești', city_region: 'Cluj' },
      unloading_location: { ...base.unloading_location, cityName: 'Neustadt', city_near: 'Mannheim' },
    };
    renderInRouter(
      [{ path: '/', element: <EntryCard entry={homonyms} highlighted={false} onDelete={nothing} onRefresh={nothing} /> }],
      '/',
      'de',
    );
    expect(screen.getByText(/Florești \(Cluj\), /)).toBeInTheDocument();
    expect(screen.getByText(/Neustadt \(bei Mannheim\), /)).toBeInTheDocument();
  });
});
