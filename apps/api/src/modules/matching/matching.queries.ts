import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FormType } from '@freight/shared/entries';
import { MATCH_COUNT_CAP } from '@freight/shared/matching';
import type { Database } from '../../db/client';
import { companyView } from '../companies/companies-view.queries';
import { homePointOf } from '../geo/home-point.queries';
import { entryView } from '../entries/entries-view.queries';
import { greatCircleKmSql, withinKmOfPoint } from '../entries/entry-radius.queries';
import type { MatchCursor } from './match-cursor';
import {
  amount,
  candidates,
  capacityFitsSql,
  day,
  float8,
  loadingKmFromSql,
  matchSql,
  metresSql,
  othersLiveSql,
  type OwnTerms,
} from './match-rule-sql';

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, statement: SQL): Promise<Row[]> =>
  // node-postgres and PGlite both answer raw statements with `rows`.
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** The own entry a match list is asked for, with what the rule reads of it. */
export async function selectOwnEntry(db: Database, formType: FormType, uid: string) {
  const own = entryView('own');
  const [row] = await db
    .select({
      id: own.id,
      companyId: own.companyId,
      loadingLatitude: own.loadingLatitude,
      loadingLongitude: own.loadingLongitude,
      loadingDateStart: own.loadingDateStart,
      loadingDateEnd: own.loadingDateEnd,
      unloadingLatitude: own.unloadingLatitude,
      unloadingLongitude: own.unloadingLongitude,
      unloadingDateStart: own.unloadingDateStart,
      weight: own.weight,
      mdp: own.mdp,
    })
    .from(own)
    .where(and(eq(own.formType, formType), eq(own.uid, uid)));
  return row;
}
export type OwnEntry = NonNullable<Awaited<ReturnType<typeof selectOwnEntry>>>;

const ownTermsOf = (formType: FormType, own: OwnEntry): OwnTerms => ({
  formType,
  companyId: sql`${own.companyId}::int`,
  latitude: float8(own.loadingLatitude),
  longitude: float8(own.loadingLongitude),
  dateStart: day(own.loadingDateStart),
  dateEnd: day(own.loadingDateEnd),
  weight: amount(own.weight),
  mdp: amount(own.mdp),
});

/** A ranked row: the entry's id and its integer sort keys (metres, days), as the cursor carries them. */
export type RankedRow = { id: number; keys: MatchCursor; emptyMetres: number };

const after = (cursor: MatchCursor | undefined) =>
  cursor === undefined
    ? sql`true`
    : sql`(ranked.key1, ranked.key2, ranked.id) > (${cursor[0]}::int8, ${cursor[1]}::int8, ${cursor[2]}::int)`;

/**
 * A page of the matches of an own entry (issue 17 item 5): fewest empty km first (the truck's loading
 * place to the ware's), then the best date fit (fewest days between the two first loading days), then id.
 */
export async function selectMatches(
  db: Database,
  formType: FormType,
  own: OwnEntry,
  radiusKm: number,
  now: Date,
  limit: number,
  cursor?: MatchCursor,
): Promise<RankedRow[]> {
  const terms = ownTermsOf(formType, own);
  const candidate = candidates();
  const { entry } = candidate;
  const rows = await rowsOf(
    db,
    sql`select ranked.id, ranked.key1, ranked.key2 from (
      select ${entry.id} as id, ${metresSql(loadingKmFromSql(candidate, terms.latitude, terms.longitude))} as key1,
        abs(${entry.loadingDateStart} - ${terms.dateStart})::int8 as key2
      from ${candidate.from}
      where ${matchSql(candidate, terms, radiusKm, now)}
    ) as ranked where ${after(cursor)}
    order by ranked.key1, ranked.key2, ranked.id limit ${limit}`,
  );
  return rows.map((row) => {
    const keys: MatchCursor = [Number(row.key1), Number(row.key2), Number(row.id)];
    return { id: keys[2], keys, emptyMetres: keys[0] };
  });
}

/** A ranked return load: also how many metres nearer home the ware unloads than the truck does. */
export type ReturnLoadRow = RankedRow & { gainMetres: number };

