import { expect, test } from './fixtures/own-company';
import { entryList } from './entry-list';
import { signIn } from './session';
import { daysFromNow } from './entry-body';

/**
 * Issue 5: two members of two companies in two browsers. A truck published by A appears in B's
 * open search list without a reload, and vanishes from it when A deletes it. A is a company of the
 * journey's own (issue 18 item 7); B only reads, so B stays a demo member.
 */

test('an open search list follows another company live', async ({ browser, ownCompany }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const sessionA = await signIn(a, ownCompany.adminEmail);
  await signIn(b, 'markus.becker@rhein-spedition.example');

  await b.goto('/dashboard/search-trucks');
  await expect(b.getByTestId('entries-list').locator('[data-testid^="entry-card-"]').first()).toBeVisible();
  // Anything that reloads the page would drop this marker.
  await b.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
  // The list says when its socket is authenticated and live.
  await expect(b.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  // The newest entry before the publish: the new one must land above it (other journeys publish too).
  const previousFirst = await b.getByTestId('entries-list').locator('[data-testid^="entry-card-"]').first().getAttribute('data-testid');

  const city = async (country: string, search: string) => {
    const response = await a.request.get(`/api/city-search/?country=${country}&search=${search}`, {
      headers: { authorization: `Bearer ${sessionA.access}` },
    });
    return ((await response.json()) as { id: number; name: string }[])[0]!;
  };
  const [from, to] = [await city('RO', 'cluj'), await city('AT', 'wien')];
  const location = (country: string, place: { id: number; name: string }, date: string) => ({
    country,
    external_city_id: place.id,
    city_display_name: place.name,
    city_type: '',
    postal_code: '400001',
    date_start: date,
    date_end: date,
    date: [date],
    time_start: null,
    time_end: null,
  });
  const created = await a.request.post('/api/truck-requests/create/', {
    headers: { authorization: `Bearer ${sessionA.access}` },
    data: {
      form_type: 'truck',
      loading_location: location('RO', from, daysFromNow(1)),
      unloading_location: location('AT', to, daysFromNow(2)),
      info: { weight: 20, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 1 },
      transport_options: { truck_transport_type: 1, truck_coating: 1, truck_type: 5, truck_special_features: [], dangerous_load: false },
      notes: '',
      validity_days: 15,
    },
  });
  expect(created.status()).toBe(201);
  const truck = (await created.json()) as { uid: string; identification_id: string };

  const card = b.getByTestId(`entry-card-${truck.uid}`);
  await expect(card).toBeVisible();
  const aboveTheFormerFirst = await card.evaluate(
    (element, other) =>
      Boolean(element.compareDocumentPosition(document.querySelector(`[data-testid="${other}"]`)!) & Node.DOCUMENT_POSITION_FOLLOWING),
    previousFirst,
  );
  expect(aboveTheFormerFirst, 'the new truck is put on top of the list, above what was newest').toBe(true);

  // A deletes it from My trucks; it vanishes from B's list.
  await a.goto('/dashboard/my-trucks');
  const own = entryList(a, 'en');
  await own.expand(truck.identification_id).click();
  await own.action(a.getByTestId(`entry-card-${truck.uid}`), 'delete').click();
  await own.confirmDelete.click();
  await expect(card).toHaveCount(0);
  expect(await b.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
