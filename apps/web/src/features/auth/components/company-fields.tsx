import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPE_NAMES, COMPANY_TYPES } from '@freight/shared/accounts-constants';
import { countryOfCode } from '../../../components/flag-select';
import { useCountryOptions } from '../../../lib/format/select-options';
import { SelectField, TextField } from './form-fields';
import { RegistrationSection, type FieldOf } from './registration-section';

/**
 * The company part of §2 /register: name, type, VAT number (the Romanian registry parts appear for an
 * RO number), address, fax, website and the optional bank account.
 */
export function CompanyFields({ field, romanian }: { field: FieldOf; romanian: boolean }) {
  const { t } = useTranslation();
  const { countries } = useCountryOptions();
  const companyTypes = useMemo(
    () => COMPANY_TYPES.map((value) => ({ value: String(value), label: t(`register.companyTypes.${COMPANY_TYPE_NAMES[value]}`) })),
    [t],
  );
  return (
    <RegistrationSection legend={t('register.sections.company')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField {...field('company.name', 'register.fields.companyName', true)} autoComplete="organization" />
        <SelectField
          {...field('company.type', 'register.fields.companyType', true)}
          placeholder={t('register.choose')}
          data={companyTypes}
        />
      </SimpleGrid>
      <TextField
        {...field('company.VATNumber', 'register.fields.vatNumber', true)}
        description={t('register.hints.vatNumber')}
        maxLength={16}
        autoCapitalize="characters"
      />
      {romanian && (
        <Stack gap={4}>
          <Text size="sm">{t('register.hints.registry')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextField {...field('company.registry_orderNumber', 'register.fields.registryOrder', true)} placeholder="J40" maxLength={3} />
            <TextField
              {...field('company.registry_uniqueId', 'register.fields.registryUnique', true)}
              placeholder="12345"
              maxLength={5}
              inputMode="numeric"
            />
            <TextField
              {...field('company.registry_year', 'register.fields.registryYear', true)}
              placeholder="2015"
              maxLength={4}
              inputMode="numeric"
            />
          </SimpleGrid>
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField {...field('company.street', 'register.fields.street')} autoComplete="address-line1" />
        <TextField {...field('company.number', 'register.fields.number')} />
        <TextField {...field('company.postal_code', 'register.fields.postalCode', true)} autoComplete="postal-code" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField {...field('company.city', 'register.fields.city', true)} autoComplete="address-level2" />
        <SelectField
          {...field('company.country', 'register.fields.country', true)}
          placeholder={t('register.choose')}
          searchable
          nothingFound={t('register.nothingFound')}
          data={countries}
          flagOf={countryOfCode}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField {...field('company.fax', 'register.fields.fax')} type="tel" />
        <TextField {...field('company.website', 'register.fields.website')} type="url" placeholder="https://" autoComplete="url" />
      </SimpleGrid>
      {/* Issue 33: optional; staff see it matched against refused and deactivated companies, and partners see it verified. */}
      <TextField
        {...field('company.bank_account', 'register.fields.bankAccount')}
        description={t('register.hints.bankAccount')}
        autoCapitalize="characters"
        maxLength={60}
      />
    </RegistrationSection>
  );
}
