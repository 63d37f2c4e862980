import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { text } from './catalogue';
import { expectPageAccessible, LAPTOP, pdfFile } from './journey';
import { login, signIn } from './session';

const STAFF = 'staff@demo.example';

test.use({ viewport: LAPTOP });

const digits = (count: number) => Array.from({ length: count }, () => crypto.randomInt(0, 10)).join('');
/** Each registration from an office of its own (the run's limit is 10 registrations an hour per address). */
const officeAddress = () => `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

type Firm = { name: string; orderNumber: string; uniqueId: string; year: string; website: string; phone: string; email: string };

/** A Romanian carrier registering through the public API with its three PDFs; answers its company id. */
async function register(request: APIRequestContext, firm: Firm): Promise<number> {
  const data = {
    company: {
      name: firm.name,
      type: 0,
      VATNumber: `RO${digits(9)}`,
      registry_orderNumber: firm.orderNumber,
      registry_uniqueId: firm.uniqueId,
      registry_year: firm.year,
      street: 'Strada Fabricii',
      number: '3',
      postal_code: '400114',
      city: 'Cluj-Napoca',
      country: 'RO',
      fax: '',
      website: firm.website,
      subscription_months: 12,
    },
    contact: {
      first_name: 'Radu',
      last_name: 'Marin',
      email: firm.email,
      position: 'Dispatcher',
      phone_prefix: '+40',
      phone_number: firm.phone,
      spoken_languages: ['ro', 'en'],
    },
  };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const name of ['statut.pdf', 'certificat.pdf', 'licenta.pdf']) {
    const file = pdfFile(`${firm.name}-${name}`);
    form.append('documents', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), name);
  }
  const registered = await request.post('/api/auth/register/?lang=ro', {
    multipart: form,
    headers: { 'x-forwarded-for': officeAddress() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { company_id: number }).company_id;
}

/**
 * Issue 33 item 3: a firm staff refused registers again under a new name with the same register number,
 * phone and web domain. Staff open the pending registration, read each signal with the refused firm as
 * its evidence, and refuse this one too; nothing was decided before staff did.
 */
test('staff see the signals of a re-registration and refuse it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const run = crypto.randomBytes(3).toString('hex');
  const domain = `phantom-${run}.example`;
  const shared = {
    uniqueId: String(crypto.randomInt(10_000, 100_000)),
    year: '2019',
    website: `https://www.${domain}`,
    phone: `0733 ${digits(3)}-${digits(3)}`,
  };
  const first: Firm = { ...shared, name: `Phantom Cargo ${run} SRL`, orderNumber: 'J12', email: `office@${domain}` };
  const again: Firm = { ...shared, name: `Nova Logistic ${run} SRL`, orderNumber: 'J40', email: `dispecer@${domain}` };

  // The first registration is refused (a pending company deactivated by staff).
  const firstId = await register(request, first);
  const staffSession = await login(request, STAFF);
  const refused = await request.post(`/api/staff/companies/${firstId}/deactivate/`, {
    headers: { authorization: `Bearer ${staffSession.access}` },
  });
  expect(refused.status(), await refused.text()).toBe(200);

  const againId = await register(request, again);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, STAFF, 'en');
  await staff.goto('/staff');
  // The card named by its title: another pending company's card may name this one among its signals' evidence.
  const card = staff.getByRole('article', { name: again.name });
  await expect(card).toBeVisible();
  const signals = card.getByRole('region', { name: text('en', 'staff.signals.title'), exact: true });
  const evidence = text('en', 'staff.signals.evidence')
    .replace('{{name}}', first.name)
    .replace('{{id}}', String(firstId))
    .replace('{{status}}', text('en', 'staff.status.inactive'));
  const registry = signals.getByTestId('staff-signal-same_registry');
  await expect(registry).toContainText(text('en', 'staff.signals.kinds.same_registry'));
  await expect(registry).toContainText(`${shared.uniqueId}/${shared.year}`);
  await expect(registry).toContainText(evidence.replace('{{detail}}', `J12/${shared.uniqueId}/${shared.year}`));
  const phone = signals.getByTestId('staff-signal-same_phone');
  await expect(phone).toContainText(text('en', 'staff.signals.kinds.same_phone'));
  await expect(phone).toContainText(evidence.replace(/\{\{detail\}\}.*$/, ''));
  const web = signals.getByTestId('staff-signal-same_web_domain');
  await expect(web).toContainText(domain);
  await expect(web).toContainText(evidence.replace('{{detail}}', first.website));
  await expectPageAccessible(staff);

  // Staff refuse it: the registration leaves the pending list and the company stays inactive.
  await card.getByRole('button', { name: text('en', 'staff.actions.refuseCompany').replace('{{name}}', again.name) }).click();
  const dialog = staff.getByRole('dialog', { name: text('en', 'staff.confirm.refuseTitle').replace('{{name}}', again.name), exact: true });
  await expect(dialog).toContainText(text('en', 'staff.confirm.refuseText'));
  await dialog.getByRole('button', { name: text('en', 'staff.actions.refuse'), exact: true }).click();
  await expect(card).toHaveCount(0);
  // The refusal is staff's decision, written to the audit log with who made it.
  const audited = await request.get(`/api/staff/audit-log/?company=${againId}&action=company_deactivated`, {
    headers: { authorization: `Bearer ${staffSession.access}` },
  });
  expect(audited.status(), await audited.text()).toBe(200);
  expect(((await audited.json()) as { results: unknown[] }).results).toEqual([
    expect.objectContaining({ action: 'company_deactivated', actor: staffSession.user.id, company: againId }),
  ]);
});
