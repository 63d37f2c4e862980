import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../lib/alerts/alert';
import { CITY_SEARCH_MIN, useCitySearch } from '../api/search-cities';
import type { CityValue } from '../utils/listing-values';

type Props = {
  id: string;
  label: string;
  country: string;
  value: CityValue | null;
  error: string | undefined;
  onChange: (city: CityValue | null) => void;
  testId: string;
};

const ADD_CITY = '__add__';
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
export function CityPicker({ id, label, country, value, error, onChange, testId }: Props) {
  const { t, i18n } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.displayName ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // The API names each city in the interface language (Bécs for a Hungarian reader, Wien for a German one).
  const cities = useCitySearch(country, debounced, i18n.language);
  const typed = search.trim();
  const longEnough = typed.length >= CITY_SEARCH_MIN;
  const settled = longEnough && debounced === typed && !cities.isFetching;
  const options = settled ? (cities.data ?? []) : [];
  // A city found by another of its names ("Wien", shown as Bécs) is the typed city too: nothing to add by hand.
  const exact = options.some(
    (city) => fold(city.name) === fold(typed) || (city.matched !== undefined && fold(city.matched) === fold(typed)),
  );

  useEffect(() => {
    if (cities.isError) alert.danger('listing.cityLookupFailed', { details: cities.error });
  }, [cities.isError, cities.error]);

  // The prefill (edit form) is the initial text; a new country remounts the picker empty.
  const choose = (optionValue: string) => {
    const city = options[Number(optionValue)];
    const chosen: CityValue | null =
      optionValue === ADD_CITY
        ? { id: '', displayName: typed, type: '', userAdded: true }
        : city
          ? { id: city.id, displayName: city.name, type: '', userAdded: city.userAdded }
          : null;
    if (chosen) {
      onChange(chosen);
      setSearch(chosen.displayName);
    }
    combobox.closeDropdown();
  };

  let content;
  if (!longEnough)
    content = <Combobox.Empty data-testid={`${testId}-hint`}>{t('listing.location.cityHint', { count: CITY_SEARCH_MIN })}</Combobox.Empty>;
  else if (!settled) content = <Combobox.Empty>{t('common.loading')}</Combobox.Empty>;
  else
    content = (
      <>
        {options.map((city, index) => (
          <Combobox.Option value={String(index)} key={`${city.id}-${city.name}`} active={value?.displayName === city.name}>
            {city.name}
            {city.matched !== undefined && (
              <Text span c="dimmed" size="sm">
                {` (${city.matched})`}
              </Text>
            )}
          </Combobox.Option>
        ))}
        {options.length === 0 && <Combobox.Empty data-testid={`${testId}-none`}>{t('listing.location.cityNone')}</Combobox.Empty>}
        {!exact && (
          <Combobox.Option value={ADD_CITY} data-testid={`${testId}-add`}>
            {t('listing.location.cityAdd', { city: typed })}
          </Combobox.Option>
        )}
      </>
    );

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          id={id}
          label={label}
          withAsterisk
          disabled={!country}
          placeholder={country ? t('listing.location.cityPlaceholder') : t('listing.location.cityNeedsCountry')}
          value={search}
          autoComplete="off"
          error={error}
          rightSection={cities.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value?.displayName ?? '');
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
