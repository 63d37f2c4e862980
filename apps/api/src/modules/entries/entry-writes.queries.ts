import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Entry } from '@freight/shared/entries';
import { namedStatementsAllowed, type Database } from '../../db/client';
import { viewText } from '../../db/read-view';
import { entries } from '../../db/schema-entries';
import { companyView } from '../companies/companies-view.queries';
import { userView } from '../users/users-view.queries';
import { NOTIFY_RECORDED_EVENT, recordedEventCteText } from '../realtime/entry-events.queries';
import type { EntryInsert } from './entries.queries';

/** The columns a publish writes; the others (id, view_count) take their defaults. */
const PUBLISHED_COLUMNS = [
  'uid',
  'identificationId',
  'formType',
  'companyId',
  'userId',
  'createdAt',
  'modifiedAt',
  'validUntil',
  'loadingEndsAt',
  'distanceKm',
  'notes',
  'notesMasked',
  'loadingCountry',
  'loadingCityId',
  'loadingCityName',
  'loadingCityType',
  'loadingLatitude',
  'loadingLongitude',
  'loadingPostalCode',
  'loadingDateStart',
  'loadingDateEnd',
  'loadingTimeStart',
  'loadingTimeEnd',
  'unloadingCountry',
  'unloadingCityId',
  'unloadingCityName',
  'unloadingCityType',
  'unloadingLatitude',
  'unloadingLongitude',
  'unloadingPostalCode',
  'unloadingDateStart',
  'unloadingDateEnd',
  'unloadingTimeStart',
  'unloadingTimeEnd',
  'truckTransportType',
  'truckCoating',
  'truckType',
  'truckSpecialFeatures',
  'platformTypes',
  'escrowAccount',
  'dangerousLoad',
  'weight',
  'volume',
  'mdp',
  'price',
  'currency',
  'vatType',
  'paymentTerm',
] as const satisfies readonly (keyof EntryInsert)[];

export type PublishedEntry = Required<Pick<EntryInsert, (typeof PUBLISHED_COLUMNS)[number]>>;

/** The publish's row as JSON keyed by column name (instants as ISO text), for jsonb_populate_record. */
function rowJson(entry: PublishedEntry): string {
  const row: Record<string, unknown> = {};
  for (const key of PUBLISHED_COLUMNS) row[entries[key].name] = entry[key];
  return JSON.stringify(row);
}

const COLUMN_LIST = PUBLISHED_COLUMNS.map((key) => `"${entries[key].name}"`).join(', ');

// The owners' read views (decision 030), as text rendered once: the publish statement is raw text.
const POSTER_VIEW = viewText(userView('u'));
const COMPANY_VIEW = viewText(companyView('c'));

/**
 * The statement of a publish, built once: two parameters, the event's entry (`published_template`) and the
 * row (typed by the entries table itself through jsonb_populate_record, as an INSERT types its values).
 * The event's (and the answer's) entry is the template, the entry as the service presents it, with what only
 * the database knows put in: the id (also of the locations, options and info, §3), the numbers as the
 * numeric columns keep them (two decimals), and the poster and company (read through their owners' views)
 * as entry-present's `present` shows them; the template's company adds its reputation badge.
 */
const [PUBLISH_HEAD, PUBLISH_MIDDLE, PUBLISH_TAIL] = [
  'with published_template as (select ',
  `::jsonb as data),
  new_entry as (
    insert into entries (${COLUMN_LIST})
    select ${COLUMN_LIST} from jsonb_populate_record(null::entries, `,
  `::jsonb)
    on conflict do nothing
    returning id, uid, form_type, company_id, user_id, weight, volume, mdp, price
  ),
  ${recordedEventCteText('new_entry, published_template', {
    kind: "'create'",
    formType: 'new_entry.form_type',
    entryUid: 'new_entry.uid',
    companyId: 'new_entry.company_id',
    entryData: `published_template.data || jsonb_build_object(
      'loading_location', (published_template.data -> 'loading_location') || jsonb_build_object('id', new_entry.id),
      'unloading_location', (published_template.data -> 'unloading_location') || jsonb_build_object('id', new_entry.id),
      'transport_options', (published_template.data -> 'transport_options') || jsonb_build_object('id', new_entry.id),
      'info', (published_template.data -> 'info') || jsonb_build_object('id', new_entry.id, 'weight', new_entry.weight,
        'volume', new_entry.volume, 'mdp', new_entry.mdp, 'price', new_entry.price),
      'user', (select jsonb_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
        'phone_prefix', u.phone_prefix, 'phone', u.phone, 'spoken_languages', to_jsonb(u.spoken_languages),
        'hasWhatsApp', u.has_whatsapp, 'hasSignalApp', u.has_signal_app) from ${POSTER_VIEW} where u.id = new_entry.user_id),
      'company', (published_template.data -> 'company') || (select jsonb_build_object('id', c.id, 'name', c.name, 'registry_combination', c.registry_combination,
        'VATNumber', c.vat_number, 'fax', c.fax, 'website', c.website) from ${COMPANY_VIEW} where c.id = new_entry.company_id)
    )`,
  })}
  select recorded_event.entry_data, ${NOTIFY_RECORDED_EVENT} from recorded_event`,
];
const PUBLISH_TEXT = `${PUBLISH_HEAD}$1${PUBLISH_MIDDLE}$2${PUBLISH_TAIL}`;

type PublishedRow = { entry_data: Entry & Record<string, unknown> };

/**
 * Runs the publish statement. On PostgreSQL it is a named prepared statement of the pool's connections:
 * parsed and planned once per connection rather than per publish (a third of the statement's server time),
 * unless a transaction-mode pooler sits in between (DB_PREPARED_STATEMENTS off: it keeps no statement from
 * one transaction to the next); PGlite (and any other handle) runs it through drizzle.
 */
async function runPublish(db: Database, template: string, row: string): Promise<PublishedRow[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool && namedStatementsAllowed(client)) {
    return (await client.query<PublishedRow>({ name: 'entries_publish', text: PUBLISH_TEXT, values: [template, row] })).rows;
  }
  const result = await db.execute(sql`${sql.raw(PUBLISH_HEAD)}${template}${sql.raw(PUBLISH_MIDDLE)}${row}${sql.raw(PUBLISH_TAIL)}`);
  return (result as unknown as { rows: PublishedRow[] }).rows;
}

/**
 * A publish in one statement, so in one round trip and one transaction (issue 15): the entry row, its
 * outbox event (`template`: the presented entry with the event's extras, completed as above) and the
 * NOTIFY, which PostgreSQL sends on commit. Answers the event's entry data, or null when nothing was
 * written because the uid or the identification id is taken (ON CONFLICT DO NOTHING): the caller tells a
 * replay from an id collision.
 */
export async function insertPublishedEntry(
  db: Database,
  entry: PublishedEntry,
  template: Entry & Record<string, unknown>,
): Promise<(Entry & Record<string, unknown>) | null> {
  const [row] = await runPublish(db, JSON.stringify(template), rowJson(entry));
  return row?.entry_data ?? null;
}
