import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { expectPageAccessible, LAPTOP } from './journey';
import { laneEntry } from './entry-body';
import { login, signIn } from './session';

type Created = { uid: string; identification_id: string };

/**
 * Issue 17 items 5 and 7: A's truck (Timișoara → Budapest, 20 t, 13.6 m) counts the wares that fit it.
 * When B, another company, publishes a 10 t ware loading in Timișoara on the truck's day, A's count
 * rises without a reload, and the ware is among the truck's matches, with its empty km. A and B are
 * companies of the journey's own (issue 18 item 7), so no parallel journey publishes into A's count.
 */
test("A's truck shows a fitting ware of another company among its matches, live", async ({ page, ownCompany, partnerCompany }) => {
  await page.setViewportSize(LAPTOP);
  const a = await login(page.request, ownCompany.adminEmail);
  const published = await page.request.post('/api/truck-requests/create/', {
    headers: { authorization: `Bearer ${a.access}` },
    data: laneEntry('truck'),
  });
  expect(published.status()).toBe(201);
  const truck = (await published.json()) as Created;

  await signIn(page, ownCompany.adminEmail, 'ro');
  await page.goto('/dashboard/my-trucks');
  const count = page.getByTestId(`entry-matches-${truck.uid}`);
  // The demo companies' wares may fit it already: what counts is that B's new ware adds one.
  await expect(count).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await count.getAttribute('data-count'));

  const b = await login(page.request, partnerCompany.adminEmail);
  const ware = await page.request.post('/api/ware-requests/create/', {
    headers: { authorization: `Bearer ${b.access}` },
    data: laneEntry('ware', {
      info: { weight: 10, volume: null, mdp: 6, price: 800, currency: 'EUR', vat_type: false, payment_term: 30 },
    }),
  });
  expect(ware.status()).toBe(201);
  const fitting = (await ware.json()) as Created;

  // No reload: the websocket event re-reads the counts.
  await expect(count).toHaveAttribute('data-count', String(before + 1));

  await count.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(text('ro', 'matching.title').replace('{{id}}', truck.identification_id));
  const item = drawer.getByTestId(`match-${fitting.uid}`);
  await expect(item).toContainText(fitting.identification_id);
  // Same loading city: no empty km.
  await expect(drawer.getByTestId(`match-empty-km-${fitting.uid}`)).toHaveText(text('ro', 'matching.emptyKm').replace('{{km}}', '0'));
  await expectPageAccessible(page);

  // The return loads tab answers too (Budapest towards Romania), and Escape gives the focus back to the count.
  await drawer.getByRole('tab', { name: text('ro', 'matching.tabReturnLoads') }).click();
  await expect(drawer.getByTestId('match-list-return-loads')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(count).toBeFocused();
});
