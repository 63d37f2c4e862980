import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FormType } from '@freight/shared/entries';
import { matchedFormOf } from '@freight/shared/matching';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { entryView } from '../entries/entries-view.queries';
import { greatCircleKmSql, withinKmOfPoint } from '../entries/entry-radius.queries';
import { liveSql } from '../entries/entry-expiry.queries';

/** A term of the own entry: its column (counts, over a page of own entries) or its value (one entry's matches). */
export type Term = AnyColumn | SQL;

/** What the rule reads of the own entry: where and when it loads, and its weight and loading metres. */
export type OwnTerms = {
  formType: FormType;
  companyId: Term;
  latitude: Term;
  longitude: Term;
  dateStart: Term;
  dateEnd: Term;
  weight: Term;
  mdp: Term;
};

/**
 * The entries a match is looked for among, each with its publishing company: the owners' read views
 * (decision 030), pulled up by PostgreSQL into the statement as the tables themselves. `from` joins them.
 */
export function candidates() {
  const entry = entryView('e');
  const company = companyView('c');
  return { entry, company, from: sql`${entry} inner join ${company} on ${company.id} = ${entry.companyId}` };
}
export type Candidates = ReturnType<typeof candidates>;

/** Parameters typed here, so node-postgres and PGlite infer the same types in every expression. */
export const float8 = (value: number | null) => sql`${value}::float8`;
export const day = (value: string) => sql`${value}::date`;
export const amount = (value: number) => sql`${value}::numeric`;

/**
 * The weight and loading metres fit: a ware weighs and measures at most what the truck takes. Read
 * from the own entry's side: its matches are wares for a truck and trucks for a ware.
 */
export function capacityFitsSql({ entry }: Candidates, own: Pick<OwnTerms, 'formType' | 'weight' | 'mdp'>): SQL {
  return own.formType === 'truck'
    ? sql`(${entry.weight} <= ${own.weight} and ${entry.mdp} <= ${own.mdp})`
    : sql`(${entry.weight} >= ${own.weight} and ${entry.mdp} >= ${own.mdp})`;
}

/**
 * Another company's entry a member may see in a search: live (§4) and of a company that may use the
 * exchange now (the query joins its company, `candidates`), never the own company's.
 */
export function othersLiveSql({ entry, company }: Candidates, formType: FormType, ownCompanyId: Term, now: Date): SQL {
  return and(eq(entry.formType, formType), sql`${entry.companyId} <> ${ownCompanyId}`, liveSql(now, entry), companyActiveIn(company, now))!;
}

/**
 * Issue 17 item 5, decision 023: an entry of the other form type, of another active company, live,
 * loading within `radiusKm` of the own entry's loading place (on the GiST index entries_loading_earth_dates),
 * with a loading window overlapping the own one, and a load that fits the truck. An own entry in a city
 * added by hand has no coordinates and no matches.
 */
export function matchSql(candidate: Candidates, own: OwnTerms, radiusKm: number, now: Date): SQL {
  const { entry } = candidate;
  return and(
    othersLiveSql(candidate, matchedFormOf(own.formType), own.companyId, now),
    withinKmOfPoint(entry.loadingLatitude, entry.loadingLongitude, own.latitude, own.longitude, radiusKm),
    sql`daterange(${entry.loadingDateStart}, ${entry.loadingDateEnd}, '[]') && daterange(${own.dateStart}, ${own.dateEnd}, '[]')`,
    capacityFitsSql(candidate, own),
  )!;
}

/** Km between the candidate's loading place and a point (the empty drive of the truck). */
export const loadingKmFromSql = ({ entry }: Candidates, latitude: Term, longitude: Term) =>
  greatCircleKmSql(entry.loadingLatitude, entry.loadingLongitude, latitude, longitude);

/** Whole metres: an integer sort key the cursor can carry exactly. */
export const metresSql = (km: SQL) => sql`round((${km}) * 1000)::int8`;
