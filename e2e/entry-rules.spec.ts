import { expect, test, type Page } from '@playwright/test';
import { expectCalendarClosed, isDayOffered, pickDay } from './calendar';
import { text } from './catalogue';
import { dayIn, plusDays } from './entry-body';
import { entryForm } from './entry-form';
import { signIn } from './session';

/**
 * Issue 11, decisions 010 and 011: a dispatcher of Carpați Trans is offered no loading day in the past
 * and no unloading day before the loading, and types an impossible weight: the field says what is wrong
 * in the member's language, the form warns to check the marked fields, and nothing is published. The API
 * refuses a past loading and an unloading before it on its own clock, whatever a client sends.
 */
const A_EMAIL = 'andrei.popescu@carpati-trans.example';

async function fillPlace(page: Page, lang: string, side: 'loading' | 'unloading', where: { country: string; typed: string; city: RegExp }) {
  const form = entryForm(page, lang);
  await form.country(side).selectOption(where.country);
  await form.city(side).fill(where.typed);
  await page.getByRole('option', { name: where.city }).first().click();
  await form.postalCode(side).fill('300001');
}

for (const lang of ['en', 'ro'] as const) {
  test(`offers no past loading day nor unloading before loading, refuses an impossible weight field by field (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await (await browser.newContext()).newPage();
    const session = await signIn(page, A_EMAIL, lang);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('-requests/create/')) creates.push(request.url());
    });

    // Today at the loading place (Timișoara: Europe/Bucharest), whatever the zone of the machine; read once, so
    // every day of the test counts from the same today.
    const today = dayIn('Europe/Bucharest');
    await page.goto('/dashboard/publish-truck');
    const form = entryForm(page, lang);
    await fillPlace(page, lang, 'loading', { country: 'RO', typed: 'timisoara', city: /^Timi[șş]oara$/ });
    // Named in the interface language (issue 12): Budapesta in Romanian, with the typed name beside it.
    await fillPlace(page, lang, 'unloading', { country: 'HU', typed: 'budapest', city: /^Budapesta?( \(Budapest\))?$/ });
    // The calendar offers no loading day before today at the loading place, and no unloading day before the loading.
    await form.dates('loading').click();
    expect(await isDayOffered(page, lang, plusDays(today, -1))).toBe(false);
    expect(await isDayOffered(page, lang, today)).toBe(true);
    await pickDay(page, lang, plusDays(today, 1));
    await pickDay(page, lang, plusDays(today, 1));
    await expectCalendarClosed(page, lang);
    await form.dates('unloading').click();
    expect(await isDayOffered(page, lang, today)).toBe(false);
    await pickDay(page, lang, plusDays(today, 2));
    await pickDay(page, lang, plusDays(today, 2));
    await expectCalendarClosed(page, lang);
    await form.truckType.getByRole('radio', { name: text(lang, 'entries.truckTypes.5'), exact: true }).check();
    await form.weight.fill('-1');
    await form.mdp.fill('13.6');
    // The form says whose clock the dates follow (decision 011).
    await expect(page.getByTestId('entry-loading-localTimes')).toContainText('Europe/Bucharest');
    await form.save.click();

    await expect(page.locator('[data-alert-kind="warning"]')).toContainText(text(lang, 'entries.validationInvalid'));
    await expect(form.section('information')).toContainText(text(lang, 'validation.negative'));
    await expect(form.weight).toHaveAttribute('aria-invalid', 'true');

    // Kilograms typed for tonnes: above the 40 t bound, named in the message (the marks follow each change).
    await form.weight.fill('24000');
    await expect(form.section('information')).toContainText(text(lang, 'validation.too_large').replace('{{max}}', '40'));
    await expect(page).toHaveURL(/\/dashboard\/publish-truck$/);
    expect(creates).toEqual([]);

    // The API judges the same body on its own clock and stores nothing.
    const mine = async () =>
      (await (
        await page.request.get('/api/truck-requests/?my=true&limit=200', { headers: { authorization: `Bearer ${session.access}` } })
      ).json()) as {
        results: unknown[];
      };
    const before = (await mine()).results.length;
    const location = (country: string, date: string) => ({
      country,
      external_city_id: '',
      city_display_name: country === 'RO' ? 'Timișoara' : 'Budapest',
      postal_code: '300001',
      date_start: date,
      date_end: date,
      date: [date],
    });
    const refused = await page.request.post('/api/truck-requests/create/', {
      headers: { authorization: `Bearer ${session.access}` },
      data: {
        form_type: 'truck',
        loading_location: location('RO', plusDays(today, -1)),
        unloading_location: location('HU', plusDays(today, -2)),
        info: { weight: 24, mdp: 13.6 },
        transport_options: { truck_type: 5 },
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()) as unknown).toMatchObject({
      code: 'validation_failed',
      fields: { 'loading_location.date_start': ['date_in_past'], 'unloading_location.date_start': ['unloading_before_loading'] },
    });
    expect((await mine()).results.length).toBe(before);
  });
}
