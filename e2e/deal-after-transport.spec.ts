import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { text } from './catalogue';
import { expectPageAccessible, LAPTOP, PHONE, pdfFile } from './journey';
import { dayIn, laneEntry, place } from './entry-body';
import { login, signIn } from './session';

/** A: the Romanian shipper who publishes the ware and pays. B: the German forwarder who carries it. */
const A_EMAIL = 'andrei.popescu@carpati-trans.example';
const B_EMAIL = 'markus.becker@rhein-spedition.example';

/** Each member works in the time zone of the company's country: the step forms' dates default to its today. */
const ZONE_A = 'Europe/Bucharest';
const ZONE_B = 'Europe/Berlin';

/**
 * An agreed deal through the API, as e2e/deals.spec.ts makes one: A's ware loads today in Duisburg and
 * unloads today in Timișoara (the earliest each place allows, in its own time zone; the delivery may be
 * reported once the unloading place's day has come, and late in the UTC evening Romania's is already the
 * next one), B offers A's terms with a 30-day payment term, A accepts.
 */
async function agreedDeal(request: APIRequestContext): Promise<number> {
  const loadingDay = dayIn(ZONE_B);
  const unloadingDay = dayIn(ZONE_A);
  const a = await login(request, A_EMAIL);
  const b = await login(request, B_EMAIL);
  const body = laneEntry('ware', {
    loading_location: place('DE', '', 'Duisburg', '47051', loadingDay),
    unloading_location: place('RO', 665087, 'Timișoara', '300001', unloadingDay, 'PPLA'),
    info: { weight: 22, volume: null, mdp: 13.6, price: 1800, currency: 'EUR', vat_type: false, payment_term: 30 },
  });
  const ware = await request.post('/api/ware-requests/create/', { headers: { authorization: `Bearer ${a.access}` }, data: body });
  expect(ware.status(), await ware.text()).toBe(201);
  const { uid } = (await ware.json()) as { uid: string };
  const terms = {
    price: 1800,
    price_unit: 'total',
    currency: 'EUR',
    payment_term_days: 30,
    loading_date: loadingDay,
    unloading_date: unloadingDay,
    note: '',
  };
  const offer = await request.post('/api/deals/', { headers: { authorization: `Bearer ${b.access}` }, data: { entry_uid: uid, ...terms } });
  expect(offer.status(), await offer.text()).toBe(201);
  const { id } = (await offer.json()) as { id: number };
  const accepted = await request.post(`/api/deals/${id}/accept/`, { headers: { authorization: `Bearer ${a.access}` } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return id;
}

async function member(
  browser: Browser,
  email: string,
  lang: string,
  viewport: { width: number; height: number },
  timezoneId: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, timezoneId });
  const page = await context.newPage();
  await signIn(page, email, lang);
  return page;
}

/** The name Mantine Rating gives a star ("4 Sterne"), from the catalogue's plural of the reader's language. */
const stars = (lang: string, count: number) => {
  const form = count === 1 ? 'one' : lang === 'ro' && count < 20 ? 'few' : 'other';
  return text(lang, `deals.rating.stars_${form}`).replace('{{count}}', String(count));
};

/** An after-transport step's button: the panel's opens the step's small form, whose submit bears the same name. */
const stepButton = (page: Page, lang: string, action: string) =>
  page.getByRole('button', { name: text(lang, `deals.after.actions.${action}`), exact: true });

/** Sends the open step's form. */
const submitStep = (page: Page, lang: string, action: string) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: text(lang, `deals.after.actions.${action}`), exact: true })
    .click();

