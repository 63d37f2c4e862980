import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryOfPrefix } from '../../../components/flag-select';
import { useCountryOptions, useSpokenLanguageOptions } from '../../../lib/format/select-options';
import { MultiSelectField, SelectField, TextField } from './form-fields';
import { RegistrationSection, type FieldOf } from './registration-section';

/** The narrow phone prefix, one object for every render so that its memoised select is left alone. */
const PREFIX_WIDTH = { base: 130, sm: 220 };

/** The administrator part of §2 /register: name, e-mail, position, phone and spoken languages. */
export function ContactFields({ field }: { field: FieldOf }) {
  const { t } = useTranslation();
  const { prefixes } = useCountryOptions();
  const spokenLanguages = useSpokenLanguageOptions();
  return (
    <RegistrationSection legend={t('register.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField {...field('contact.first_name', 'register.fields.firstName', true)} autoComplete="given-name" />
        <TextField {...field('contact.last_name', 'register.fields.lastName', true)} autoComplete="family-name" />
        <TextField {...field('contact.email', 'register.fields.email', true)} type="email" autoComplete="email" />
        <TextField {...field('contact.position', 'register.fields.position')} autoComplete="organization-title" />
      </SimpleGrid>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <SelectField
          {...field('contact.phone_prefix', 'register.fields.phonePrefix', true)}
          searchable
          nothingFound={t('register.nothingFound')}
          data={prefixes}
          flagOf={countryOfPrefix}
          w={PREFIX_WIDTH}
          dropdownWidth={260}
        />
        <TextField
          {...field('contact.phone_number', 'register.fields.phoneNumber', true)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          description={t('register.hints.phone')}
          flex={1}
        />
      </Group>
      <MultiSelectField
        {...field('contact.spoken_languages', 'register.fields.spokenLanguages', true)}
        placeholder={t('register.choose')}
        data={spokenLanguages}
      />
    </RegistrationSection>
  );
}
