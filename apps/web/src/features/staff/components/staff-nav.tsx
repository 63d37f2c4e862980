import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The staff area's own navigation (issue 13 item 8): what staff decide, in the order of the page —
 * companies, incidents to decide, then update notices, whose major update (every member logged out)
 * comes last of the decisions and asks for a confirmation; then the audit log (issue 33) and the System state (issue 34). No member screen is offered: they all answer staff 403.
 */
export const STAFF_SECTIONS = [
  { id: 'staff-companies', key: 'staff.nav.companies' },
  { id: 'staff-contact-flags', key: 'staff.nav.contactFlags' },
  { id: 'staff-incidents', key: 'staff.nav.incidents' },
  { id: 'staff-updates', key: 'staff.nav.updates' },
  { id: 'staff-audit', key: 'staff.nav.audit' },
  { id: 'staff-system', key: 'staff.nav.system' },
] as const;

export function StaffNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('staff.nav.label')} gap="md" wrap="wrap" data-testid="staff-nav">
      {STAFF_SECTIONS.map((section) => (
        <Anchor key={section.id} href={`#${section.id}`} fw={600} size="sm" data-testid={`staff-nav-${section.id}`}>
          {t(section.key)}
        </Anchor>
      ))}
    </Group>
  );
}
