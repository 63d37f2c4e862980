import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { text } from './catalogue';
import { moveDealsIntoPast } from './fixtures/database';
import { expect, test, type OwnCompany } from './fixtures/own-company';
import { expectPageAccessible, LAPTOP, PHONE, pdfFile } from './journey';
import { dayIn, daysFromNow, laneEntry } from './entry-body';
import { login, signIn } from './session';

/** How far back the journey's deals were agreed: loading 40 days ago, unloading 38 days ago. */
const DAYS_BACK = 47;
const TERM = 30;
const PRICE = 1500;

/**
 * The four deals of the payer, as (days before today) invoice and payment: one paid late in the browser,
 * two paid within the term through the API, one invoiced and unpaid past its term (overdue).
 * Paid: 35, 10 and 20 days after the invoice: 2 of 3 within 30 days (67 %), median 20 days.
 */
const LATE = { invoice: 35, paidAfter: 35 };
const ON_TIME = [
  { invoice: 10, rating: { punctuality: 4, communication: 5, payment: 4 } },
  { invoice: 20, rating: { punctuality: 4, communication: 5, payment: 3 } },
];
const OVERDUE_INVOICE = 35;

/**
 * The deals unload in Budapest (laneEntry), and their steps count days to that place's today: every date of the
 * journey, the browsers' clocks included, is Budapest's (from 23:00 UTC its today is already UTC's tomorrow).
 */
const ZONE = 'Europe/Budapest';
const daysFromToday = (offset: number) => dayIn(ZONE, offset);

const authorised = async (request: APIRequestContext, email: string) => ({
  authorization: `Bearer ${(await login(request, email)).access}`,
});

