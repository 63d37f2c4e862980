import type { Database } from '../../db/client';
import { hashPassword } from '../auth/passwords.service';
import { insertCompany } from '../companies/company-seeding.queries';
import { hasAnyUser, insertUsers } from '../users/user-seeding.queries';
import { findCitiesByName } from '../geo/city-lookup.queries';
import { insertEntries } from '../entries/entry-seeding.queries';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF, type DemoCompanyKey } from './demo.data';
import { DEMO_LANES, DEMO_PLACES, type PlaceKey } from './demo.entries';
import { seedDealHistory, type DemoParty } from './demo.deal-history';
import { buildDemoEntries, type DemoCity } from './demo.entry-values';
import { whenNoUsers, type Transaction } from './demo.queries';

export type DemoLogin = { label: string; email: string; password: string };

/** The demo companies joined before their six months of deal history (demo.deals.ts)… */
const DEMO_MEMBERSHIP_DAYS = 400;
/** …and renewed their yearly subscription a month ago, so it runs for eleven more months. */
const DEMO_SUBSCRIPTION_DAYS = 30;

/**
 * DESIGN §4: on a database without any user, writes a staff superuser and approved companies (two
 * with an administrator and an employee and a few dozen live entries each on lanes across Europe,
 * three more partners with an administrator), all with DEMO_PASSWORD, and their deal history of the
 * last six months (demo.deal-history.ts), all in one transaction. Entries and deals need their cities
 * imported (main.ts imports them first); those whose cities are missing are left out. Answers the
 * logins it created, or null when the database already had users (it never runs twice).
 */
export async function seedDemoDataIfEmpty(db: Database, now: Date): Promise<DemoLogin[] | null> {
  // Every start asks; the cheap check spares the password hashing on a database in use.
  if (await hasAnyUser(db)) return null;
  // One hash per account (own salt each); computed before the transaction, which stays short.
  const staffHash = await hashPassword(DEMO_PASSWORD);
  const memberHashes = await Promise.all(
    DEMO_COMPANIES.map((company) => Promise.all(company.users.map(() => hashPassword(DEMO_PASSWORD)))),
  );

  // The demo companies joined a while ago, so their deals and entries come after their registration.
  const joined = new Date(now.getTime() - DEMO_MEMBERSHIP_DAYS * 24 * 60 * 60 * 1000);
  const renewed = new Date(now.getTime() - DEMO_SUBSCRIPTION_DAYS * 24 * 60 * 60 * 1000);
  const wrote = await whenNoUsers(db, async (tx) => {
    await insertUsers(tx, [
      {
        email: DEMO_STAFF.email,
        firstName: DEMO_STAFF.firstName,
        lastName: DEMO_STAFF.lastName,
        passwordHash: staffHash,
        isSuperuser: true,
        role: 'admin',
        companyId: null,
      },
    ]);
    const cities = await findDemoCities(tx);
    const takenIds = new Set<string>();
    const parties = new Map<DemoCompanyKey, DemoParty>();
    for (const [index, company] of DEMO_COMPANIES.entries()) {
      const { users: members, key, ...fields } = company;
      const companyId = await insertCompany(tx, {
        ...fields,
        registryCombination: fields.registryOrderNumber
          ? `${fields.registryOrderNumber}/${fields.registryUniqueId}/${fields.registryYear}`
          : '',
        status: 'active',
        createdAt: joined,
        subscriptionStartedAt: renewed,
        approvedAt: joined,
      });
      const userIds = await insertUsers(
        tx,
        members.map((member, position) => ({
          ...member,
          companyId,
          passwordHash: memberHashes[index]?.[position] ?? null,
          createdAt: joined,
        })),
      );
      parties.set(key, { id: companyId, members: userIds.map((id, position) => ({ id, role: members[position]!.role })) });
      const lanes = DEMO_LANES[index] ?? [];
      await insertEntries(tx, buildDemoEntries({ lanes, cities, companyId, userIds, now, takenIds }));
    }
    await seedDealHistory(tx, { parties, cities, now, takenIds });
  });
  if (!wrote) return null;

  return [
    { label: 'Staff (superuser)', email: DEMO_STAFF.email, password: DEMO_PASSWORD },
    ...DEMO_COMPANIES.flatMap((company) =>
      company.users.map((member) => ({
        label: `${company.name}, ${member.role === 'admin' ? 'administrator' : 'employee'}`,
        email: member.email,
        password: DEMO_PASSWORD,
      })),
    ),
  ];
}

/** The imported city of every demo place; places missing from the table (or an empty table) are left out. */
async function findDemoCities(tx: Transaction): Promise<Map<PlaceKey, DemoCity>> {
  const keys = Object.keys(DEMO_PLACES) as PlaceKey[];
  const found = await findCitiesByName(
    tx,
    keys.map((key) => DEMO_PLACES[key]),
  );
  const cities = new Map<PlaceKey, DemoCity>();
  keys.forEach((key, position) => {
    const city = found.get(position);
    if (city) cities.set(key, city);
  });
  return cities;
}

/** The start-up banner with the demo logins, printed once when the demo data is created. */
export function formatDemoLogins(logins: DemoLogin[]): string {
  const width = Math.max(...logins.map((login) => login.email.length));
  return [
    '',
    'Demo data created. Log in with one of these accounts (password for all of them below):',
    ...logins.map((login) => `  ${login.email.padEnd(width)}  ${login.label}`),
    `  Password: ${DEMO_PASSWORD}`,
    'Turn the demo off with DEMO_DATA=0 on a new database.',
    '',
  ].join('\n');
}
