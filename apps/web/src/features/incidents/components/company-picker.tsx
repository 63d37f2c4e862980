import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_AUTOCOMPLETE_MIN } from '@freight/shared/incidents';
import { alert } from '../../../lib/alerts/alert';
import { useCompanySearch } from '../api/search-companies';
import type { ChosenCompany } from '../utils/incident-values';

type Props = {
  id: string;
  label: string;
  value: ChosenCompany | null;
  error?: string | undefined;
  onChange: (company: ChosenCompany | null) => void;
  testId: string;
  required?: boolean;
};

/**
 * §5 company autocomplete: results from 3 typed characters (a hint before), a no-results text,
 * matching done by the API's company search. Leaving the field restores the chosen name.
 */
export function CompanyPicker({ id, label, value, error, onChange, testId, required = false }: Props) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const companies = useCompanySearch(debounced);
  const typed = search.trim();
  const longEnough = typed.length >= COMPANY_AUTOCOMPLETE_MIN;
  const settled = longEnough && debounced === typed && !companies.isFetching;
  const options = settled ? (companies.data ?? []) : [];

  // A value chosen elsewhere (the URL of the other-company list) shows its name.
  // (adjusted while rendering, as React advises for state derived from a prop that changes).
  const chosenName = value?.name;
  const [shownName, setShownName] = useState(chosenName);
  if (chosenName !== shownName) {
    setShownName(chosenName);
    if (chosenName !== undefined) setSearch(chosenName);
  }

  useEffect(() => {
    if (companies.isError) alert.danger('incidents.companySearchFailed', { details: companies.error });
  }, [companies.isError, companies.error]);

  const choose = (optionValue: string) => {
    const company = options.find((option) => String(option.id) === optionValue);
    if (company) {
      onChange({ id: company.id, name: company.name });
      setSearch(company.name);
    }
    combobox.closeDropdown();
  };

  let content;
  if (!longEnough)
    content = (
      <Combobox.Empty data-testid={`${testId}-hint`}>{t('incidents.companyHint', { count: COMPANY_AUTOCOMPLETE_MIN })}</Combobox.Empty>
    );
  else if (!settled) content = <Combobox.Empty>{t('common.loading')}</Combobox.Empty>;
  else if (options.length === 0) content = <Combobox.Empty data-testid={`${testId}-none`}>{t('incidents.companyNone')}</Combobox.Empty>;
  else
    content = options.map((company) => (
      <Combobox.Option
        value={String(company.id)}
        key={company.id}
        active={value?.id === company.id}
        data-testid={`${testId}-option-${company.id}`}
      >
        {company.name}
      </Combobox.Option>
    ));

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          id={id}
          label={label}
          withAsterisk={required}
          placeholder={t('incidents.companyPlaceholder')}
          value={search}
          autoComplete="off"
          error={error}
          rightSection={companies.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (value && required) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value?.name ?? '');
          }}
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>{content}</Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
