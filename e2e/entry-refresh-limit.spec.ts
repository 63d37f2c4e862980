import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { laneEntry } from './entry-body';
import { entryList } from './entry-list';
import { signIn } from './session';

/** The member is the admin of a company of the journey's own (issue 18 item 7); it removes what it publishes. */

const truckEntry = () =>
  laneEntry('truck', {
    info: { weight: 20, volume: null, mdp: 13.6, price: 1.2, currency: 'EUR', vat_type: false, payment_term: 30 },
    notes: 'e2e refresh limit',
  });

test('a refused refresh says, in the member’s language, when the next one is possible (Retry-After)', async ({ page, ownCompany }) => {
  const session = await signIn(page, ownCompany.adminEmail, 'ro');
  const headers = { Authorization: `Bearer ${session.access}` };
  const created = await page.request.post('/api/truck-requests/create/', { headers, data: truckEntry() });
  expect(created.status(), await created.text()).toBe(201);
  const { uid, identification_id: id } = (await created.json()) as { uid: string; identification_id: string };
  try {
    // One refresh starts the 15-minute cooldown (§9); the member's next one is refused with Retry-After.
    const first = await page.request.post(`/api/truck-requests/${uid}/refresh/`, { headers });
    expect([200, 429]).toContain(first.status());

    await page.goto('/dashboard/my-trucks');
    const refused = page.waitForResponse((response) => response.url().endsWith(`/api/truck-requests/${uid}/refresh/`));
    // The truck's row, named by what it shows (its id among it), holds its actions.
    const row = page.getByRole('row', { name: new RegExp(`\\b${id}\\b`) });
    await entryList(page, 'ro').action(row, 'refresh').click();
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const seconds = Number(answer.headers()['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);

    // Romanian: "peste 15 minute" (the `few` plural form), whole minutes rounded up.
    const minutes = Math.ceil(seconds / 60);
    const form = new Intl.PluralRules('ro').select(minutes);
    const message = text('ro', `entries.refreshLimitedMinutes_${form}`).replace('{{count}}', String(minutes));
    await expect(page.locator('[data-alert-kind="warning"]').last()).toContainText(message);
  } finally {
    await page.request.delete(`/api/truck-requests/${uid}/`, { headers });
  }
});