/** Runs one after-transport step of the panel: its button, then the small form's submit. */
async function step(page: Page, lang: string, action: string) {
  await stepButton(page, lang, action).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await submitStep(page, lang, action);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const RUNS = [
  { name: '1366 px, A in Romanian, B in German', viewport: LAPTOP, langA: 'ro', langB: 'de' },
  { name: '390 px, A in English, B in Hungarian', viewport: PHONE, langA: 'en', langB: 'hu' },
] as const;

for (const run of RUNS) {
  /**
   * Issue 32 "done when" (items 1–2): the carrier reports the delivery with its CMR, the payer confirms,
   * the carrier records the invoice and the payment, rates the payer (payment included), and the payer
   * replies in public; both see every step; axe finds nothing serious with the forms open or closed.
   */
  test(`a deal delivered, invoiced, paid, rated and replied to (${run.name})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const tA = (key: string) => text(run.langA, key);
    const tB = (key: string) => text(run.langB, key);
    const dealId = await agreedDeal((await browser.newContext()).request);

    // B, the carrier, reports the delivery with the signed CMR.
    const b = await member(browser, B_EMAIL, run.langB, run.viewport, ZONE_B);
    await b.goto(`/dashboard/deals/${dealId}`);
    await expect(b.getByRole('region', { name: tB('deals.after.title') })).toBeVisible();
    await expect(b.getByRole('heading', { name: tB('deals.after.title') })).toBeVisible();
    await stepButton(b, run.langB, 'deliver').click();
    // The file input is named by the field's label (the visible button opens it).
    const proof = b.getByRole('dialog').getByRole('button', { name: tB('deals.after.proof'), exact: true });
    await proof.setInputFiles(pdfFile('CMR signed.pdf'));
    await expect(b.getByRole('dialog').getByRole('list', { name: tB('deals.after.proof'), exact: true })).toContainText('CMR signed.pdf');
    await expectPageAccessible(b);
    await submitStep(b, run.langB, 'deliver');
    await expect(b.getByRole('dialog')).toHaveCount(0);
    const proofDownload = (page: Page, lang: string) =>
      page.getByRole('button', { name: text(lang, 'deals.after.proofDownload').replace('{{name}}', 'CMR signed.pdf'), exact: true });
    await expect(proofDownload(b, run.langB)).toContainText('CMR signed.pdf');

    // A, the payer, sees it live-read on opening and confirms; the proof downloads for A too.
    const a = await member(browser, A_EMAIL, run.langA, run.viewport, ZONE_A);
    await a.goto(`/dashboard/deals/${dealId}`);
    const download = a.waitForEvent('download');
    await proofDownload(a, run.langA).click();
    expect((await download).suggestedFilename()).toBe('CMR signed.pdf');
    await stepButton(a, run.langA, 'confirm_delivery').click();
    await expect(stepButton(a, run.langA, 'confirm_delivery')).toHaveCount(0);
    await expect(a.getByTestId('after-delivery')).toContainText(tA('deals.after.state.confirmed').split('{{')[0]!.trim());

    // B records the invoice (today, the form's default) and the payment received.
    await b.reload();
    await step(b, run.langB, 'invoice');
    await expect(b.getByTestId('after-invoice')).toBeVisible();
    await stepButton(b, run.langB, 'record_payment').click();
    await expectPageAccessible(b);
    await submitStep(b, run.langB, 'record_payment');
    // Paid the day it was invoiced: 0 days, within the 30-day term.
    const onTime = tB('deals.after.paidOnTime_other');
    await expect(b.getByTestId('after-paid')).toContainText(
      onTime
        .slice(onTime.lastIndexOf(',') + 1)
        .replace('.', '')
        .trim(),
    );

    // B rates A with the keyboard: punctuality, communication and (as the carrier) payment.
    const form = b.getByTestId('deal-rating-form');
    for (const [criterion, score] of [
      ['punctuality', 4],
      ['communication', 5],
      ['payment', 3],
    ] as const) {
      await form
        .getByRole('group', { name: tB(`deals.rating.${criterion}`) })
        .getByRole('radio', { name: stars(run.langB, score), exact: true })
        .focus();
      await b.keyboard.press('Enter');
    }
    await form.getByRole('textbox', { name: tB('deals.rating.comment'), exact: true }).fill('Gute Abstimmung, Zahlung pünktlich.');
    await form.getByRole('button', { name: tB('deals.rating.send'), exact: true }).click();
    await expect(b.getByTestId('deal-rating')).toContainText('Gute Abstimmung, Zahlung pünktlich.');
    await expectPageAccessible(b);

    // A replies once, publicly; B sees the reply.
    await a.reload();
    const rating = a.getByTestId('deal-rating');
    await expect(rating).toContainText(tA('deals.rating.score').replace('{{value}}', '3'));
    const reply = rating.getByRole('textbox', { name: tA('deals.rating.replyLabel'), exact: true });
    await reply.fill('Mulțumim, colaborare bună.');
    await rating.getByRole('button', { name: tA('deals.rating.sendReply'), exact: true }).click();
    await expect(rating.getByTestId('deal-rating-reply')).toContainText('Mulțumim, colaborare bună.');
    await expect(reply).toHaveCount(0);
    await expectPageAccessible(a);
    await b.reload();
    await expect(b.getByTestId('deal-rating-reply')).toContainText('Mulțumim, colaborare bună.');
  });
}