/** A ware of `owner` (its owner pays for the transport), published through the API. */
async function publishWare(request: APIRequestContext, owner: OwnCompany): Promise<{ uid: string }> {
  const response = await request.post('/api/ware-requests/create/', {
    headers: await authorised(request, owner.adminEmail),
    data: laneEntry('ware', {
      info: { weight: 18, volume: null, mdp: 13.6, price: PRICE, currency: 'EUR', vat_type: false, payment_term: TERM },
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { uid: string };
}

/** An agreed deal as members make one (e2e/reputation.spec.ts): the carrier offers on the payer's ware, the payer accepts. */
async function agreedDeal(request: APIRequestContext, payer: OwnCompany, carrier: OwnCompany): Promise<number> {
  const ware = await publishWare(request, payer);
  const offered = await request.post('/api/deals/', {
    headers: await authorised(request, carrier.adminEmail),
    data: {
      entry_uid: ware.uid,
      price: PRICE,
      price_unit: 'total',
      currency: 'EUR',
      payment_term_days: TERM,
      // The ware's own dates (laneEntry's, in UTC), which the offer must fall within.
      loading_date: daysFromNow(7),
      unloading_date: daysFromNow(9),
      note: '',
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const { id } = (await offered.json()) as { id: number };
  const accepted = await request.post(`/api/deals/${id}/accept/`, { headers: await authorised(request, payer.adminEmail), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return id;
}

/** One after-transport step through the API, as the panel's buttons call it. */
async function apiStep(request: APIRequestContext, email: string, address: string, data: Record<string, unknown> = {}) {
  const response = await request.post(address, { headers: await authorised(request, email), data });
  expect(response.status(), `${address}: ${await response.text()}`).toBe(200);
}

async function member(browser: Browser, email: string, lang: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: ZONE });
  const page = await context.newPage();
  await signIn(page, email, lang);
  return page;
}

/** A plural text of the catalogue, its form chosen as i18next chooses it (the language's plural rules). */
const plural = (lang: string, key: string, count: number, values: Record<string, string | number> = {}) =>
  Object.entries({ count, ...values }).reduce(
    (line, [name, value]) => line.replaceAll(`{{${name}}}`, String(value)),
    text(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`),
  );

/** The name Mantine Rating gives a star ("4 stele"), as e2e/deal-after-transport.spec.ts finds it. */
const stars = (lang: string, count: number) => plural(lang, 'deals.rating.stars', count);

/** The day `days` before today as its parts, for a date field that writes them in the reader's order. */
const dayPattern = (days: number) => {
  const [year, month, day] = daysFromToday(-days).split('-');
  return new RegExp(`${day}\\D${month}\\D${year}`);
};

/** A text of the catalogue as a pattern: each `{{value}}` of it stands for any text. */
const textPattern = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

/** Sends the open step's form: its button is named after the step, as the button that opened it. */
const submitStep = (page: Page, lang: string, step: string) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: text(lang, `deals.after.actions.${step}`), exact: true })
    .click();

const RUNS = [
  { name: '1366 px in Romanian', viewport: LAPTOP, lang: 'ro' },
  { name: '390 px in French', viewport: PHONE, lang: 'fr' },
] as const;

// Two members' browsers, four deals and their steps on a busy two-core machine.
test.describe.configure({ timeout: 480_000 });

for (const run of RUNS) {
  /**
   * Issue 32 "done when": a deal delivered, invoiced, paid late, rated and replied to, in the browser; with two
   * more deals paid within term the payer's company page shows 67 % paid on time and a median of 20 days from
   * 3 paid invoices, its ratings, and an overdue invoice; its next ware's badge in the search shows the share;
   * the carrier turns the overdue invoice into a prefilled payment incident, filed and then named on the deal page
   * for both sides (decision 067); axe finds nothing serious.
   * The deals are agreed through the API and moved 47 days back in the server's database (fixtures/database.ts).
   */
  test(`a deal paid late shows on the badge and the company page (${run.name})`, async ({
    browser,
    request,
    ownCompany,
    partnerCompany,
  }) => {
    const { lang } = run;
    const t = (key: string) => text(lang, key);
    const payer = ownCompany;
    const carrier = partnerCompany;

    const lateId = await agreedDeal(request, payer, carrier);
    const onTimeIds = [await agreedDeal(request, payer, carrier), await agreedDeal(request, payer, carrier)];
    const overdueId = await agreedDeal(request, payer, carrier);
    await moveDealsIntoPast([lateId, ...onTimeIds, overdueId], DAYS_BACK);

    // Two deals completed and paid within term, and one invoiced and left unpaid, through the API.
    for (const [i, id] of onTimeIds.entries()) {
      await apiStep(request, carrier.adminEmail, `/api/deals/${id}/delivered/`);
      await apiStep(request, payer.adminEmail, `/api/deals/${id}/confirm-delivery/`);
      await apiStep(request, carrier.adminEmail, `/api/deals/${id}/invoiced/`, { invoice_date: daysFromToday(-ON_TIME[i]!.invoice) });
      await apiStep(request, carrier.adminEmail, `/api/deals/${id}/paid/`, { paid_date: daysFromToday(0) });
      await apiStep(request, carrier.adminEmail, `/api/deals/${id}/rating/`, { ...ON_TIME[i]!.rating, comment: '' });
    }
    await apiStep(request, carrier.adminEmail, `/api/deals/${overdueId}/delivered/`);
    await apiStep(request, carrier.adminEmail, `/api/deals/${overdueId}/invoiced/`, { invoice_date: daysFromToday(-OVERDUE_INVOICE) });
    const open = await publishWare(request, payer);

    // The carrier reports the delivery of the first deal; the payer confirms it.
    const c = await member(browser, carrier.adminEmail, lang, run.viewport);
    await c.goto(`/dashboard/deals/${lateId}`);
    await expect(c.getByRole('region', { name: t('deals.after.title') })).toBeVisible();
    await c.getByRole('button', { name: t('deals.after.actions.deliver'), exact: true }).click();
    await expect(c.getByRole('dialog')).toBeVisible();
    await submitStep(c, lang, 'deliver');
    await expect(c.getByRole('dialog')).toHaveCount(0);
    const p = await member(browser, payer.adminEmail, lang, run.viewport);
    await p.goto(`/dashboard/deals/${lateId}`);
    const confirmDelivery = p.getByRole('button', { name: t('deals.after.actions.confirm_delivery'), exact: true });
    await confirmDelivery.click();
    await expect(confirmDelivery).toHaveCount(0);

    // The carrier records the invoice 35 days back (typed, as a member may) and the payment today: late.
    await c.reload();
    await c.getByRole('button', { name: t('deals.after.actions.invoice'), exact: true }).click();
    const invoiceDate = c.getByRole('dialog').getByRole('textbox', { name: t('deals.after.invoiceDate'), exact: true });
    await invoiceDate.fill(daysFromToday(-LATE.invoice));
    // Leaving the field closes its calendar and writes the day in the reader's order.
    await c.getByRole('dialog').getByRole('heading').click();
    await expect(invoiceDate).toHaveValue(dayPattern(LATE.invoice));
    await submitStep(c, lang, 'invoice');
    await expect(c.getByRole('dialog')).toHaveCount(0);
    await expect(c.getByTestId('after-invoice')).toBeVisible();
    await c.getByRole('button', { name: t('deals.after.actions.record_payment'), exact: true }).click();
    await expect(c.getByRole('dialog').getByRole('textbox', { name: t('deals.after.paidDate'), exact: true })).toHaveValue(dayPattern(0));
    await expectPageAccessible(c);
    await submitStep(c, lang, 'record_payment');
    await expect(c.getByRole('dialog')).toHaveCount(0);
    // "Paid on …: 35 days after the invoice, late (term 30 days).": the part after the date, in the reader's language.
    const late = plural(lang, 'deals.after.paidLate', LATE.paidAfter, { term: TERM });
    await expect(c.getByTestId('after-paid')).toContainText(late.slice(late.indexOf('{{date}}') + '{{date}}'.length));

    // The carrier rates the payer with the keyboard, payment included; the payer replies in public.
    const form = c.getByTestId('deal-rating-form');
    for (const [criterion, score] of [
      ['punctuality', 4],
      ['communication', 5],
      ['payment', 2],
    ] as const) {
      await form
        .getByRole('group', { name: t(`deals.rating.${criterion}`) })
        .getByRole('radio', { name: stars(lang, score), exact: true })
        .focus();
      await c.keyboard.press('Enter');
    }
    await form.getByLabel(t('deals.rating.comment'), { exact: true }).fill('Plata a venit după 35 de zile.');
    await form.getByRole('button', { name: t('deals.rating.send'), exact: true }).click();
    await expect(c.getByTestId('deal-rating')).toContainText('Plata a venit după 35 de zile.');
    await p.reload();
    await expect(p.getByTestId('after-paid')).toContainText(late.slice(late.indexOf('{{date}}') + '{{date}}'.length));
    const rating = p.getByTestId('deal-rating');
    await rating.getByLabel(t('deals.rating.replyLabel'), { exact: true }).fill('Factura a ajuns târziu la noi.');
    await rating.getByRole('button', { name: t('deals.rating.sendReply'), exact: true }).click();
    await expect(rating.getByTestId('deal-rating-reply')).toContainText('Factura a ajuns târziu la noi.');
    await expectPageAccessible(p);
    await c.reload();
    await expect(c.getByTestId('deal-rating-reply')).toContainText('Factura a ajuns târziu la noi.');

    // The unpaid invoice past its term: overdue for both; the creditor reports it as a prefilled payment incident.
    await p.goto(`/dashboard/deals/${overdueId}`);
    await expect(p.getByRole('alert', { name: t('deals.after.overdueTitle') })).toContainText(t('deals.after.overdueTitle'));
    await expect(p.getByRole('link', { name: t('deals.after.actions.report_payment_incident') })).toHaveCount(0);
    await c.goto(`/dashboard/deals/${overdueId}`);
    const overdue = c.getByRole('alert', { name: t('deals.after.overdueTitle') });
    await expect(overdue).toContainText(
      plural(lang, 'deals.after.overdue', OVERDUE_INVOICE - TERM)
        .split('{{due}}')[1]!
        .trim(),
    );
    await expectPageAccessible(c);
    await overdue.getByRole('link', { name: t('deals.after.actions.report_payment_incident') }).click();
    await expect(c).toHaveURL(/\/dashboard\/add-payment-incident\?/);
    await expect(c.getByRole('heading', { level: 1 })).toHaveText(t('incidents.form.title.payment'));
    await expect(c.getByRole('textbox', { name: t('incidents.form.company'), exact: true })).toHaveValue(payer.name);
    await expect(c.getByRole('textbox', { name: t('incidents.form.pendingValue'), exact: true })).toHaveValue(
      new RegExp(`^${PRICE}([.,]00)?$`),
    );
    await expect(c.getByRole('textbox', { name: t('incidents.form.deadline'), exact: true })).toHaveValue(
      dayPattern(OVERDUE_INVOICE - TERM),
    );

    // Decision 067: filed with its four documents, the incident is linked to the deal. The reporter's card shows the
    // deal behind it; the deal page names the incident and its status in place of the step, for both sides.
    await expect(c.getByTestId('incident-from-deal')).toBeVisible();
    await c
      .getByRole('button', { name: t('incidents.form.documents'), exact: true })
      .setInputFiles(['transport-order.pdf', 'cmr.pdf', 'invoice.pdf', 'invoice-sent.pdf'].map(pdfFile));
    await c.getByRole('button', { name: t('incidents.form.submit'), exact: true }).click();
    await expect(c).toHaveURL(/\/dashboard\/my-incidents$/);
    await expect(c.getByText(textPattern(t('incidents.deal.backedBy'))).first()).toBeVisible();
    await expectPageAccessible(c);
    await c.goto(`/dashboard/deals/${overdueId}`);
    await expect(c.getByTestId('after-incident-state')).toHaveText(
      textPattern(t('deals.after.incident.opened').replace('{{status}}', t('incidents.status.pending'))),
    );
    await expect(c.getByRole('link', { name: t('deals.after.actions.report_payment_incident') })).toHaveCount(0);
    await expect(c.getByRole('link', { name: t('deals.after.incident.link'), exact: true })).toBeVisible();
    await expectPageAccessible(c);
    await p.goto(`/dashboard/deals/${overdueId}`);
    await expect(p.getByTestId('after-incident-state')).toHaveText(
      textPattern(t('deals.after.incident.openedAgainst').replace('{{status}}', t('incidents.status.pending'))),
    );
    await expectPageAccessible(p);
    // Decision 069: both sides' deal lists name the incident on that deal's card, beside its overdue badge.
    for (const [page, role] of [
      [c, 'outgoing'],
      [p, 'incoming'],
    ] as const) {
      await page.goto(`/dashboard/deals?role=${role}`);
      const card = page.locator(`[data-testid="deal-card"][data-deal-id="${overdueId}"]`);
      await expect(card.getByTestId('deal-incident')).toHaveText(
        textPattern(t('deals.after.incidentLine').replace('{{status}}', t('incidents.status.pending'))),
      );
      await expect(card.getByTestId('deal-overdue')).toBeVisible();
    }
    await expectPageAccessible(p);

    // The payer's company page: 3 paid invoices, 2 within term, median 20 days; the ratings; the overdue invoice.
    const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(0.67);
    await c.goto(`/dashboard/company-details/${payer.id}`);
    const section = c.getByTestId('company-reputation');
    await expect(section.getByTestId('reputation-deals-agreed')).toHaveText('4', { timeout: 60_000 });
    await expect(section.getByTestId('reputation-deals-completed')).toHaveText('3');
    const paidOnTime = section.getByTestId('reputation-paid-on-time');
    await expect(paidOnTime).toContainText(percent);
    await expect(paidOnTime).toContainText(plural(lang, 'reputation.fromInvoices', 3));
    await expect(section.getByTestId('reputation-median-days')).toContainText(plural(lang, 'reputation.days', 20, { value: 20 }));
    await expect(section.getByTestId('reputation-punctuality')).toContainText(t('reputation.stars').replace('{{value}}', '4'));
    await expect(section.getByTestId('reputation-payment-rating')).toContainText(t('reputation.stars').replace('{{value}}', '3'));
    await expect(section.getByTestId('reputation-payment-rating')).toContainText(plural(lang, 'reputation.fromRatings', 3));
    await expect(section.getByTestId('reputation-overdue')).toContainText(plural(lang, 'reputation.overdueCount', 1));
    await expect(section.getByTestId('reputation-trend-chart')).toBeVisible();
    await expectPageAccessible(c);

    // The search list: the payer's open ware carries the badge: rating over every score (36 / 9 = 4.0), share, overdue.
    await c.goto('/dashboard/search-wares');
    const badge = c.getByTestId(`entry-reputation-${open.uid}`);
    await expect(badge).toBeVisible({ timeout: 90_000 });
    const decimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4);
    await expect(badge).toContainText(plural(lang, 'reputation.badge.rating', 3, { value: decimal }));
    // The table's dense badge shows the share without its words (they are read out); a phone card writes them.
    await expect(badge).toContainText(percent);
    await expect(badge).toContainText(plural(lang, 'reputation.badge.overdue', 1));
    await expectPageAccessible(c);
  });
}
