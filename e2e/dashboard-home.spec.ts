import type { APIRequestContext } from '@playwright/test';
import { text } from './catalogue';
import { expect, test } from './fixtures/own-company';
import { axe, seriousViolations } from './journey';
import { signIn, type E2eSession } from './session';

/**
 * The figures journey publishes for a company of its own (issue 18 item 7): nobody else publishes for it,
 * so the figures must rise by exactly what it published. The accessibility check only reads, and a demo
 * member's dashboard has figures to show, so it keeps the demo member (README).
 */
const MEMBER_EMAIL = 'julia.schneider@rhein-spedition.example';

/** GeoNames ids of the imported cities (the server imports them on first start). */
const TIMISOARA = 665087;
const BUDAPEST = 3054643;

type Counts = {
  trucks: { total: number; views: number; expiring_6h: number; expiring_24h: number };
  wares: { total: number; views: number; expiring_4h: number; expiring_24h: number };
};

const FIGURES = {
  'dashboard-trucks-total': (c: Counts) => c.trucks.total,
  'dashboard-trucks-views': (c: Counts) => c.trucks.views,
  'dashboard-trucks-expiring-6h': (c: Counts) => c.trucks.expiring_6h,
  'dashboard-trucks-expiring-24h': (c: Counts) => c.trucks.expiring_24h,
  'dashboard-wares-total': (c: Counts) => c.wares.total,
  'dashboard-wares-views': (c: Counts) => c.wares.views,
  'dashboard-wares-expiring-4h': (c: Counts) => c.wares.expiring_4h,
  'dashboard-wares-expiring-24h': (c: Counts) => c.wares.expiring_24h,
};

const HOUR = 60 * 60 * 1000;

/** Date and time on the clock of Timișoara: the expiry rule reads them in the loading place's zone (decision 011). */
const bucharestWallTime = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .split(' ') as [string, string];

/** A §7 entry body whose loading ends `hoursFromNow` from now. */
function entry(formType: 'truck' | 'ware', hoursFromNow: number) {
  const [date, endTime] = bucharestWallTime(new Date(Date.now() + hoursFromNow * HOUR));
  const unloading = new Date(Date.now() + (hoursFromNow + 24) * HOUR).toISOString().slice(0, 10);
  return {
    form_type: formType,
    validity_days: 15,
    loading_location: {
      country: 'RO',
      external_city_id: TIMISOARA,
      city_display_name: 'Timișoara',
      city_type: 'PPLA',
      postal_code: '300001',
      date_start: date,
      date_end: date,
      date: [date],
      time_start: null,
      time_end: endTime,
    },
    unloading_location: {
      country: 'HU',
      external_city_id: BUDAPEST,
      city_display_name: 'Budapest',
      city_type: 'PPLC',
      postal_code: '1051',
      date_start: unloading,
      date_end: unloading,
      date: [unloading],
      time_start: null,
      time_end: null,
    },
    info: { weight: 10, volume: null, mdp: 6, price: null, currency: 'EUR', vat_type: false, payment_term: 30 },
    transport_options: formType === 'truck' ? { truck_type: 5 } : { platform_type: [1] },
    notes: 'e2e dashboard home',
  };
}

test.describe('dashboard home (§2 /dashboard)', () => {
  let session: E2eSession;
  const published: { formType: 'truck' | 'ware'; uid: string }[] = [];
  const auth = () => ({ Authorization: `Bearer ${session.access}` });

  const countsOf = async (request: APIRequestContext): Promise<Counts> => {
    const response = await request.get('/api/dashboard-counts/', { headers: auth() });
    expect(response.status()).toBe(200);
    return (await response.json()) as Counts;
  };

  const publish = async (request: APIRequestContext, formType: 'truck' | 'ware', hoursFromNow: number) => {
    const response = await request.post(`/api/${formType}-requests/create/`, { headers: auth(), data: entry(formType, hoursFromNow) });
    expect(response.status(), await response.text()).toBe(201);
    published.push({ formType, uid: ((await response.json()) as { uid: string }).uid });
  };

  test.afterEach(async ({ request }) => {
    // Leave the company as it was, so a retry starts from the same figures.
    for (const entry of published.splice(0)) await request.delete(`/api/${entry.formType}-requests/${entry.uid}/`, { headers: auth() });
  });

  test('shows the company figures, counts new entries into the expiry windows and leads to My trucks', async ({
    page,
    request,
    ownCompany,
  }) => {
    session = await signIn(page, ownCompany.adminEmail);
    const before = await countsOf(request);
    await publish(request, 'truck', 3); // within 6 h
    await publish(request, 'truck', 12); // within 24 h, not 6 h
    await publish(request, 'ware', 2); // within 4 h
    const after = await countsOf(request);
    expect(after.trucks.total).toBe(before.trucks.total + 2);
    expect(after.trucks.expiring_6h).toBe(before.trucks.expiring_6h + 1);
    expect(after.trucks.expiring_24h).toBe(before.trucks.expiring_24h + 2);
    expect(after.wares.total).toBe(before.wares.total + 1);
    expect(after.wares.expiring_4h).toBe(before.wares.expiring_4h + 1);
    expect(after.wares.expiring_24h).toBe(before.wares.expiring_24h + 1);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: text('en', 'dashboard.trucks.heading') })).toBeVisible();
    // The page shows what the API answers; other journeys may publish meanwhile, so compare again after a reload.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('dashboard-wares-expiring-24h')).toBeVisible();
      const expected = await countsOf(request);
      for (const [testId, figure] of Object.entries(FIGURES)) {
        await expect(page.getByTestId(testId)).toHaveText(figure(expected).toLocaleString('en'), { timeout: 1000 });
      }
    }).toPass({ timeout: 20_000 });

    // A card is a link named by its figure and its label.
    const card = (key: string) => page.getByRole('link', { name: new RegExp(`^\\S+ ${text('en', `dashboard.${key}`)}$`) });
    await card('trucks.expiring6h').click();
    await expect(page).toHaveURL(/\/dashboard\/my-trucks$/);
    await page.goBack();
    await card('wares.total').click();
    await expect(page).toHaveURL(/\/dashboard\/my-wares$/);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    session = await signIn(page, MEMBER_EMAIL);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-trucks-total')).toBeVisible();
    // The page's own content; the sidebar belongs to the dashboard layout and its journey.
    expect(seriousViolations(await axe(page).include('main').analyze())).toEqual([]);
  });
});
