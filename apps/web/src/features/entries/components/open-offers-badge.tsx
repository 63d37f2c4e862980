import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Entry } from '@freight/shared/entries';

/** The Deals page's incoming tab: offers on the company's entries (a route, not an import of the deals feature). */
const INCOMING_DEALS = '/dashboard/deals';

/**
 * Issue 31 item 2: on the owner's My trucks / My wares row or card, how many offers on the entry are
 * still negotiated (open deals), linking to them. The API sends the count on those lists only.
 */
export function OpenOffersBadge({ entry, compact = false }: { entry: Entry; compact?: boolean }) {
  const { t } = useTranslation();
  if (!entry.is_own || !entry.open_offers) return null;
  const label = t('entries.openOffers.count', { count: entry.open_offers });
  return (
    <Badge
      component={Link}
      to={INCOMING_DEALS}
      color="blue"
      variant="light"
      size={compact ? 'sm' : 'md'}
      style={{ cursor: 'pointer' }}
      title={t('entries.openOffers.title', { id: entry.identification_id })}
      aria-label={label}
      data-testid={`entry-open-offers-${entry.uid}`}
    >
      {compact ? entry.open_offers : label}
    </Badge>
  );
}
