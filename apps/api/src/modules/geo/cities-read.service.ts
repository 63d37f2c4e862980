import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { cityNames } from '../../db/schema-geo';
import { cities } from '../../db/schema-listings';

/**
 * Cities and their other names as another module joins them into one of its statements (decision
 * 030): read-only subqueries under the caller's alias, pulled up by PostgreSQL into the join (same
 * plan and indexes as the tables), while the GeoNames tables stay geo's to import and to change.
 */
export const cityView = (alias: string) => new QueryBuilder().select(getTableColumns(cities)).from(cities).as(alias);

export const cityNameView = (alias: string) => new QueryBuilder().select(getTableColumns(cityNames)).from(cityNames).as(alias);

export { homePointOf } from './home-point.queries';
