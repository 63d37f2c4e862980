import { Drawer, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { opened: boolean; onClose: () => void; children: ReactNode };

/** The public pages' menu on phones: a drawer from the right. Fetched on demand (public-layout.tsx). */
export function PhoneMenu({ opened, onClose, children }: Props) {
  const { t } = useTranslation();
  // The burger's first press arrives before this code: the drawer mounts closed and opens a moment
  // later, so Mantine sees it open and notes the burger as where the focus returns on close.
  const mounted = useMounted();
  return (
    <Drawer opened={opened && mounted} onClose={onClose} title={t('brand.name')} position="right" size="xs" hiddenFrom="md">
      <Stack component="nav" aria-label={t('nav.main')} onClick={onClose}>
        {children}
      </Stack>
    </Drawer>
  );
}
