import { Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Group component={Link} to={to} gap="xs" wrap="nowrap" style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t('brand.home')}>
      <Image src="/logo.svg" alt="" w={32} h={32} />
      <Text fw={700} size="lg">
        {t('brand.name')}
      </Text>
    </Group>
  );
}
