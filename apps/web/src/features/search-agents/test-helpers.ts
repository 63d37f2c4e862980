import type { SearchAgent } from '@freight/shared/agents';

/** An agent as the API answers it; `overrides` change any field. */
export function testAgent(id: number, overrides: Partial<SearchAgent> = {}): SearchAgent {
  return {
    id,
    name: `Agent ${id}`,
    form_type: 'ware',
    filters: { loading_country: 'RO', unloading_country: 'DE', max_weight: 24 },
    paused: false,
    email_alerts: 'off',
    email_hour: null,
    time_zone: 'Europe/Berlin',
    new_matches: 0,
    last_opened_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
