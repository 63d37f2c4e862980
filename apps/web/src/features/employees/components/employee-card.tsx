import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_TITLE_SUGGESTIONS, type Employee } from '@freight/shared/employees';
import { ChatIcon } from './chat-icon';
import { LanguageFlags } from './language-flags';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** A suggested job title is stored as its key (expeditor …) and shown in the reader's language. */
export function useJobTitleText() {
  const { t } = useTranslation();
  return (title: string) => ((JOB_TITLE_SUGGESTIONS as readonly string[]).includes(title) ? t(`employees.jobTitles.${title}`) : title);
}

type Props = {
  employee: Employee;
  /** The viewed company is the reader's own: the role is shown in brackets (§2). */
  ownCompany: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (employee: Employee) => void;
};

/** §2 employee card: name (role), job title, e-mails, phones, e-mail flags, messaging apps, languages. */
export function EmployeeCard({ employee, ownCompany, canEdit, canDelete, onDelete }: Props) {
  const { t } = useTranslation();
  const jobTitle = useJobTitleText();
  const name = `${employee.first_name} ${employee.last_name}`;
  const yesNo = (value: boolean) => t(value ? 'employees.card.yes' : 'employees.card.no');
  const phones = [
    { key: 'main', text: `${employee.phone_prefix} ${employee.phone}`, notes: '' },
    ...employee.phones.map((phone, index) => ({ key: `extra-${index}`, text: `${phone.prefix} ${phone.number}`, notes: phone.notes })),
  ];
  const emails = [{ email: employee.email, notes: '' }, ...employee.alt_emails];

  return (
    <Card withBorder radius="md" padding="lg" data-testid={`employee-card-${employee.id}`}>
      <Stack gap="sm">
        {/* Wraps so that at phone width the badges move under a long name instead of being squeezed and cut. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" data-testid={`employee-name-${employee.id}`}>
            {name}
            {ownCompany && employee.role !== 'employee' && ` (${t(`employees.roles.${employee.role}`)})`}
          </Title>
          <Group gap={6} aria-label={t('employees.card.messagingApps')} role="group" style={{ flexShrink: 0 }}>
            {employee.hasSignalApp && (
              <Badge color="blue.8" variant="filled" leftSection={<ChatIcon />} data-testid={`employee-signal-${employee.id}`}>
                {t('employees.card.signal')}
              </Badge>
            )}
            {employee.hasWhatsApp && (
              <Badge color="teal.9" variant="filled" leftSection={<ChatIcon />} data-testid={`employee-whatsapp-${employee.id}`}>
                {t('employees.card.whatsapp')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {jobTitle(employee.job_title)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('employees.card.emails')}>
            <Stack gap={0}>
              {emails.map((entry) => (
                <Text size="sm" key={entry.email}>
                  <Anchor href={`mailto:${entry.email}`}>{entry.email}</Anchor>
                  {entry.notes && ` — ${entry.notes}`}
                </Text>
              ))}
            </Stack>
          </Field>
          <Field label={t('employees.card.phones')}>
            <Stack gap={0} data-testid={`employee-phones-${employee.id}`}>
              {phones.map((phone) => (
                <Text size="sm" key={phone.key}>
                  <Anchor href={`tel:${phone.text.replace(/\s/g, '')}`}>{phone.text}</Anchor>
                  {phone.notes && ` — ${phone.notes}`}
                </Text>
              ))}
            </Stack>
          </Field>
          <Field label={t('employees.card.truckEmails')}>
            <Text size="sm">{yesNo(employee.should_receive_truck_emails)}</Text>
          </Field>
          <Field label={t('employees.card.wareEmails')}>
            <Text size="sm">{yesNo(employee.should_receive_ware_emails)}</Text>
          </Field>
          <Field label={t('employees.card.languages')}>
            <LanguageFlags languages={employee.spoken_languages} />
          </Field>
        </SimpleGrid>
        {(canEdit || canDelete) && (
          <Group gap="xs" justify="flex-end">
            {canEdit && (
              <Button
                component={Link}
                to={`/dashboard/add-employee/${employee.id}`}
                variant="default"
                size="xs"
                aria-label={t('employees.editNamed', { name })}
                data-testid={`employee-edit-${employee.id}`}
              >
                {t('employees.edit')}
              </Button>
            )}
            {canDelete && (
              <Button
                color="red"
                variant="light"
                size="xs"
                onClick={() => onDelete(employee)}
                aria-label={t('employees.deleteNamed', { name })}
                data-testid={`employee-delete-${employee.id}`}
              >
                {t('employees.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
