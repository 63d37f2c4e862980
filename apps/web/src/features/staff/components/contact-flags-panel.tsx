import { Alert, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactFlag } from '@freight/shared/contact-flags';
import { PageLoader } from '../../../components/page-loader';
import { useDecideContactFlag, useOpenContactFlags } from '../api/contact-flags';
import { useFormat } from '../../../lib/format/use-format';

/** One contact found in a text: the text as written, the contact, the company's registered contacts, and the decision. */
function ContactFlagCard({ flag }: { flag: ContactFlag }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const decide = useDecideContactFlag();
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : t('staff.contactFlags.registeredNone'));
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={titleId} data-testid={`staff-contact-flag-${flag.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('staff.contactFlags.cardTitle', { name: flag.company.name, date: format.dateTime(flag.created_at) })}
        </Title>
        <Text size="sm">{t(`staff.contactFlags.source_${flag.source}`, { label: flag.source_label })}</Text>
        <Text size="sm" fw={700} data-testid={`staff-contact-flag-contact-${flag.id}`}>
          {t('staff.contactFlags.found', { contact: flag.contact })}
        </Text>
        <div>
          <Text size="xs" c="dimmed">
            {t('staff.contactFlags.text')}
          </Text>
          <Blockquote p="xs" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {flag.text}
          </Blockquote>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('staff.contactFlags.registered')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('staff.contactFlags.phones', { list: list(flag.registered.phones) })}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('staff.contactFlags.emails', { list: list(flag.registered.emails) })}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            color="teal.9"
            loading={decide.isPending}
            onClick={() => decide.mutate({ id: flag.id, decision: 'clear' })}
            data-testid={`staff-contact-flag-clear-${flag.id}`}
          >
            {t('staff.contactFlags.clear')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            loading={decide.isPending}
            onClick={() => decide.mutate({ id: flag.id, decision: 'reject' })}
            data-testid={`staff-contact-flag-reject-${flag.id}`}
          >
            {t('staff.contactFlags.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Issue 33 item 4: phones and e-mails in entries and deal messages that wait for staff, newest first. */
export function ContactFlagsPanel() {
  const { t } = useTranslation();
  const flags = useOpenContactFlags();
  let content;
  if (flags.isPending) content = <PageLoader />;
  else if (flags.isError)
    content = (
      <Alert color="red" role="alert" data-testid="staff-contact-flags-error">
        {t('staff.contactFlags.loadFailed')}
      </Alert>
    );
  else if (flags.data.results.length === 0)
    content = (
      <Alert color="blue" data-testid="staff-contact-flags-empty">
        {t('staff.contactFlags.empty')}
      </Alert>
    );
  else
    content = (
      <Stack gap="md">
        {flags.data.results.map((flag) => (
          <ContactFlagCard key={flag.id} flag={flag} />
        ))}
      </Stack>
    );
  return (
    <Stack component="section" gap="md" aria-labelledby="staff-contact-flags-title" id="staff-contact-flags">
      <Title order={2} size="h3" id="staff-contact-flags-title">
        {t('staff.contactFlags.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('staff.contactFlags.intro')}
      </Text>
      {content}
    </Stack>
  );
}
