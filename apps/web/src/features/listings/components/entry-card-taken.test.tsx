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
