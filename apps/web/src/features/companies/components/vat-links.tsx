import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nationalRegisterUrl, splitVat, viesUrl } from '../utils/vat-links';

/** §2 external checks of the company's VAT number: its national register (where known) and the EU's VIES. */
export function VatLinks({ vat }: { vat: string }) {
  const { t } = useTranslation();
  const national = nationalRegisterUrl(vat);
  const vies = viesUrl(vat);
  if (!national && !vies) return null;
  return (
    <Group gap="md" data-testid="company-vat-links">
      {national && (
        <Anchor href={national} target="_blank" rel="noopener noreferrer" size="sm" data-testid="company-vat-national">
          {t('companies.details.nationalRegister', { country: splitVat(vat).prefix })} {t('common.opensInNewTab')}
        </Anchor>
      )}
      {vies && (
        <Anchor href={vies} target="_blank" rel="noopener noreferrer" size="sm" data-testid="company-vat-vies">
          {t('companies.details.vies')} {t('common.opensInNewTab')}
        </Anchor>
      )}
    </Group>
  );
}
