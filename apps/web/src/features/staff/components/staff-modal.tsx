import { Group, Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type StaffModalProps = Pick<ModalRootProps, 'opened' | 'onClose' | 'size' | 'centered'> & { title: ReactNode; children: ReactNode };

/**
 * Mantine's Modal puts its title in a `<header>`; inside a `role="dialog"` axe counts that as a
 * second banner landmark beside the page header. The same dialog with a plain title row avoids it.
 */
export function StaffModal({ title, children, ...root }: StaffModalProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" gap="md" p="md" pb={0}>
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
