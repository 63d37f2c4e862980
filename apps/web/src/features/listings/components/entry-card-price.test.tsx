import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Entry, FormType } from '@freight/shared/listings';
import { storeTokens } from '../../../lib/session';
import { renderInRouter } from '../../../test/render';
import { testEntry } from '../../../test/entries';
import { fakeJwt } from '../../../test/tokens';
import { EntryCard } from './entry-card';

/** The demo lanes: a truck at 1.15 EUR per km and a ware at 2,100 EUR, both over 1,960 km. */
const entry = (uid: string, formType: FormType, price: number | null): Entry => {
  const base = testEntry(uid, formType);
  return { ...base, info: { ...base.info, price } };
};

const nothing = async () => undefined;

function renderCard(card: Entry) {
  renderInRouter([{ path: '/', element: <EntryCard entry={card} highlighted={false} onDelete={nothing} onRefresh={nothing} /> }], '/');
}

/** Expanding records a view (§4), answered by the shared handlers; it is all the network this card needs. */
async function expand(uid: string) {
  await act(async () => fireEvent.click(screen.getByTestId(`entry-toggle-${uid}`)));
  return screen.getByTestId(`entry-card-${uid}`);
}

beforeEach(() => {
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

describe('entry card prices', () => {
  it('shows a truck price as its rate per km, collapsed and expanded', async () => {
    renderCard(entry('t1', 'truck', 1.15));
    expect(screen.getByTestId('entry-price-t1').textContent).toBe('1.15 EUR/km');

    const card = await expand('t1');
    expect(screen.getByTestId('entry-price-detail-t1').textContent).toBe('1.15 EUR/km');
    expect(within(card).getByText('Price per km')).toBeVisible();
    // The entered rate is never divided by the distance again ("0 EUR" before).
    expect(card.textContent).not.toMatch(/\b0 EUR/);
    expect(screen.queryByTestId('entry-price-per-km-t1')).toBeNull();
  });

  it('shows a ware price for the load with the derived rate per km, collapsed and expanded', async () => {
    renderCard(entry('w1', 'ware', 2100));
    expect(screen.getByTestId('entry-price-w1').textContent).toBe('2,100 EUR · ≈ 1.07 EUR/km');

    const card = await expand('w1');
    expect(screen.getByTestId('entry-price-detail-w1').textContent).toBe('2,100 EUR');
    expect(screen.getByTestId('entry-price-per-km-w1').textContent).toBe('≈ 1.07 EUR/km');
    expect(within(card).getByText('Price')).toBeVisible();
    expect(within(card).getByText('Price per km')).toBeVisible();
  });

  it('says "Price on request" without a price', () => {
    renderCard(entry('w2', 'ware', null));
    expect(screen.getByTestId('entry-price-w2').textContent).toBe('Price on request');
  });
});
