import { getTableColumns } from 'drizzle-orm';
import { readView } from '../../db/read-view';
import { cityNames } from '../../db/schema-geo';
import { cities } from '../../db/schema-entries';

/**
 * Cities and their other names as another module joins them into one of its statements (decision
 * 030): read-only subqueries under the caller's alias, pulled up by PostgreSQL into the join (same
 * plan and indexes as the tables), while the GeoNames tables stay geo's to import and to change.
 */
export const cityView = readView(cities, getTableColumns(cities));

export const cityNameView = readView(cityNames, getTableColumns(cityNames));
