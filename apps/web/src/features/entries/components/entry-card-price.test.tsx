import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Entry, FormType } from '@freight/shared/entries';
import { storeTokens } from '../../../lib/session';
import { renderInRouter } from '../../../test/render';
import { testEntry } from '../../../test/entries';
import { fakeJwt } from '../../../test/tokens';
import { setupUser } from '../../../test/user';
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

/** The card's toggle: the collapsed card's two lines, named by the entry's id. */
const toggle = (id: string) => screen.getByRole('button', { name: `Show details of ${id}` });

/**
 * Expanding records a view (§4), answered by the shared handlers; it is all the network this card needs.
 * Answers the details the toggle controls (label and value pairs, without roles of their own).
 */
async function expand(id: string) {
  const button = toggle(id);
  await setupUser().click(button);
  const details = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!details) throw new Error('the toggle controls no details');
  return within(details);
}

beforeEach(() => {
  storeTokens({ access: fakeJwt(3600), refresh: fakeJwt(86_400) });
});

describe('entry card prices', () => {
  it('shows a truck price as its rate per km, collapsed and expanded', async () => {
    renderCard(entry('t1', 'truck', 1.15));
    expect(within(toggle('TR-t1')).getByText('1.15 EUR/km')).toBeVisible();

    const details = await expand('TR-t1');
    expect(details.getByText('1.15 EUR/km')).toBeVisible();
    expect(details.getByText('Price per km')).toBeVisible();
    // The entered rate is never divided by the distance again ("0 EUR" before).
    expect(document.body).not.toHaveTextContent(/\b0 EUR/);
    // No derived rate (≈) beside it.
    expect(details.queryByText(/≈/)).toBeNull();
  });

  it('shows a ware price for the load with the derived rate per km, collapsed and expanded', async () => {
    renderCard(entry('w1', 'ware', 2100));
    expect(within(toggle('WR-w1')).getByText('2,100 EUR · ≈ 1.07 EUR/km')).toBeVisible();

    const details = await expand('WR-w1');
    expect(details.getByText('2,100 EUR')).toBeVisible();
    expect(details.getByText('≈ 1.07 EUR/km')).toBeVisible();
    expect(details.getByText('Price')).toBeVisible();
    expect(details.getByText('Price per km')).toBeVisible();
  });

  it('says "Price on request" without a price', () => {
    renderCard(entry('w2', 'ware', null));
    expect(within(toggle('WR-w2')).getByText('Price on request')).toBeVisible();
  });
});
