import { Alert, Anchor, Button, Group, Loader, NativeSelect, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COMPANY_TYPE_NAMES, type CompanyType } from '@freight/shared/accounts-constants';
import { COMPANY_SEARCH_MAX_LENGTH, COMPANY_SEARCH_PAGE_SIZES } from '@freight/shared/companies';
import { alert } from '../../../lib/alerts/alert';
import { useCompanySearchPage } from '../../../lib/companies/companies-api';
import { useFormat } from '../../../lib/format/use-format';

/**
 * §2 /dashboard/company-search: a search box (Enter or the button), a table of name, type and
 * registration date paginated on the server (10, 25 or 50 a page); a row opens the details.
 */
export function CompanySearchPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(COMPANY_SEARCH_PAGE_SIZES[0]);
  const query = useCompanySearchPage(search, page, pageSize);

  useEffect(() => {
    if (query.isError) alert.danger('companies.search.fetchFailed', { details: query.error });
  }, [query.isError, query.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };
  const rows = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / pageSize));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('companies.search.title')}
      </Title>
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('companies.search.label')}
            placeholder={t('companies.search.placeholder')}
            value={text}
            maxLength={COMPANY_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.currentTarget.value)}
            data-testid="company-search-input"
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" data-testid="company-search-submit">
            {t('companies.search.submit')}
          </Button>
        </Group>
      </form>

      {query.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          {t('common.loading')}
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {t('companies.search.fetchFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="company-search-empty">
          {t('companies.search.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table highlightOnHover striped data-testid="company-search-results" aria-busy={query.isFetching}>
            <Table.Caption>{t('companies.search.count', { count: query.data.count })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companies.search.name')}</Table.Th>
                <Table.Th>{t('companies.search.type')}</Table.Th>
                <Table.Th>{t('companies.search.registeredAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((company) => (
                <Table.Tr
                  key={company.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/dashboard/company-details/${company.id}`)}
                  data-testid={`company-row-${company.id}`}
                >
                  <Table.Td>
                    {/* The link makes the row reachable by keyboard; the row click is a larger target for the mouse. */}
                    <Anchor component={Link} to={`/dashboard/company-details/${company.id}`} onClick={(event) => event.stopPropagation()}>
                      {company.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`companies.types.${COMPANY_TYPE_NAMES[company.type as CompanyType]}`)}</Table.Td>
                  <Table.Td>{format.date(company.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Group justify="space-between" wrap="wrap">
        <NativeSelect
          label={t('companies.search.pageSize')}
          data={COMPANY_SEARCH_PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(event) => {
            setPageSize(Number(event.currentTarget.value));
            setPage(1);
          }}
          w={120}
          data-testid="company-search-page-size"
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`companies.search.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('companies.search.pageNumber', { page: item }) })}
            data-testid="company-search-pagination"
          />
        )}
      </Group>
    </Stack>
  );
}

export { CompanySearchPage as Component };
