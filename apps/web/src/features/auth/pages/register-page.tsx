import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Registration } from '@freight/shared/accounts';
import { alert } from '../../../lib/alerts/alert';
import { currentLanguage } from '../../../lib/i18n';
import { useRegister } from '../api/register';
import { RegistrationForm } from '../components/registration-form';
import { emptyRegistration } from '../utils/registration-values';

/** §4: the pending page follows about a second after the success message. */
export const PENDING_PAGE_DELAY_MS = 1000;

/** §2 /register (guests only): `?subscriptionMonths=6|12` preselects the subscription (default 6). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registration = useRegister();
  const months = params.get('subscriptionMonths') === '12' ? 12 : 6;
  const initialValues = useMemo(() => emptyRegistration(months), [months]);

  const submit = async (data: Registration, documents: File[]) => {
    await registration.mutateAsync({ data, documents, lang: currentLanguage() });
    alert.success('register.success');
    setTimeout(() => void navigate('/registration-pending'), PENDING_PAGE_DELAY_MS);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('register.title')}</Title>
          <Text c="dimmed">{t('register.intro')}</Text>
          <Text size="sm">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.login')}
            </Anchor>
          </Text>
        </Stack>
        <RegistrationForm key={months} initialValues={initialValues} submitLabel={t('register.submit')} onSubmit={submit} />
      </Stack>
    </Container>
  );
}

export { RegisterPage as Component };
