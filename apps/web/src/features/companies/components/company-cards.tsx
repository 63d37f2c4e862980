import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPE_NAMES, type CompanyType } from '@freight/shared/accounts-constants';
import type { CompanyDetails } from '@freight/shared/companies';
import { useFormat } from '../../../lib/format/use-format';
import { registryText } from '../utils/registry-text';
import { ContactTrust } from './contact-trust';
import { DetailField } from './detail-field';

export function DetailsCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** §2 info card: member id, registration date, account type, subscription months and expiry. */
export function InfoCard({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailsCard title={t('companies.details.infoTitle')} testId="company-info-card">
      <SimpleGrid cols={2} spacing="sm">
        <DetailField label={t('companies.details.memberId')}>{company.id}</DetailField>
        <DetailField label={t('companies.details.registeredAt')}>{format.date(company.created_at)}</DetailField>
        <DetailField label={t('companies.details.accountType')}>
          {t(`companies.types.${COMPANY_TYPE_NAMES[company.type as CompanyType]}`)}
        </DetailField>
        <DetailField label={t('companies.details.subscriptionMonths')}>
          {t('companies.details.months', { count: company.subscription_months })}
        </DetailField>
        <DetailField label={t('companies.details.expiresAt')} testId="company-expires-at">
          {format.date(company.subscription_expires_at)}
        </DetailField>
      </SimpleGrid>
    </DetailsCard>
  );
}

/** §2 firm card: name, commercial registration, VAT number, fax, establishment year (a dash when unknown). */
export function FirmCard({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  return (
    <DetailsCard title={t('companies.details.firmTitle')} testId="company-firm-card">
      <SimpleGrid cols={2} spacing="sm">
        <DetailField label={t('companies.details.name')} testId="company-name">
          {company.name}
        </DetailField>
        <DetailField label={t('companies.details.registry')}>{registryText(company)}</DetailField>
        <DetailField label={t('companies.details.vat')} testId="company-vat">
          {company.VATNumber}
        </DetailField>
        <DetailField label={t('companies.details.fax')}>{company.fax}</DetailField>
        <DetailField label={t('companies.details.establishmentYear')} testId="company-establishment-year">
          {company.establishment_year ?? ''}
        </DetailField>
        {company.website && (
          <DetailField label={t('companies.details.website')}>
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
              {company.website}
            </Anchor>
          </DetailField>
        )}
      </SimpleGrid>
    </DetailsCard>
  );
}

/** §2 contact card: the administrator's phones and e-mails, and the address. */
export function ContactCard({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const admin = company.admin_user;
  const phones = admin ? [`${admin.phone_prefix} ${admin.phone}`, ...admin.phones.map((phone) => `${phone.prefix} ${phone.number}`)] : [];
  const emails = admin ? [admin.email, ...admin.alt_emails.map((email) => email.email)] : [];
  const address = [
    [company.street, company.number].filter(Boolean).join(' '),
    [company.postal_code, company.city].filter(Boolean).join(' '),
    format.country(company.country),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <DetailsCard title={t('companies.details.contactTitle')} testId="company-contact-card">
      <SimpleGrid cols={2} spacing="sm">
        <DetailField label={t('companies.details.admin')}>{admin ? `${admin.first_name} ${admin.last_name}` : ''}</DetailField>
        <DetailField label={t('companies.details.phones')}>
          {phones.length > 0 && (
            <Stack gap={0}>
              {phones.map((phone) => (
                <Anchor key={phone} href={`tel:${phone.replace(/\s/g, '')}`} size="sm">
                  {phone}
                </Anchor>
              ))}
              <ContactTrust trust={company.trust.phone} testId="company-phone-trust" />
            </Stack>
          )}
        </DetailField>
        <DetailField label={t('companies.details.emails')}>
          {emails.length > 0 && (
            <Stack gap={0}>
              {emails.map((email) => (
                <Anchor key={email} href={`mailto:${email}`} size="sm">
                  {email}
                </Anchor>
              ))}
              <ContactTrust trust={company.trust.email} testId="company-email-trust" />
            </Stack>
          )}
        </DetailField>
        <DetailField label={t('companies.details.address')}>{address}</DetailField>
        <DetailField label={t('companies.details.bankAccount')} testId="company-bank-account">
          {company.bank_account && (
            <Stack gap={0}>
              <Text size="sm" ff="monospace">
                {company.bank_account}
              </Text>
              <ContactTrust trust={company.trust.bank_account} testId="company-bank-trust" />
            </Stack>
          )}
        </DetailField>
      </SimpleGrid>
    </DetailsCard>
  );
}
