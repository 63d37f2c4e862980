import type { SearchAgent, SearchAgentFiltersInput } from '@freight/shared/agents';

/** Filters of the entry search that name one entry, not a kind of entry to wait for (decision 022). */
const NOT_KEPT: ReadonlySet<string> = new Set(['identification_id']);
const NUMERIC: ReadonlySet<string> = new Set([
  'loading_city',
  'loading_radius',
  'unloading_city',
  'unloading_radius',
  'max_weight',
  'max_mdp',
]);

/**
 * The agent's filters from exactly the query the entry list sends (its filters without paging, ordering,
 * `my`, `lang`); numbers as numbers, the part of an id left out (the agent's schema has none).
 */
export function agentFiltersFromQuery(query: Readonly<Record<string, string | number>>): SearchAgentFiltersInput {
  const filters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (NOT_KEPT.has(key) || String(value).trim() === '') continue;
    filters[key] = NUMERIC.has(key) ? Number(value) : String(value).trim();
  }
  return filters as SearchAgentFiltersInput;
}

/** True when the search has a filter the agent cannot keep (it is saved without it). */
export const dropsIdentification = (query: Readonly<Record<string, string | number>>) =>
  String(query.identification_id ?? '').trim() !== '';

type Part = { key: string; values?: Record<string, string | number> };

/** The parts of an agent's short summary, as i18n keys and values (the page joins them with ' · '). */
export function filterSummaryParts(filters: SearchAgent['filters']): Part[] {
  const parts: Part[] = [];
  const from = filters.loading_country ?? '';
  const to = filters.unloading_country ?? '';
  if (from || to) parts.push({ key: 'searchAgents.summary.route', values: { from: from || '*', to: to || '*' } });
  if (filters.loading_city !== undefined || filters.unloading_city !== undefined) parts.push({ key: 'searchAgents.summary.cities' });
  if (filters.max_weight !== undefined) parts.push({ key: 'searchAgents.summary.weight', values: { value: filters.max_weight } });
  if (filters.max_mdp !== undefined) parts.push({ key: 'searchAgents.summary.mdp', values: { value: filters.max_mdp } });
  if (filters.loading_date_from !== undefined || filters.loading_date_to !== undefined)
    parts.push({
      key: 'searchAgents.summary.dates',
      values: { from: filters.loading_date_from ?? '…', to: filters.loading_date_to ?? '…' },
    });
  if ((filters.truck_type?.length ?? 0) + (filters.platform_type?.length ?? 0) > 0) parts.push({ key: 'searchAgents.summary.types' });
  if (parts.length === 0) parts.push({ key: 'searchAgents.summary.all' });
  return parts;
}
