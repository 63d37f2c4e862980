import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chosenFlag } from '../../../components/flag-select';
import { useCountryOptions } from '../../../lib/format/select-options';
import type { CityValue } from '../utils/entry-values';
import { CityPicker } from './city-picker';

export type DistancePlace = { country: string; city: CityValue | null };

type Props = { name: 'from' | 'to'; value: DistancePlace; onChange: (place: DistancePlace) => void };

/** One end of a road distance: a country, then a city of it with the entry form's picker (any of five languages' names). */
export function DistancePlaceFields({ name, value, onChange }: Props) {
  const { t } = useTranslation();
  const { countries } = useCountryOptions();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label={t(`distances.${name}Country`)}
        data={[{ value: '', label: t('entries.location.chooseCountry') }, ...countries]}
        value={value.country}
        leftSection={chosenFlag(value.country)}
        onChange={(event) => onChange({ country: event.currentTarget.value, city: null })}
        data-testid={`distances-${name}-country`}
      />
      <CityPicker
        key={value.country}
        id={`distances-${name}-city`}
        label={t(`distances.${name}City`)}
        country={value.country}
        value={value.city}
        error={undefined}
        onChange={(city) => onChange({ ...value, city })}
        testId={`distances-${name}-city`}
      />
    </SimpleGrid>
  );
}
