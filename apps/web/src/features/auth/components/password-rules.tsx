import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PasswordRule = { key: string; met: boolean };

function Mark({ met }: { met: boolean }) {
  return (
    <ThemeIcon color={met ? 'green' : 'gray'} size={18} radius="xl" aria-hidden>
      <svg viewBox="0 0 16 16" width={12} height={12} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
        {met ? <path d="M3.5 8.5l3 3 6-7" /> : <path d="M5 8h6" />}
      </svg>
    </ThemeIcon>
  );
}

/** §2 /reset-password "rules shown per field": each rule with whether the typed value meets it. */
export function PasswordRules({ rules, testId }: { rules: PasswordRule[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <List spacing={4} size="sm" center data-testid={testId} aria-live="polite">
      {rules.map((rule) => (
        <List.Item key={rule.key} icon={<Mark met={rule.met} />} data-met={rule.met}>
          <Text span size="sm" c={rule.met ? undefined : 'dimmed'}>
            {t(rule.key)}
          </Text>
          <VisuallyHidden>{t(rule.met ? 'resetPassword.ruleMet' : 'resetPassword.ruleNotMet')}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
