import { expect, test } from './fixtures/own-company';
import { text } from './catalogue';
import { login, signIn } from './session';
import { daysFromNow } from './entry-body';

/**
 * Issue 33 item 5: three members of three other companies report a ware "already gone"; it vanishes
 * from a fourth member's open search without a reload. The poster is a company of the journey's own.
 */

test('a ware reported gone by three companies leaves an open search live', async ({ browser, request, ownCompany, partnerCompany }) => {
  const poster = await login(request, ownCompany.adminEmail);
  const auth = (access: string) => ({ authorization: `Bearer ${access}` });
  const city = async (country: string, search: string) => {
    const response = await request.get(`/api/city-search/?country=${country}&search=${search}`, { headers: auth(poster.access) });
    return ((await response.json()) as { id: number; name: string }[])[0]!;
  };
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

  const watcher = await (await browser.newContext()).newPage();
  await signIn(watcher, 'julia.schneider@rhein-spedition.example');
  await watcher.goto('/dashboard/search-wares');
  await expect(watcher.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  await watcher.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  const created = await request.post('/api/ware-requests/create/', {
    headers: auth(poster.access),
    data: {
      form_type: 'ware',
      loading_location: location('RO', await city('RO', 'cluj'), daysFromNow(1)),
      unloading_location: location('AT', await city('AT', 'wien'), daysFromNow(2)),
      info: { weight: 20, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 1 },
      transport_options: { platform_type: [1], escrow_account: false },
      notes: '',
      validity_days: 15,
    },
  });
  expect(created.status()).toBe(201);
  const ware = (await created.json()) as { uid: string };
  const card = watcher.getByTestId(`entry-card-${ware.uid}`);
  await expect(card).toBeVisible();

  // Two companies report through the API; the ware stays.
  for (const email of ['andrei.popescu@carpati-trans.example', 'markus.becker@rhein-spedition.example']) {
    const reporter = await login(request, email);
    expect((await request.post(`/api/ware-requests/${ware.uid}/gone/`, { headers: auth(reporter.access) })).status()).toBe(204);
  }
  await expect(card).toBeVisible();

  // The third reports on the entry's page, after the confirm.
  const third = await (await browser.newContext()).newPage();
  await signIn(third, partnerCompany.adminEmail);
  await third.goto(`/dashboard/search-wares/${ware.uid}`);
  // The entry named in the address opens by itself (clicking its toggle as well would race that and close it).
  await expect(third.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  const details = third.getByTestId(`entry-details-${ware.uid}`);
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: text('en', 'entries.gone.action'), exact: true }).click();
  await third
    .getByRole('dialog', { name: text('en', 'entries.gone.title'), exact: true })
    .getByRole('button', { name: text('en', 'entries.gone.action'), exact: true })
    .click();
  // Told it worked; the third report hides the ware, from the reporter's own list too.
  await expect(third.getByText('Thank you: the entry was reported as gone.')).toBeVisible();
  await expect(third.getByTestId(`entry-card-${ware.uid}`)).toHaveCount(0);

  await expect(card).toHaveCount(0);
  expect(await watcher.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
