import { useTranslation } from 'react-i18next';
import { COMPANY_AUTOCOMPLETE_MIN } from '@freight/shared/incidents';
import { AsyncCombobox } from '../../../components/async-combobox';
import { companyLookup, type CompanyOption } from '../../../lib/companies/companies-api';
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
  return (
    <AsyncCombobox<CompanyOption>
      id={id}
      label={label}
      testId={testId}
      placeholder={t('incidents.companyPlaceholder')}
      error={error}
      required={required}
      chosenText={value?.name}
      minChars={COMPANY_AUTOCOMPLETE_MIN}
      hint={t('incidents.companyHint', { count: COMPANY_AUTOCOMPLETE_MIN })}
      none={t('incidents.companyNone')}
      lookup={companyLookup}
      failedAlertKey="incidents.companySearchFailed"
      optionKey={(company) => String(company.id)}
      optionTestId={(company) => `${testId}-option-${company.id}`}
      renderOption={(company) => company.name}
      isActive={(company) => value?.id === company.id}
      onChoose={(company) => {
        onChange({ id: company.id, name: company.name });
        return company.name;
      }}
      // A filter (not required) keeps its company until another is chosen; a form's field empties.
      onType={() => {
        if (value && required) onChange(null);
      }}
    />
  );
}
