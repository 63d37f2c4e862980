import { Anchor, Badge, Box, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS } from '@freight/shared/alerts';
import { COMPANY_TYPE_NAMES, type CompanyStatus } from '@freight/shared/accounts-constants';
import { staffCompanyActions, subscriptionExpired } from '@freight/shared/staff-company-rules';
import type { StaffCompany } from '@freight/shared/staff';
import { useApproveCompany } from '../api/approve-company';
import { useDeactivateCompany } from '../api/deactivate-company';
import { useInviteCompany } from '../api/invite-company';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format/use-format';
import { CompanySignals } from './company-signals';
import type { ViewedDocument } from './document-viewer';

type Action = 'approve' | 'deactivate' | 'refuse' | 'invite';

// Shades chosen for WCAG AA (4.5:1) with white text; Mantine's default filled shades fall short for green and red.
const ACTION_COLOR: Record<Action, string | undefined> = { approve: 'teal.9', deactivate: 'red.9', refuse: 'red.9', invite: undefined };
const STATUS_COLOR: Record<CompanyStatus, string> = { pending: 'yellow.4', active: 'teal.9', inactive: 'gray.7' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm">
        {children}
      </Box>
    </Box>
  );
}

function InvitationLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t('staff.invitation.linkLabel')}
        value={link}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={link} timeout={COPY_CONFIRMATION_MS}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? t('staff.invitation.copied') : t('staff.invitation.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** One company as staff review it (DESIGN §3 staff list), with the actions its status allows. */
export function CompanyCard({ company, onViewDocument }: { company: StaffCompany; onViewDocument: (document: ViewedDocument) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  // The action outlives `opened` so the modal keeps its texts while it fades out.
  const [action, setAction] = useState<Action>('approve');
  const [opened, setOpened] = useState(false);
  const approve = useApproveCompany();
  const deactivate = useDeactivateCompany();
  const invite = useInviteCompany();
  // Refusing a registration is its deactivation: the company stays inactive, its data a signal for the next one.
  const mutations = { approve, deactivate, refuse: deactivate, invite };

  const { admin } = company;
  // Read when the card mounts: the list is reviewed in minutes, expiries move in days.
  const [now] = useState(Date.now);
  const expired = subscriptionExpired(company.expires_at, now);
  const address = [
    [company.street, company.number].filter(Boolean).join(' '),
    [company.postal_code, company.city].filter(Boolean).join(' '),
    format.country(company.country),
  ].filter(Boolean);
  // The actions the API accepts for the company's status (packages/shared, beside the rule's source).
  const allowed = staffCompanyActions(company.status);

  const ask = (next: Action) => {
    setAction(next);
    setOpened(true);
  };
  const confirm = () => mutations[action].mutate(company.id, { onSettled: () => setOpened(false) });

  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={titleId} data-testid={`staff-company-${company.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={3} id={titleId} size="h4">
            {company.name}
          </Title>
          <Group gap="xs">
            <Badge variant="outline">{t(`staff.types.${COMPANY_TYPE_NAMES[company.type]}`)}</Badge>
            <Badge color={STATUS_COLOR[company.status]} autoContrast>
              {t(`staff.status.${company.status}`)}
            </Badge>
          </Group>
        </Group>

        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          <Field label={t('staff.fields.vat')}>{company.VATNumber}</Field>
          <Field label={t('staff.fields.registry')}>{company.registry_combination || t('staff.notProvided')}</Field>
          <Field label={t('staff.fields.address')}>
            {address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Field>
          <Field label={t('staff.fields.website')}>
            {company.website ? (
              <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
                {company.website}
              </Anchor>
            ) : (
              t('staff.notProvided')
            )}
          </Field>
          <Field label={t('staff.fields.created')}>{format.date(company.created_at)}</Field>
          <Field label={t('staff.fields.subscription')}>{t('staff.months', { count: company.subscription_months })}</Field>
          <Field label={t('staff.fields.expires')}>
            <Text span fz="sm" c={expired ? 'red.9' : undefined} fw={expired ? 600 : undefined}>
              {expired ? t('staff.expiredOn', { date: format.date(company.expires_at) }) : format.date(company.expires_at)}
            </Text>
          </Field>
          <Field label={t('staff.fields.paymentReference')}>
            <Text span ff="monospace" fz="sm">
              {company.payment_reference || t('staff.notProvided')}
            </Text>
          </Field>
          <Field label={t('staff.fields.admin')}>
            {admin ? (
              <>
                <div>{`${admin.first_name} ${admin.last_name}`}</div>
                <Anchor href={`mailto:${admin.email}`} fz="sm">
                  {admin.email}
                </Anchor>
                <div>
                  <Anchor href={`tel:${admin.phone_prefix}${admin.phone}`} fz="sm">
                    {`${admin.phone_prefix} ${admin.phone}`}
                  </Anchor>
                </div>
              </>
            ) : (
              t('staff.noAdmin')
            )}
          </Field>
          <Field label={t('staff.fields.documents')}>
            {company.documents.length === 0 ? (
              t('staff.noDocuments')
            ) : (
              <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {company.documents.map((document) => (
                  <li key={document.id}>
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      ta="left"
                      onClick={() => onViewDocument({ companyId: company.id, id: document.id, name: document.name })}
                      aria-label={t('staff.documents.view', { name: document.name })}
                      data-testid={`staff-document-${document.id}`}
                    >
                      {`${document.name} (${format.fileSize(document.size)})`}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </Field>
        </Box>

        {company.status === 'pending' && <CompanySignals companyId={company.id} />}

        {invite.data && <InvitationLink link={invite.data.link} />}

        <Group gap="sm">
          {allowed.approve && (
            <Button
              color={ACTION_COLOR.approve}
              onClick={() => ask('approve')}
              aria-label={t('staff.actions.approveCompany', { name: company.name })}
              data-testid={`staff-approve-${company.id}`}
            >
              {t('staff.actions.approve')}
            </Button>
          )}
          {allowed.deactivate && (
            <Button
              color={ACTION_COLOR.deactivate}
              variant="outline"
              onClick={() => ask('deactivate')}
              aria-label={t('staff.actions.deactivateCompany', { name: company.name })}
              data-testid={`staff-deactivate-${company.id}`}
            >
              {t('staff.actions.deactivate')}
            </Button>
          )}
          {allowed.refuse && (
            <Button
              color={ACTION_COLOR.refuse}
              variant="outline"
              onClick={() => ask('refuse')}
              aria-label={t('staff.actions.refuseCompany', { name: company.name })}
              data-testid={`staff-refuse-${company.id}`}
            >
              {t('staff.actions.refuse')}
            </Button>
          )}
          {allowed.invite && (
            <Button
              variant="default"
              onClick={() => ask('invite')}
              aria-label={t('staff.actions.inviteCompany', { name: company.name })}
              data-testid={`staff-invite-${company.id}`}
            >
              {t('staff.actions.invite')}
            </Button>
          )}
        </Group>
      </Stack>

      <ConfirmDialog
        opened={opened}
        title={t(`staff.confirm.${action}Title`, { name: company.name })}
        message={t(`staff.confirm.${action}Text`)}
        confirmLabel={t(`staff.actions.${action}`)}
        confirmColor={ACTION_COLOR[action]}
        loading={mutations[action].isPending}
        focus="confirm"
        onConfirm={confirm}
        onCancel={() => setOpened(false)}
        testIds={{ confirm: 'staff-confirm' }}
      />
    </Paper>
  );
}
