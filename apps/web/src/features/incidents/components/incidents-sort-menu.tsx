import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INCIDENT_ORDERINGS, type IncidentOrdering } from '@freight/shared/incidents';

const LABEL: Record<IncidentOrdering, string> = {
  company_name: 'companyName',
  '-created_at': 'newest',
  created_at: 'oldest',
  approved_first: 'approvedFirst',
  pending_first: 'pendingFirst',
  declined_first: 'declinedFirst',
};

/** §2 sort menu: company name, date descending, date ascending, approved / in progress / declined first. */
export function IncidentsSortMenu({ value, onChange }: { value: IncidentOrdering; onChange: (ordering: IncidentOrdering) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" data-testid="incidents-sort" data-ordering={value}>
          {t('incidents.sort.label', { current: t(`incidents.sort.${LABEL[value]}`) })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {INCIDENT_ORDERINGS.map((ordering) => (
          <Menu.Item
            key={ordering}
            onClick={() => onChange(ordering)}
            aria-current={ordering === value ? 'true' : undefined}
            fw={ordering === value ? 700 : undefined}
            data-testid={`incidents-sort-${ordering}`}
          >
            {t(`incidents.sort.${LABEL[ordering]}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
