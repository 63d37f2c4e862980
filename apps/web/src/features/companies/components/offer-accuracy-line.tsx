import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferAccuracy } from '@freight/shared/companies';
import { useFormat } from '../../../lib/format/use-format';

/** Issue 33 item 6: the share of the company's entries of the last 90 days not reported gone, with its count. */
export function OfferAccuracyLine({ accuracy }: { accuracy: OfferAccuracy }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = accuracy.percent === null ? null : format.percent(accuracy.percent / 100);
  return (
    <Text size="sm" data-testid="company-offer-accuracy">
      {percent === null
        ? t('companies.offerAccuracy.notEnough')
        : t('companies.offerAccuracy.figure', { percent, entries: accuracy.entries })}
    </Text>
  );
}
