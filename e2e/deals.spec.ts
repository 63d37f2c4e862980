import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { text } from './catalogue';
import { createEmployee, expectPageAccessible, LAPTOP, PHONE } from './journey';
import { daysFromNow, laneEntry, place } from './entry-body';
import { login, signIn } from './session';

/** A: the Romanian shipper who publishes the ware. B: the German forwarder who offers on it. */
const A_EMAIL = 'andrei.popescu@carpati-trans.example';
const B_EMAIL = 'markus.becker@rhein-spedition.example';

async function publishWare(request: APIRequestContext): Promise<{ uid: string; identification_id: string }> {
  const { access } = await login(request, A_EMAIL);
  const body = laneEntry('ware', {
    unloading_location: place('DE', '', 'Duisburg', '47051', daysFromNow(9)),
    info: { weight: 22, volume: null, mdp: 13.6, price: 1800, currency: 'EUR', vat_type: false, payment_term: 30 },
  });
  const response = await request.post('/api/ware-requests/create/', { headers: { authorization: `Bearer ${access}` }, data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as { uid: string; identification_id: string };
}

async function member(browser: Browser, email: string, lang: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, lang);
  return page;
}

async function downloadsOrder(page: Page, lang: string, number: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text(lang, 'deals.actions.order'), exact: true }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
}

/** The deal page's conversation: its messages' list and the new message's form. */
function conversation(page: Page, lang: string) {
  const section = page.getByRole('region', { name: text(lang, 'deals.conversation'), exact: true });
  return {
    messages: section.getByRole('list'),
    input: section.getByRole('textbox', { name: text(lang, 'deals.newMessage'), exact: true }),
    send: section.getByRole('button', { name: text(lang, 'deals.actions.send'), exact: true }),
  };
}

const RUNS = [
  { name: '1366 px, A in Romanian, B in German', viewport: LAPTOP, langA: 'ro', langB: 'de' },
  { name: '390 px, A in English, B in Hungarian', viewport: PHONE, langA: 'en', langB: 'hu' },
] as const;

for (const run of RUNS) {
  /**
   * Issue 31 "done when": B offers on A's ware, A counters, B accepts; both download the order; the ware
   * vanishes from a third member's open search without reload; A and B exchange messages live; axe finds
   * nothing serious.
   */
  test(`a deal from offer to transport order and conversation (${run.name})`, async ({ browser }) => {
    // Three browsers and the server share two loaded cores: the whole journey has taken four minutes there.
    test.setTimeout(480_000);
    const ware = await publishWare((await browser.newContext()).request);
    const tA = (key: string) => text(run.langA, key);
    const tB = (key: string) => text(run.langB, key);

    // A third member (B's colleague) has the ware search open.
    const request = (await browser.newContext()).request;
    const thirdEmail = await createEmployee(request, B_EMAIL, 'Third');
    const third = await member(browser, thirdEmail, 'en', run.viewport);
    await third.goto('/dashboard/search-wares');
    // The first list read takes long on a loaded machine (two cores shared by several servers).
    await expect(third.locator(`[data-testid$="${ware.uid}"]`).first()).toBeVisible({ timeout: 90_000 });

    // B opens the entry's page and makes an offer with the prefilled terms.
    const b = await member(browser, B_EMAIL, run.langB, run.viewport);
    await b.goto(`/dashboard/search-wares/${ware.uid}`);
    const offerButton = b.getByRole('button', { name: tB('deals.makeOfferFor').replace('{{id}}', ware.identification_id) });
    await offerButton.click();
    const dialog = b.getByRole('dialog', { name: tB('deals.offerTitle').replace('{{id}}', ware.identification_id) });
    await expect(dialog.getByTestId('deal-terms-form')).toBeVisible();
    await expectPageAccessible(b);
    await dialog.getByRole('button', { name: tB('deals.actions.sendOffer'), exact: true }).click();
    await expect(b).toHaveURL(/\/dashboard\/deals\/\d+$/);
    const dealId = Number(b.url().split('/').pop());
    await expect(b.getByTestId('deal-status').first()).toHaveText(tB('deals.status.open'));

    // A sees it among the incoming deals, opens it and counters.
    const a = await member(browser, A_EMAIL, run.langA, run.viewport);
    await a.goto('/dashboard/deals');
    await a
      .locator(`[data-testid="deal-card"][data-deal-id="${dealId}"]`)
      .getByRole('link', { name: tA('deals.open'), exact: true })
      .click();
    await expectPageAccessible(a);
    // Under the pointer a light button's text sits on a darker tint: Decline's red was 4.0:1 there (a flaky CI finding).
    await a.getByTestId('deal-decline').hover();
    await expectPageAccessible(a);
    await a.getByRole('button', { name: tA('deals.actions.counter'), exact: true }).click();
    const counter = a.getByRole('dialog', { name: tA('deals.counterTitle') });
    await counter.getByRole('textbox', { name: tA('deals.terms.price'), exact: true }).fill('2000');
    await counter.getByRole('button', { name: tA('deals.actions.sendCounter'), exact: true }).click();
    await expect(a.getByRole('dialog')).toHaveCount(0);

    // B is told live: the accept button appears without reload; B accepts.
    const accept = b.getByRole('button', { name: tB('deals.actions.accept'), exact: true });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(b.getByTestId('deal-status').first()).toHaveText(tB('deals.status.agreed'));
    await expect(a.getByTestId('deal-status').first()).toHaveText(tA('deals.status.agreed'));

    // The ware leaves the third member's open search without reload.
    await expect(third.locator(`[data-testid$="${ware.uid}"]`)).toHaveCount(0);

    // Both download the transport order.
    const number = (await b.getByRole('heading', { level: 1 }).textContent())?.match(/FX-\d{4}-\d{6}/)?.[0] ?? '';
    expect(number).toMatch(/^FX-\d{4}-\d{6}$/);
    await downloadsOrder(b, run.langB, number);
    await downloadsOrder(a, run.langA, number);

    // A and B exchange messages live.
    const talkA = conversation(a, run.langA);
    const talkB = conversation(b, run.langB);
    await talkA.input.fill('Bună ziua, încărcăm la 7:00.');
    await talkA.send.click();
    await expect(talkB.messages).toContainText('Bună ziua, încărcăm la 7:00.');
    await talkB.input.fill('Alles klar, größte Sorgfalt.');
    await talkB.send.click();
    await expect(talkA.messages).toContainText('Alles klar, größte Sorgfalt.');
    await expectPageAccessible(b);
  });
}
