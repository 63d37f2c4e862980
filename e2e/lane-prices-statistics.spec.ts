import type { APIRequestContext } from '@playwright/test';
import { text } from './catalogue';
import { createApprovedCompany, expect, test, type OwnCompany } from './fixtures/own-company';
import { expectPageAccessible, LAPTOP, PHONE } from './journey';
import { daysFromNow, laneEntry } from './entry-body';
import { login, signIn } from './session';

const auth = async (request: APIRequestContext, company: OwnCompany) => ({
  authorization: `Bearer ${(await login(request, company.adminEmail)).access}`,
});

/** A truck of `carrier` from Timișoara to Budapest at `perKm` EUR/km. */
async function publishTruck(request: APIRequestContext, carrier: OwnCompany, perKm: number): Promise<string> {
  const body = laneEntry('truck', {
    info: { weight: 20, volume: null, mdp: 13.6, price: perKm, currency: 'EUR', vat_type: false, payment_term: 30 },
  });
  const response = await request.post('/api/truck-requests/create/', { headers: await auth(request, carrier), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uid: string }).uid;
}

/** `shipper` offers on the carrier's truck at its price and the carrier accepts: an agreed deal on the lane. */
async function agree(request: APIRequestContext, carrier: OwnCompany, shipper: OwnCompany, perKm: number) {
  const uid = await publishTruck(request, carrier, perKm);
  const offered = await request.post('/api/deals/', {
    headers: await auth(request, shipper),
    data: {
      entry_uid: uid,
      price: perKm,
      price_unit: 'per_km',
      currency: 'EUR',
      payment_term_days: 30,
      loading_date: daysFromNow(7),
      unloading_date: daysFromNow(9),
      note: '',
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const { id } = (await offered.json()) as { id: number };
  const accepted = await request.post(`/api/deals/${id}/accept/`, { headers: await auth(request, carrier), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

const RUNS = [
  { name: '1366 px in German', viewport: LAPTOP, lang: 'de' },
  { name: '390 px in English', viewport: PHONE, lang: 'en' },
] as const;

for (const run of RUNS) {
  /**
   * Issue 32 "done when": once enough agreed deals exist on a lane (7 deals of 3 carriers and 3 payers), the
   * lane hint appears on the entry form beside the price; the Statistics page shows its charts; axe is clean.
   * The reader is a carrier with a deal of its own on the lane: it is shown the lane once the others' deals
   * alone meet the thresholds (decision 065), so the seven are of three other carriers.
   */
  test(`lane hint on the entry form and the Statistics page (${run.name})`, async ({ browser, request }) => {
    test.setTimeout(480_000);
    const t = (key: string) => text(run.lang, key);
    const carriers: OwnCompany[] = [];
    const shippers: OwnCompany[] = [];
    for (let i = 0; i < 4; i++) carriers.push(await createApprovedCompany(request, { type: 0, country: 'RO', lang: 'ro', label: 'Lane' }));
    for (let i = 0; i < 3; i++)
      shippers.push(await createApprovedCompany(request, { type: 2, country: 'DE', lang: 'de', label: 'Shipper' }));
    // Seven deals of three other carriers and three payers (decision 040's threshold) at 1.00 … 1.30 EUR/km,
    // and one of the reader's own, which its Statistics page sets beside the lane median.
    for (let i = 0; i < 7; i++) await agree(request, carriers[1 + (i % 3)]!, shippers[(i + 1) % 3]!, 1 + i * 0.05);
    await agree(request, carriers[0]!, shippers[0]!, 1.1);

    const context = await browser.newContext({ viewport: run.viewport });
    const page = await context.newPage();
    await signIn(page, carriers[0]!.adminEmail, run.lang);

    // The carrier's next truck on the lane, at 0.80 EUR/km: its form shows the lane median and how far below it is.
    const uid = await publishTruck(request, carriers[0]!, 0.8);
    await page.goto(`/dashboard/edit-truck/${uid}`);
    const hint = page.getByTestId('entry-lane-hint');
    await expect(hint).toBeVisible({ timeout: 60_000 });
    await expect(hint).toContainText('EUR/km');
    await expect(page.getByTestId('entry-lane-hint-compare')).toBeVisible();
    await expectPageAccessible(page);

    // The Statistics page from the menu: its charts, their tables and the company's lane beside the lane median.
    await page.goto('/dashboard/statistics');
    await expect(page.getByRole('heading', { level: 1, name: t('statistics.title') })).toBeVisible();
    const offersTable = t('statistics.tableCaption').replace('{{title}}', t('statistics.sections.offers.title'));
    await expect(page.getByRole('table', { name: offersTable, exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('img', { name: new RegExp(t('statistics.sections.offers.title')) })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    const lanes = page.getByRole('table', { name: t('statistics.lanes.caption'), exact: true });
    await expect(lanes).toContainText('EUR/km');
    // The lane median itself beside the reader's price: neither withheld nor "not enough deals".
    await expect(lanes).not.toContainText(t('statistics.lanes.withheld').split('{{')[0]!.trim());
    await expect(lanes).not.toContainText(t('statistics.lanes.notEnough').split('{{')[0]!.trim());
    await expectPageAccessible(page);
    await context.close();
  });
}
