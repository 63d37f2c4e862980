import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Registration } from '@freight/shared/accounts';
import { PageLoader } from '../../../components/page-loader';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useOnboarding } from '../api/get-onboarding';
import { useResendOnboarding } from '../api/resend-onboarding';
import { RegistrationForm } from '../components/registration-form';
import { onboardingValues } from '../utils/registration-values';

/**
 * §2 /registration-initialized?tid= (guests only): the company sees the data it registered, may
 * correct it and sends it again for approval. No tid or a failed load (other than 404) → home.
 */
export function RegistrationInitializedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tid = useSearchParams()[0].get('tid') ?? '';
  const onboarding = useOnboarding(tid);
  const resend = useResendOnboarding();
  const notFound = onboarding.error instanceof ApiRequestError && onboarding.error.status === 404;
  const failed = onboarding.isError && !notFound;
  const initialValues = useMemo(() => (onboarding.data ? onboardingValues(onboarding.data) : null), [onboarding.data]);

  useEffect(() => {
    if (!failed) return;
    alert.danger('onboarding.loadFailed', { details: onboarding.error });
    void navigate('/', { replace: true });
  }, [failed, navigate, onboarding.error]);

  if (!tid) return <Navigate to="/" replace />;

  const submit = async (data: Registration, documents: File[]) => {
    await resend.mutateAsync({ tid, data, documents });
    alert.success('onboarding.success');
    void navigate('/registration-pending');
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('onboarding.title')}</Title>
          <Text c="dimmed">{t('onboarding.intro')}</Text>
        </Stack>
        {onboarding.isPending && <PageLoader />}
        {notFound && (
          <Alert color="yellow" title={t('onboarding.noCompany')} data-testid="onboarding-not-found">
            <Anchor component={Link} to="/register">
              {t('onboarding.registerInstead')}
            </Anchor>
          </Alert>
        )}
        {initialValues && onboarding.data && (
          <RegistrationForm
            initialValues={initialValues}
            existingDocuments={onboarding.data.documents}
            submitLabel={t('onboarding.submit')}
            onSubmit={submit}
          />
        )}
      </Stack>
    </Container>
  );
}

export { RegistrationInitializedPage as Component };
