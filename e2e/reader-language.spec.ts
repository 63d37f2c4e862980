import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { daysFromNow, laneEntry, place } from './entry-body';
import { login, signIn } from './session';

type Created = { uid: string };

async function reader(browser: Browser, email: string, lang: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, lang);
  return page;
}

/**
 * Issue 12 / decision 015: another company's member sees a route in their own interface language —
 * Temeswar in German, Temesvár in Hungarian — while a city added by hand keeps its typed name; an entry
 * that arrives live over the websocket is named the same way. Publisher and reader are companies of
 * the journey's own (issue 18 item 7).
 */
test('a reader sees the route in their language, in the list and live', async ({ browser, request, ownCompany, partnerCompany }) => {
  const a = await login(request, ownCompany.adminEmail);
  const village = `Kisfalu ${Date.now().toString(36)}`;
  const publish = async () => {
    const response = await request.post('/api/truck-requests/create/', {
      headers: { authorization: `Bearer ${a.access}` },
      data: laneEntry('truck', { unloading_location: place('HU', '', village, '1051', daysFromNow(9)) }),
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Created;
  };
  const first = await publish();

  const german = await reader(browser, partnerCompany.adminEmail, 'de');
  await german.goto(`/dashboard/search-trucks/${first.uid}`);
  const card = german.getByTestId(`entry-card-${first.uid}`);
  await expect(card).toContainText('Temeswar, Rumänien');
  await expect(card).toContainText(`${village}, Ungarn`);

  const hungarian = await reader(browser, partnerCompany.adminEmail, 'hu');
  await hungarian.goto(`/dashboard/search-trucks/${first.uid}`);
  await expect(hungarian.getByTestId(`entry-card-${first.uid}`)).toContainText('Temesvár, Románia');
  await expect(hungarian.getByTestId(`entry-card-${first.uid}`)).toContainText(`${village}, Magyarország`);

  // Published while both lists are open and live: it arrives over the websocket, named for each reader.
  for (const page of [german, hungarian]) await expect(page.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  const live = await publish();
  await expect(german.getByTestId(`entry-card-${live.uid}`)).toContainText('Temeswar, Rumänien');
  await expect(hungarian.getByTestId(`entry-card-${live.uid}`)).toContainText('Temesvár, Románia');
});
