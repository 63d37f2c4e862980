import { expect, test } from './fixtures/own-company';
import { text } from './catalogue';
import { expectPageAccessible, LAPTOP, pdfFile } from './journey';
import { laneEntry } from './entry-body';
import { login, signIn } from './session';

const STAFF = 'staff@demo.example';
const PARTNER = 'markus.becker@rhein-spedition.example';

test.use({ viewport: LAPTOP });

/**
 * Issue 33 items 1 and 2: an administrator's bank change waits for staff; once staff approve it, a
 * partner is warned with its date on the company page, in the contacts of the company's entry and in
 * the offer dialog; before the approval nothing has changed for anybody.
 */
test('a bank change waits for staff, then partners see the warning where they call and offer', async ({ browser, request, ownCompany }) => {
  // Three members' browsers (admin, partner, staff) and a company of its own: about a minute on two busy cores.
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ownCompany.adminEmail, 'en');
  await admin.goto('/dashboard/company-details');
  const en = (key: string) => text('en', `companies.changeRequests.${key}`);
  await admin.getByRole('textbox', { name: en('fields.bank_account'), exact: true }).fill('DE89 3704 0044 0532 0130 00');
  await admin.getByRole('textbox', { name: en('reason'), exact: true }).fill('We moved our account to a new bank.');
  // The file input is named by the field's label (the visible button opens it).
  await admin.getByRole('button', { name: en('document'), exact: true }).setInputFiles(pdfFile('bank-letter.pdf'));
  await admin.getByRole('button', { name: en('submit'), exact: true }).click();
  await expect(admin.getByRole('alert').filter({ hasText: en('pendingNote') })).toBeVisible();

  const owner = await login(request, ownCompany.adminEmail);
  const published = await request.post('/api/ware-requests/create/', {
    headers: { authorization: `Bearer ${owner.access}` },
    data: laneEntry('ware'),
  });
  expect(published.status()).toBe(201);
  const { uid, identification_id: id } = (await published.json()) as { uid: string; identification_id: string };

  // Waiting for staff: the partner sees the company as it was.
  const partner = await (await browser.newContext()).newPage();
  await signIn(partner, PARTNER, 'de');
  await partner.goto(`/dashboard/company-details/${ownCompany.id}`);
  await expect(partner.getByRole('heading', { level: 1, name: ownCompany.name })).toBeVisible();
  await expect(partner.getByTestId('company-bank-trust-changed')).toHaveCount(0);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, STAFF, 'en');
  await staff.goto('/staff');
  // The request's own card: a pending registration's signals may name this company too (same document bytes).
  const card = staff.getByTestId(/^staff-change-request-\d+$/).filter({ hasText: ownCompany.name });
  await card.getByRole('button', { name: text('en', 'staff.changeRequests.approve') }).click();
  await expect(card).toHaveCount(0);

  // Approved: dated warnings on the company page, the entry's contacts and before an offer.
  await partner.reload();
  await expect(partner.getByTestId('company-bank-trust-changed')).toBeVisible();
  await partner.goto(`/dashboard/search-wares/${uid}`);
  const warning = partner.getByRole('alert', { name: text('de', 'companyWarning.title'), exact: true });
  await expect(warning).toContainText(text('de', 'companyWarning.title'));
  await expect(warning).toContainText(text('de', 'companyWarning.contacts.bank_account'));
  await expectPageAccessible(partner);
  await partner
    .getByRole('button', { name: text('de', 'deals.makeOfferFor').replace('{{id}}', id), exact: true })
    .first()
    .click();
  await expect(partner.getByRole('dialog').getByRole('alert', { name: text('de', 'companyWarning.title'), exact: true })).toContainText(
    text('de', 'companyWarning.advice'),
  );
});
