import { Box, Button, Code, Collapse, CopyButton, Notification, Stack } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS, type AlertKind } from '@freight/shared/alerts';
import { alertQueue } from '../lib/alerts/alert';
import { getSessionUser } from '../lib/session';

const COLOR: Record<AlertKind, string> = { success: 'green', info: 'blue', warning: 'yellow', danger: 'red' };

function formatDetails(details: unknown): string {
  if (details instanceof Error) return JSON.stringify({ ...details, name: details.name, message: details.message }, null, 2);
  return typeof details === 'string' ? details : JSON.stringify(details, null, 2);
}

/** Shows the alert queue's current alert; superusers also get the copyable error details. */
export function AlertHost() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(alertQueue.subscribe, alertQueue.snapshot);
  const [detailsOpen, setDetailsOpen] = useState(false);
  if (!current) return null;

  const showDetails = current.details !== undefined && getSessionUser()?.is_superuser === true;
  const detailsText = showDetails ? formatDetails(current.details) : '';
  const role = current.kind === 'danger' || current.kind === 'warning' ? 'alert' : 'status';

  return (
    <Box
      pos="fixed"
      top={16}
      right={16}
      style={{ zIndex: 1000, width: 'min(420px, calc(100vw - 32px))' }}
      onMouseEnter={() => alertQueue.hold(true)}
      onMouseLeave={() => alertQueue.hold(detailsOpen)}
    >
      <Notification
        key={current.id}
        role={role}
        color={COLOR[current.kind]}
        withBorder
        data-alert-kind={current.kind}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        onClose={() => {
          setDetailsOpen(false);
          alertQueue.dismiss(current.id);
        }}
      >
        <Stack gap="xs">
          <span>{t(current.messageKey, current.values)}</span>
          {showDetails && (
            <>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => {
                  const open = !detailsOpen;
                  setDetailsOpen(open);
                  alertQueue.hold(open);
                }}
              >
                {detailsOpen ? t('alerts.hideDetails') : t('alerts.showDetails')}
              </Button>
              <Collapse expanded={detailsOpen}>
                <Code block style={{ maxHeight: 200, overflow: 'auto' }}>
                  {detailsText}
                </Code>
                <CopyButton value={detailsText} timeout={COPY_CONFIRMATION_MS}>
                  {({ copied, copy }) => (
                    <Button mt="xs" size="compact-xs" color={copied ? 'teal' : 'gray'} onClick={copy}>
                      {copied ? t('alerts.copied') : t('alerts.copyDetails')}
                    </Button>
                  )}
                </CopyButton>
              </Collapse>
            </>
          )}
        </Stack>
      </Notification>
    </Box>
  );
}
