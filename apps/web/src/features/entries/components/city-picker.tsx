import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AsyncCombobox } from '../../../components/async-combobox';
import { CITY_SEARCH_MIN, citySearchQuery, type CityOption } from '../api/search-cities';
import type { CityValue } from '../utils/entry-values';

type Props = {
  id: string;
  label: string;
  country: string;
  value: CityValue | null;
  error: string | undefined;
  onChange: (city: CityValue | null) => void;
  testId: string;
  /** The filters bar's city is optional: no required mark there (issue 13). */
  optional?: boolean;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * §2 city picker: disabled until a country is chosen (the parent remounts it per country, which
 * clears it); results from 3 typed characters, a hint before, a no-results text, and an option to
 * keep the typed text as a city added by hand (external id '').
 */
export function CityPicker({ id, label, country, value, error, onChange, testId, optional = false }: Props) {
  const { t, i18n } = useTranslation();
  const choose = (city: CityValue) => {
    onChange(city);
    return city.displayName;
  };
  return (
    <AsyncCombobox<CityOption>
      id={id}
      label={label}
      testId={testId}
      placeholder={country ? t('entries.location.cityPlaceholder') : t('entries.location.cityNeedsCountry')}
      error={error}
      required={!optional}
      disabled={!country}
      chosenText={value?.displayName}
      minChars={CITY_SEARCH_MIN}
      hint={t('entries.location.cityHint', { count: CITY_SEARCH_MIN })}
      none={t('entries.location.cityNone')}
      // The API names each city in the interface language (Bécs for a Hungarian reader, Wien for a German one).
      lookup={(text) => citySearchQuery(country, text, i18n.language)}
      enabled={country !== ''}
      failedAlertKey="entries.cityLookupFailed"
      optionKey={(city) => `${city.id}-${city.name}`}
      renderOption={(city) => (
        <>
          {city.name}
          {city.matched !== undefined && (
            <Text span c="dimmed" size="sm">
              {` (${city.matched})`}
            </Text>
          )}
          {city.region !== undefined && (
            <Text span c="dimmed" size="sm" data-region>
              {` – ${city.region}`}
            </Text>
          )}
          {city.near !== undefined && (
            <Text span c="dimmed" size="sm" data-near>
              {` – ${t('places.near', { city: city.near })}`}
            </Text>
          )}
        </>
      )}
      // By id too: five Florești share the name (issue 35 item 5).
      isActive={(city) => value !== null && value.displayName === city.name && value.id === city.id}
      onChoose={(city) => choose({ id: city.id, displayName: city.name, type: '', userAdded: city.userAdded })}
      onType={() => {
        if (value) onChange(null);
      }}
      // A city found by another of its names ("Wien", shown as Bécs) is the typed city too: nothing to add by hand.
      extraOption={(typed, cities) =>
        cities.some((city) => fold(city.name) === fold(typed) || (city.matched !== undefined && fold(city.matched) === fold(typed)))
          ? null
          : {
              label: t('entries.location.cityAdd', { city: typed }),
              testId: `${testId}-add`,
              choose: () => choose({ id: '', displayName: typed, type: '', userAdded: true }),
            }
      }
    />
  );
}
