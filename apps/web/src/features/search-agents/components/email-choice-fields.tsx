import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AGENT_EMAIL_ALERTS, type AgentEmailAlerts } from '@freight/shared/agents';

export type EmailChoice = { email_alerts: AgentEmailAlerts; email_hour: number | null };

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const DEFAULT_EMAIL_HOUR = 7;

/** The member's time zone, for the daily mail's local hour (the browser's; UTC when it names none). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** E-mail per agent (issue 17 item 3): off, at once (batched), or daily at an hour of the member's time zone. */
export function EmailChoiceFields({ value, onChange, error }: { value: EmailChoice; onChange(next: EmailChoice): void; error?: string }) {
  const { t } = useTranslation();
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return (
    <Stack gap="xs">
      <Select
        label={t('searchAgents.email.label')}
        data={AGENT_EMAIL_ALERTS.map((choice) => ({ value: choice, label: t(`searchAgents.email.${choice}`) }))}
        value={value.email_alerts}
        allowDeselect={false}
        onChange={(choice) => {
          if (!choice) return;
          const email_alerts = choice as AgentEmailAlerts;
          onChange({ email_alerts, email_hour: email_alerts === 'daily' ? (value.email_hour ?? DEFAULT_EMAIL_HOUR) : value.email_hour });
        }}
        data-testid="agent-email-choice"
      />
      {value.email_alerts === 'daily' && (
        <Select
          label={t('searchAgents.email.hour')}
          description={t('searchAgents.email.timeZone', { zone: browserTimeZone() })}
          data={HOURS.map((hour) => ({ value: String(hour), label: hourLabel(hour) }))}
          value={value.email_hour === null ? null : String(value.email_hour)}
          allowDeselect={false}
          error={error}
          onChange={(hour) => onChange({ ...value, email_hour: hour === null ? null : Number(hour) })}
          data-testid="agent-email-hour"
        />
      )}
    </Stack>
  );
}