/**
 * A page of return loads of an own truck (issue 17 item 6): wares loading within the radius of its
 * unloading place, on or after its first unloading day, that fit it and unload nearer `home` than the
 * truck does; the most km of the way home first (key1 is the gain, negated to sort ascending), then
 * the fewest empty km to the ware's loading place, then id.
 */
export async function selectReturnLoads(
  db: Database,
  truck: OwnEntry,
  home: { latitude: number; longitude: number },
  radiusKm: number,
  now: Date,
  limit: number,
  cursor?: MatchCursor,
): Promise<ReturnLoadRow[]> {
  const [lat, lon] = [float8(truck.unloadingLatitude), float8(truck.unloadingLongitude)];
  const [homeLat, homeLon] = [float8(home.latitude), float8(home.longitude)];
  const candidate = candidates();
  const { entry } = candidate;
  const gain = sql`${greatCircleKmSql(lat, lon, homeLat, homeLon)} - ${greatCircleKmSql(entry.unloadingLatitude, entry.unloadingLongitude, homeLat, homeLon)}`;
  const rows = await rowsOf(
    db,
    sql`select ranked.id, ranked.key1, ranked.key2 from (
      select ${entry.id} as id, -${metresSql(gain)} as key1, ${metresSql(loadingKmFromSql(candidate, lat, lon))} as key2
      from ${candidate.from}
      where ${and(
        othersLiveSql(candidate, 'ware', sql`${truck.companyId}::int`, now),
        withinKmOfPoint(entry.loadingLatitude, entry.loadingLongitude, lat, lon, radiusKm),
        sql`${entry.loadingDateEnd} >= ${day(truck.unloadingDateStart)}`,
        capacityFitsSql(candidate, { formType: 'truck', weight: amount(truck.weight), mdp: amount(truck.mdp) }),
      )}
    ) as ranked where ranked.key1 < 0 and ${after(cursor)}
    order by ranked.key1, ranked.key2, ranked.id limit ${limit}`,
  );
  return rows.map((row) => {
    const keys: MatchCursor = [Number(row.key1), Number(row.key2), Number(row.id)];
    return { id: keys[2], keys, emptyMetres: keys[1], gainMetres: -keys[0] };
  });
}

/**
 * The company's home point, toward which return loads go: where geo places its city as registered
 * (homePointOf). Null for an unknown company, or when its country has no city with coordinates.
 */
export async function selectHomePoint(db: Database, companyId: number): Promise<{ latitude: number; longitude: number } | null> {
  const company = companyView('company');
  const [row] = await db.select({ country: company.country, city: company.city }).from(company).where(eq(company.id, companyId));
  return row ? homePointOf(db, row.country, row.city) : null;
}

/**
 * The match counts of a page of own entries in one statement (issue 17 item 5): per own entry of the
 * company, the matches counted on the same rule, stopping at MATCH_COUNT_CAP. Other uids are not read.
 */
export async function selectMatchCounts(
  db: Database,
  formType: FormType,
  companyId: number,
  uids: readonly string[],
  radiusKm: number,
  now: Date,
): Promise<Map<string, number>> {
  const own = entryView('own');
  const candidate = candidates();
  const terms: OwnTerms = {
    formType,
    companyId: own.companyId,
    latitude: own.loadingLatitude,
    longitude: own.loadingLongitude,
    dateStart: own.loadingDateStart,
    dateEnd: own.loadingDateEnd,
    weight: own.weight,
    mdp: own.mdp,
  };
  const rows = await rowsOf(
    db,
    sql`select ${own.uid} as uid, (select count(*) from (
        select 1 from ${candidate.from}
        where ${matchSql(candidate, terms, radiusKm, now)} limit ${MATCH_COUNT_CAP}
      ) as capped)::int as count
    from ${own} where ${and(eq(own.formType, formType), eq(own.companyId, companyId), inArray(own.uid, [...uids]))}`,
  );
  return new Map(rows.map((row) => [String(row.uid), Number(row.count)]));
}
