import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffModal } from './staff-modal';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Every staff action changes another company's account or every member's session: each asks first. */
export function ConfirmModal({ opened, title, message, confirmLabel, color, loading = false, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <StaffModal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-testid="staff-confirm" data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </StaffModal>
  );
}
