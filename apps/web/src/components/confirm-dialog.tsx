import { Button, Group, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What confirming does, as a sentence above the buttons. */
  message?: ReactNode;
  /** What the step needs besides a yes (a reason, a date, a file), between the message and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: MantineColor;
  /** The dismissing button's text: "Cancel" unless the dialog says otherwise. */
  cancelLabel?: string;
  /** The step is running: the confirm button spins and the dialog stays until the step ends. */
  loading?: boolean;
  /** The confirm button waits for input the step needs. */
  confirmDisabled?: boolean;
  /** The button that has the focus when the dialog opens; Mantine's first control (the close button) when not given. */
  focus?: 'confirm' | 'cancel';
  onConfirm: () => void;
  /** Cancel, the close button, Escape and a click beside the dialog. */
  onCancel: () => void;
  testIds?: { dialog?: string; body?: string; confirm?: string; cancel?: string };
};

/** The one confirmation of the app: a question with a confirm and a cancel button, in a dialog named by its title. */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  confirmColor,
  cancelLabel,
  loading = false,
  confirmDisabled = false,
  focus,
  onConfirm,
  onCancel,
  testIds = {},
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={loading ? () => undefined : onCancel} title={title} centered testId={testIds.dialog}>
      <Stack gap="md" data-testid={testIds.body}>
        {message !== undefined && <Text>{message}</Text>}
        {children}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onCancel}
            disabled={loading}
            data-autofocus={focus === 'cancel' || undefined}
            data-testid={testIds.cancel}
          >
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            color={confirmColor}
            onClick={onConfirm}
            loading={loading}
            disabled={confirmDisabled}
            data-autofocus={focus === 'confirm' || undefined}
            data-testid={testIds.confirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
