import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateType } from '@freight/shared/accounts-constants';
import { usePublishUpdate } from '../api/publish-update';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format/use-format';

/**
 * §4 update notice. Minor: members are asked to reload. Major: every member (staff included) is
 * logged out at their next check and must log in again — hence the explicit confirmation.
 */
export function PublishUpdatePanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const publish = usePublishUpdate();
  const [type, setType] = useState<UpdateType>('minor');
  const [opened, setOpened] = useState(false);

  const ask = (next: UpdateType) => {
    setType(next);
    setOpened(true);
  };

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="staff-update-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="staff-update-title">
          {t('staff.update.title')}
        </Title>
        <Text c="dimmed">{t('staff.update.text')}</Text>
        <Group gap="sm" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Button variant="outline" onClick={() => ask('minor')} data-testid="staff-publish-minor">
              {t('staff.update.minor')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('staff.update.minorHint')}
            </Text>
          </Stack>
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Button color="red.9" variant="outline" onClick={() => ask('major')} data-testid="staff-publish-major">
              {t('staff.update.major')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('staff.update.majorHint')}
            </Text>
          </Stack>
        </Group>
        {publish.data && (
          <Text size="sm" role="status" data-testid="staff-update-published">
            {t('staff.update.lastPublished', {
              type: t(`staff.update.types.${publish.data.type}`),
              time: format.dateTime(publish.data.timestamp),
            })}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={opened}
        title={t(type === 'major' ? 'staff.update.confirmMajorTitle' : 'staff.update.confirmMinorTitle')}
        message={t(type === 'major' ? 'staff.update.confirmMajorText' : 'staff.update.confirmMinorText')}
        confirmLabel={t('staff.update.confirm')}
        confirmColor={type === 'major' ? 'red.9' : undefined}
        loading={publish.isPending}
        focus="confirm"
        onConfirm={() => publish.mutate(type, { onSettled: () => setOpened(false) })}
        onCancel={() => setOpened(false)}
        testIds={{ confirm: 'staff-confirm' }}
      />
    </Paper>
  );
}
