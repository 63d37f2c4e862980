import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { login, signIn } from './session';
import { daysFromNow } from './entry-body';

/**
 * Issue 11 item 6, as two members see it: a company of its own (registered, approved and given a
 * password by the own-company fixture, so the demo companies other journeys use are never touched)
 * publishes a truck; another company's dispatcher has it in an open search list. Staff deactivate the company: the
 * truck leaves the open list without a reload, and the company's own member is logged out with the
 * reason. Re-approval brings the truck back.
 */
const STAFF = 'staff@demo.example';
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

test('a deactivated company leaves an open search list at once and its member is logged out', async ({
  browser,
  request,
  ownCompany: company,
}) => {
  const staff = await login(request, STAFF);
  const member = await login(request, company.adminEmail);

  const city = async (country: string, search: string) => {
    const response = await request.get(`/api/city-search/?country=${country}&search=${search}`, { headers: bearer(member.access) });
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
  const created = await request.post('/api/truck-requests/create/', {
    headers: bearer(member.access),
    data: {
      form_type: 'truck',
      loading_location: location('RO', await city('RO', 'cluj'), daysFromNow(1)),
      unloading_location: location('AT', await city('AT', 'wien'), daysFromNow(2)),
      info: { weight: 20, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 1 },
      transport_options: { truck_transport_type: 1, truck_coating: 1, truck_type: 5, truck_special_features: [], dangerous_load: false },
      notes: '',
      validity_days: 15,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const truck = (await created.json()) as { uid: string };

  // Another company's dispatcher has the truck in an open list; the company's own member is on the dashboard.
  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, 'markus.becker@rhein-spedition.example');
  await reader.goto('/dashboard/search-trucks');
  await expect(reader.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  await expect(reader.getByTestId(`entry-card-${truck.uid}`)).toBeVisible();
  await reader.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
  const own = await (await browser.newContext()).newPage();
  await signIn(own, company.adminEmail, 'en');
  await own.goto('/dashboard/search-trucks');
  await expect(own.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');

  const deactivated = await request.post(`/api/staff/companies/${company.id}/deactivate/`, { headers: bearer(staff.access) });
  expect(deactivated.status()).toBe(200);

  await expect(reader.getByTestId(`entry-card-${truck.uid}`)).toHaveCount(0);
  expect(await reader.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await expect(own).toHaveURL(/\/login\?redirect=/);
  // Told that the company is inactive and how to pay for it again, not that the session expired (issue 13 item 10).
  await expect(own.getByRole('alert', { name: text('en', 'login.companyInactiveTitle'), exact: true })).toContainText(
    text('en', 'login.companyInactive'),
  );

  // Re-approval: the still valid truck is back in the open list, again without a reload.
  const approved = await request.post(`/api/staff/companies/${company.id}/approve/`, { headers: bearer(staff.access) });
  expect(approved.status()).toBe(200);
  await expect(reader.getByTestId(`entry-card-${truck.uid}`)).toBeVisible();
  expect(await reader.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
