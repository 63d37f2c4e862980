import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FormType } from '@freight/shared/listings';
import { matchedFormOf } from '@freight/shared/matching';
import { companyActiveAt } from '../companies/companies-read.service';
import { entries } from '../../db/schema-listings';
import { greatCircleKmSql, liveSql, withinKmOfPoint } from '../listings/listings.service';

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

/** Parameters typed here, so node-postgres and PGlite infer the same types in every expression. */
export const float8 = (value: number | null) => sql`${value}::float8`;
export const day = (value: string) => sql`${value}::date`;
export const amount = (value: number) => sql`${value}::numeric`;

/**
 * The weight and loading metres fit: a ware weighs and measures at most what the truck takes. Read
 * from the own entry's side: its matches are wares for a truck and trucks for a ware.
 */
export function capacityFitsSql(own: Pick<OwnTerms, 'formType' | 'weight' | 'mdp'>): SQL {
  return own.formType === 'truck'
    ? sql`(${entries.weight} <= ${own.weight} and ${entries.mdp} <= ${own.mdp})`
    : sql`(${entries.weight} >= ${own.weight} and ${entries.mdp} >= ${own.mdp})`;
}

/**
 * Another company's entry a member may see in a search: live (§4) and of a company that may use the
 * exchange now (the query joins `companies`), never the own company's.
 */
export function othersLiveSql(formType: FormType, ownCompanyId: Term, now: Date): SQL {
  return and(eq(entries.formType, formType), sql`${entries.companyId} <> ${ownCompanyId}`, liveSql(now), companyActiveAt(now))!;
}

/**
 * Issue 17 item 5, decision 023: an entry of the other form type, of another active company, live,
 * loading within `radiusKm` of the own entry's loading place (on the GiST index entries_loading_earth),
 * with a loading window overlapping the own one, and a load that fits the truck. An own entry in a city
 * added by hand has no coordinates and no matches.
 */
export function matchSql(own: OwnTerms, radiusKm: number, now: Date): SQL {
  return and(
    othersLiveSql(matchedFormOf(own.formType), own.companyId, now),
    withinKmOfPoint(entries.loadingLatitude, entries.loadingLongitude, own.latitude, own.longitude, radiusKm),
    sql`daterange(${entries.loadingDateStart}, ${entries.loadingDateEnd}, '[]') && daterange(${own.dateStart}, ${own.dateEnd}, '[]')`,
    capacityFitsSql(own),
  )!;
}

/** Km between the candidate's loading place and a point (the empty drive of the truck). */
export const loadingKmFromSql = (latitude: Term, longitude: Term) =>
  greatCircleKmSql(entries.loadingLatitude, entries.loadingLongitude, latitude, longitude);

/** Whole metres: an integer sort key the cursor can carry exactly. */
export const metresSql = (km: SQL) => sql`round((${km}) * 1000)::int8`;
