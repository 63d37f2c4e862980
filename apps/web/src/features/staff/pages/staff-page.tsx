import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CompanyStatus } from '@freight/shared/accounts-constants';
import { getSessionUser } from '../../../lib/session';
import { AuditLogPanel } from '../components/audit-log-panel';
import { ChangeRequestsPanel } from '../components/change-requests-panel';
import { CompanyList } from '../components/company-list';
import { ContactFlagsPanel } from '../components/contact-flags-panel';
import { PendingIncidentsPanel } from '../components/pending-incidents-panel';
import { PublishUpdatePanel } from '../components/publish-update-panel';
import { StaffNav } from '../components/staff-nav';
import { StaffShell } from '../components/staff-shell';
import { SystemPanel } from '../components/system-panel';

const STATUSES: readonly CompanyStatus[] = ['pending', 'active', 'inactive'];
const isStatus = (value: string | null): value is CompanyStatus => STATUSES.includes(value as CompanyStatus);

function StaffOnly() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py={60} data-testid="staff-only">
      <Title order={1}>{t('staff.staffOnly.title')}</Title>
      <Text c="dimmed" ta="center">
        {t('staff.staffOnly.text')}
      </Text>
      <Button component={Link} to="/dashboard">
        {t('staff.staffOnly.back')}
      </Button>
    </Stack>
  );
}

/** DESIGN §3 staff screens (superusers only; the route sends guests to login first): company approval by status, and update notices. */
export function StaffPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const status: CompanyStatus = isStatus(tab) ? tab : 'pending';

  // The API refuses members anyway (403); this keeps them from a screen of errors.
  if (getSessionUser()?.is_superuser !== true) {
    return (
      <StaffShell>
        <StaffOnly />
      </StaffShell>
    );
  }

  return (
    <StaffShell nav={<StaffNav />}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('staff.title')}</Title>
          <Text c="dimmed">{t('staff.intro')}</Text>
        </Stack>
        <Stack component="section" gap="md" aria-labelledby="staff-companies-title" id="staff-companies">
          <Title order={2} size="h3" id="staff-companies-title">
            {t('staff.companies.title')}
          </Title>
          <Tabs
            value={status}
            onChange={(value) => {
              if (isStatus(value)) setParams(value === 'pending' ? {} : { tab: value }, { replace: true });
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('staff.companies.tabsLabel')} mb="md">
              {STATUSES.map((value) => (
                <Tabs.Tab key={value} value={value} data-testid={`staff-tab-${value}`}>
                  {t(`staff.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {STATUSES.map((value) => (
              <Tabs.Panel key={value} value={value}>
                <CompanyList status={value} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
        <ChangeRequestsPanel />
        <ContactFlagsPanel />
        <div id="staff-incidents">
          <PendingIncidentsPanel />
        </div>
        {/* Last: a major update logs every member out, so it is the furthest from a slip (issue 13 item 8). */}
        <div id="staff-updates">
          <PublishUpdatePanel />
        </div>
        <div id="staff-audit">
          <AuditLogPanel />
        </div>
        <div id="staff-system">
          <SystemPanel />
        </div>
      </Stack>
    </StaffShell>
  );
}

export { StaffPage as Component };
