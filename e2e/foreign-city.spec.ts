import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/own-company';
import { daysFromNow } from './entry-body';
import { entryForm, fillPlace } from './entry-form';
import { entryList } from './entry-list';
import { signIn, type E2eSession } from './session';
import { text } from './catalogue';

/**
 * Issue 12: a dispatcher types a foreign city by its local name (Warszawa, Wien), picks it in the form,
 * publishes, and a member of another company reads the route in their own interface language. The
 * publisher is a company of the journey's own (issue 18 item 7); the reader only reads, so it stays a demo member.
 */
const READER = 'markus.becker@rhein-spedition.example';

async function member(browser: Browser, email: string, lang: string): Promise<{ page: Page; session: E2eSession }> {
  const page = await (await browser.newContext()).newPage();
  return { page, session: await signIn(page, email, lang) };
}

const journeys = [
  {
    publisherLang: 'de',
    readerLang: 'hu',
    loading: { country: 'PL', typed: 'Warszawa', option: /^Warschau \(Warszawa\)$/, postal: '00-001', day: 2 },
    unloading: { country: 'RO', typed: 'cluj', option: /^Klausenburg|^Cluj-Napoca/, postal: '400001', day: 4 },
    seen: ['Varsó, Lengyelország', 'Kolozsvár, Románia'],
  },
  {
    publisherLang: 'hu',
    readerLang: 'de',
    loading: { country: 'AT', typed: 'Wien', option: /^Bécs \(Wien\)$/, postal: '1010', day: 2 },
    unloading: { country: 'HU', typed: 'gyor', option: /^Győr$/, postal: '9021', day: 3 },
    seen: ['Wien, Österreich', 'Raab, Ungarn'],
  },
] as const;

for (const journey of journeys) {
  test(`typed by its local name in ${journey.publisherLang}, read in ${journey.readerLang}`, async ({ browser, ownCompany }) => {
    test.setTimeout(90_000);
    const { page: publisher, session } = await member(browser, ownCompany.adminEmail, journey.publisherLang);
    await publisher.goto('/dashboard/publish-truck');
    const lang = journey.publisherLang;
    const form = entryForm(publisher, lang);
    for (const side of ['loading', 'unloading'] as const) {
      const where = journey[side];
      await fillPlace(publisher, lang, side, { ...where, date: daysFromNow(where.day) });
    }
    await form.truckType.getByRole('radio', { name: text(lang, 'entries.truckTypes.5'), exact: true }).check();
    await form.weight.fill('20');
    await form.mdp.fill('13.6');
    const created = publisher.waitForResponse(
      (response) => response.url().endsWith('/api/truck-requests/create/') && response.status() === 201,
    );
    await form.save.click();
    const truck = (await (await created).json()) as { uid: string; identification_id: string; distance: number | null };
    // A GeoNames city was picked (not added by hand), so the route has a distance.
    expect(truck.distance).toBeGreaterThan(0);

    const { page: reader } = await member(browser, READER, journey.readerLang);
    await reader.goto('/dashboard/search-trucks');
    const list = entryList(reader, journey.readerLang);
    await list.showFilters.click();
    await list.filter('identification').fill(truck.identification_id);
    await list.apply.click();
    const card = reader.getByTestId(`entry-card-${truck.uid}`);
    for (const place of journey.seen) await expect(card).toContainText(place);

    const removed = await publisher.request.delete(`/api/truck-requests/${truck.uid}/`, {
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(removed.status()).toBe(204);
  });
}
