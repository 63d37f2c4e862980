import { Box, Button, Code, Collapse, CopyButton, Notification, Stack } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS, type AlertKind } from '@freight/shared/alerts';
import { alertQueue } from '../lib/alerts/alert';
import { ApiRequestError } from '../lib/api-client';
import { getSessionUser } from '../lib/session';
import { BAR_OFFSET_VARIABLE, usePhoneLayout } from './form-actions';

const COLOR: Record<AlertKind, string> = { success: 'green', info: 'blue', warning: 'yellow', danger: 'red' };

/*
 * Decision 003: an alert never covers an action. Wider screens: top centre just under the header,
 * clear of its action area (Save, language) on the right. Phones: at the bottom, just above the form's
 * sticky action bar (its height is a CSS variable, 0 without a bar).
 */
const SHARED_PLACE = { zIndex: 1000, width: 'min(420px, calc(100vw - 32px))', pointerEvents: 'none' } as const;
const WIDE_PLACE = {
  ...SHARED_PLACE,
  top: 'calc(var(--app-shell-header-offset, 0px) + 12px)',
  left: '50%',
  transform: 'translateX(-50%)',
} as const;
const PHONE_PLACE = {
  ...SHARED_PLACE,
  bottom: `calc(var(${BAR_OFFSET_VARIABLE}, 0px) + max(12px, env(safe-area-inset-bottom, 0px)))`,
  left: 16,
} as const;

function formatDetails(details: unknown): string {
  if (details instanceof Error) return JSON.stringify({ ...details, name: details.name, message: details.message }, null, 2);
  return typeof details === 'string' ? details : JSON.stringify(details, null, 2);
}

/** Shows the alert queue's current alert; superusers also get the copyable error details. */
export function AlertHost() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(alertQueue.subscribe, alertQueue.snapshot);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const phone = usePhoneLayout();
  if (!current) return null;

  const showDetails = current.details !== undefined && getSessionUser()?.is_superuser === true;
  const detailsText = showDetails ? formatDetails(current.details) : '';
  const role = current.kind === 'danger' || current.kind === 'warning' ? 'alert' : 'status';
  // A failure on our side names its request, so that a member can quote it to support (issue 34).
  const reference = current.details instanceof ApiRequestError && current.details.status >= 500 ? current.details.requestId : undefined;

  return (
    <Box pos="fixed" style={phone ? PHONE_PLACE : WIDE_PLACE} data-testid="alert-host">
      <Notification
        key={current.id}
        // Only the alert itself takes the pointer: its hover-pause never blocks what is around it.
        style={{ pointerEvents: 'auto' }}
        onMouseEnter={() => alertQueue.hold(true)}
        onMouseLeave={() => alertQueue.hold(detailsOpen)}
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
          {reference && (
            <span data-testid="alert-reference" style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
              {t('alerts.reference', { id: reference })}
            </span>
          )}
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
