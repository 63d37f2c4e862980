import { Badge, NavLink as MantineNavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadDeals } from '../api/deals';

/** The sidebar's "Deals" row with the company's unread messages (issue 31 item 5); live events refresh the count. */
export function DealsNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const unread = useUnreadDeals().data?.messages ?? 0;
  return (
    <MantineNavLink
      component={NavLink}
      to="/dashboard/deals"
      label={t('nav.deals')}
      onClick={onNavigate}
      py={5}
      data-testid="nav-deals"
      rightSection={
        unread > 0 ? (
          <Badge color="red" size="sm" data-testid="nav-deals-unread" aria-label={t('deals.unreadCount', { count: unread })}>
            {unread}
          </Badge>
        ) : null
      }
    />
  );
}
