import { Alert, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useSearchParams } from 'react-router';
import { INCIDENT_KINDS, type IncidentKind, type IncidentOrdering, type IncidentScope } from '@freight/shared/incidents';
import { alert } from '../../../lib/alerts/alert';
import { useCompanyName } from '../api/get-company-name';
import { useIncidents, type IncidentListParams } from '../api/list-incidents';
import { CompanyPicker } from '../components/company-picker';
import { DisputeBanner } from '../components/dispute-banner';
import { IncidentCard } from '../components/incident-card';
import { IncidentsIntro } from '../components/incidents-intro';
import { IncidentsSortMenu } from '../components/incidents-sort-menu';
import type { ChosenCompany } from '../utils/incident-values';
import { LoadMoreButton } from '../../../components/load-more-button';

type Mode = 'own' | 'other';

/** §2 radios: own mode all / byMe / againstMe, other-company mode all / payment / transport. */
const OWN_FILTERS = { all: 'all', byMe: 'by_me', againstMe: 'against_me' } as const satisfies Record<string, IncidentScope>;
type OwnFilter = keyof typeof OWN_FILTERS;
type OtherFilter = 'all' | IncidentKind;

function useMode(): Mode {
  return useMatches().some((match) => (match.handle as { incidentsMode?: unknown } | undefined)?.incidentsMode === 'other')
    ? 'other'
    : 'own';
}

const isKind = (value: string | null): value is IncidentKind => (INCIDENT_KINDS as readonly (string | null)[]).includes(value);
const positiveId = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

function FilterRadios<T extends string>({ value, options, onChange }: { value: T; options: readonly T[]; onChange: (value: T) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as T)} label={t('incidents.filters.label')}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option} value={option} label={t(`incidents.filters.${option}`)} data-testid={`incidents-filter-${option}`} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function IncidentList({ params }: { params: IncidentListParams }) {
  const { t } = useTranslation();
  const query = useIncidents(params);

  useEffect(() => {
    if (query.isError) alert.danger('incidents.fetchFailed', { details: query.error });
  }, [query.isError, query.error]);

  const incidents = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.results), [query.data]);

  if (query.isPending) {
    return (
      <Group gap="xs" data-testid="incidents-loading">
        <Loader size="sm" />
        {t('common.loading')}
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" data-testid="incidents-error">
        {t('incidents.fetchFailed')}
      </Alert>
    );
  }
  if (incidents.length === 0) return <IncidentsIntro />;
  return (
    <Stack gap="sm" data-testid="incidents-list">
      {incidents.map((incident) => (
        <IncidentCard key={`${incident.kind}-${incident.id}`} incident={incident} />
      ))}
      <LoadMoreButton pages={query} label={t('incidents.loadMore')} testId="incidents-load-more" />
    </Stack>
  );
}

/**
 * §2 /dashboard/my-incidents (own company: filed by it or against it) and
 * /dashboard/other-company-incidents?companyId=…&type=payment|transport (incidents against another
 * company, with a company selector). Filters and sort are applied by the API.
 */
export function IncidentsPage() {
  const { t } = useTranslation();
  const mode = useMode();
  const [searchParams, setSearchParams] = useSearchParams();
  const [ordering, setOrdering] = useState<IncidentOrdering>('-created_at');
  const [ownFilter, setOwnFilter] = useState<OwnFilter>('all');
  // The other-company list keeps its company and kind in the URL, so links (company details) preselect them.
  const companyId = positiveId(searchParams.get('companyId'));
  const type = searchParams.get('type');
  const otherFilter: OtherFilter = isKind(type) ? type : 'all';
  const [company, setCompany] = useState<ChosenCompany | null>(null);

  const params: IncidentListParams =
    mode === 'own'
      ? { mode: 'own', scope: OWN_FILTERS[ownFilter], ordering }
      : { mode: 'other', company: companyId ?? 0, kind: otherFilter === 'all' ? undefined : otherFilter, ordering };

  const updateUrl = (next: { companyId?: number | null; type?: OtherFilter }) => {
    const id = next.companyId === undefined ? companyId : next.companyId;
    const kind = next.type ?? otherFilter;
    const values: Record<string, string> = {};
    if (id) values.companyId = String(id);
    if (kind !== 'all') values.type = kind;
    setSearchParams(values, { replace: true });
  };

  // The name of a company given by the URL comes with its incidents (the same cached query as the list's).
  const listed = useIncidents(params, mode === 'other' && companyId !== null);
  const listedName = listed.data?.pages[0]?.results.find((incident) => incident.company.id === companyId)?.company.name;
  // Asked at once, beside the list (which names it only once loaded, and only when it lists an incident of it).
  const named = useCompanyName(mode === 'other' && companyId !== null && !listedName ? companyId : null);
  // Empty while the name is on its way; "Company #2" only when it cannot be read (issue 13 item 7).
  const fallbackName = named.isError && companyId ? t('incidents.companyNumber', { id: companyId }) : '';
  const shownCompany: ChosenCompany | null =
    company?.id === companyId ? company : companyId ? { id: companyId, name: listedName ?? named.data ?? fallbackName } : null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(mode === 'own' ? 'incidents.title.own' : 'incidents.title.other')}
      </Title>
      <DisputeBanner />
      {mode === 'other' && (
        <CompanyPicker
          id="incidents-company"
          label={t('incidents.filters.company')}
          value={shownCompany}
          onChange={(chosen) => {
            setCompany(chosen);
            if (chosen) updateUrl({ companyId: chosen.id });
          }}
          testId="incidents-company"
        />
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        {mode === 'own' ? (
          <FilterRadios value={ownFilter} options={Object.keys(OWN_FILTERS) as OwnFilter[]} onChange={setOwnFilter} />
        ) : (
          <FilterRadios<OtherFilter>
            value={otherFilter}
            options={['all', ...INCIDENT_KINDS]}
            onChange={(value) => updateUrl({ type: value })}
          />
        )}
        <IncidentsSortMenu value={ordering} onChange={setOrdering} />
      </Group>
      {mode === 'other' && companyId === null ? (
        <Text c="dimmed" data-testid="incidents-choose-company">
          {t('incidents.chooseCompany')}
        </Text>
      ) : (
        <IncidentList params={params} />
      )}
    </Stack>
  );
}

/** My incidents and other companies' incidents share the module; each route starts afresh (filter, sort). */
export function IncidentsRoute() {
  const { pathname } = useLocation();
  return <IncidentsPage key={pathname} />;
}

export { IncidentsRoute as Component };
