import { expect, test } from './fixtures/own-company';
import { text } from './catalogue';
import { expectPageAccessible, LAPTOP } from './journey';
import { laneEntry } from './entry-body';
import { login, signIn } from './session';

const STAFF = 'staff@demo.example';
const PARTNER = 'markus.becker@rhein-spedition.example';
/** Not a contact the company registered: its administrator registered 0722 123-456. */
const FOREIGN_PHONE = '+40 744 555 666';
const HIDDEN = '[…]';

test.use({ viewport: LAPTOP });

/**
 * Issue 33 item 4: a member writes a phone number the company never registered into an entry's notes.
 * Another company's member sees the notes without it (and why), staff see it beside the company's
 * registered contacts and clear it, and the other member then reads it.
 */
test('a phone nobody checked stays hidden from other members until staff clear it', async ({ browser, request, ownCompany }) => {
  // Three browsers (poster, partner, staff) and a company of its own: about a minute on two busy cores.
  test.setTimeout(180_000);
  const notes = `Rampa 2, sunați la ${FOREIGN_PHONE} (Ion)`;
  const owner = await login(request, ownCompany.adminEmail);
  const published = await request.post('/api/ware-requests/create/', {
    headers: { authorization: `Bearer ${owner.access}` },
    data: laneEntry('ware', { notes }),
  });
  expect(published.status(), await published.text()).toBe(201);
  const { uid, identification_id: identification } = (await published.json()) as { uid: string; identification_id: string };

  // The poster's company reads its notes as written, told that others do not see the number yet.
  const poster = await (await browser.newContext()).newPage();
  await signIn(poster, ownCompany.adminEmail, 'ro');
  await poster.goto(`/dashboard/search-wares/${uid}`);
  // The entry named in the address opens by itself (clicking its toggle as well would race that and close it).
  await expect(poster.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  await expect(poster.getByTestId(`entry-notes-${uid}`)).toHaveText(notes);
  await expect(poster.getByTestId(`entry-notes-hidden-${uid}`)).toHaveText(text('ro', 'contactFlags.ownNote'));

  // Another company's member: the number is hidden, and the note says why.
  const partner = await (await browser.newContext()).newPage();
  await signIn(partner, PARTNER, 'de');
  await partner.goto(`/dashboard/search-wares/${uid}`);
  await expect(partner.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  const partnerNotes = partner.getByTestId(`entry-notes-${uid}`);
  await expect(partnerNotes).toHaveText(`Rampa 2, sunați la ${HIDDEN} (Ion)`);
  await expect(partner.getByTestId(`entry-notes-hidden-${uid}`)).toHaveText(text('de', 'contactFlags.othersNote'));
  await expectPageAccessible(partner);

  // Staff: the text, the number found and the company's registered contacts; they clear it.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, STAFF, 'en');
  await staff.goto('/staff#staff-contact-flags');
  const card = staff.getByTestId(/^staff-contact-flag-\d+$/).filter({ hasText: identification });
  await expect(card).toContainText(ownCompany.name);
  await expect(card).toContainText(text('en', 'staff.contactFlags.found').replace('{{contact}}', FOREIGN_PHONE));
  await expect(card).toContainText(notes);
  await expect(card).toContainText('722');
  await expectPageAccessible(staff);
  await card.getByRole('button', { name: text('en', 'staff.contactFlags.clear') }).click();
  await expect(card).toHaveCount(0);

  // Cleared: the other member reads the number.
  await partner.reload();
  await expect(partner.getByTestId('entries-list')).toHaveAttribute('data-realtime', 'live');
  await expect(partnerNotes).toHaveText(notes);
  await expect(partner.getByTestId(`entry-notes-hidden-${uid}`)).toHaveCount(0);
});
