import { Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} aria-label={t('brand.home')} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap="xs" wrap="nowrap">
        <Image src="/logo.svg" alt="" w={32} h={32} />
        <Text fw={700} size="lg" visibleFrom="xs">
          {t('brand.name')}
        </Text>
      </Group>
    </Link>
  );
}
