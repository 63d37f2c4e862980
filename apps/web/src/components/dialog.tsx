import { Group, Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type DialogProps = Pick<ModalRootProps, 'opened' | 'onClose' | 'size' | 'centered'> & {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
};

/**
 * A modal dialog named by its title, closed by Escape, a click beside it or its named close button;
 * Mantine's Modal keeps the focus inside while it is open and returns it on close. Mantine's own layout
 * puts the title in a `<header>`, which inside a `role="dialog"` axe counts as a second banner landmark
 * beside the page header: the title sits in a plain row instead.
 */
export function Dialog({ title, children, testId, ...root }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root {...root} data-testid={testId}>
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
