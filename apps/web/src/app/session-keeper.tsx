import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UPDATE_CHECK_INTERVAL_MS } from '@freight/shared/accounts-constants';
import { ConfirmDialog } from '../components/confirm-dialog';
import { alert } from '../lib/alerts/alert';
import { ApiRequestError } from '../lib/api-client';
import { clearSession } from '../lib/session';
import { setSessionNavigator, startSessionWatch } from '../lib/session-refresh';
import { acknowledgeUpdate, fetchUnseenUpdate, type UpdateNotice } from '../lib/update-notices';

/**
 * The member session's background work, mounted by the dashboard layout: the hourly refresh-token
 * check (§4), client-side navigation when a session ends, and the update notice (§4: on load and
 * every 10 minutes, a minor update offers a reload, a major one a new login).
 */
export function SessionKeeper({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<UpdateNotice | null>(null);
  const [busy, setBusy] = useState(false);
  // A minor update the member put off is not offered again until the next one.
  const postponed = useRef<string | null>(null);

  useEffect(() => setSessionNavigator((to) => void navigate(to)), [navigate]);
  useEffect(() => startSessionWatch(), []);

  useEffect(() => {
    const controller = new AbortController();
    const check = () =>
      fetchUnseenUpdate(controller.signal).then(
        (found) => {
          if (found && !(found.type === 'minor' && postponed.current === found.timestamp)) setNotice(found);
        },
        (error: unknown) => {
          // A session that ended has already been announced; an aborted check is no failure.
          if (controller.signal.aborted || (error instanceof ApiRequestError && error.status === 401)) return;
          alert.danger('updates.checkFailed', { details: error });
        },
      );
    void check();
    const timer = setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);

  const later = () => {
    if (notice?.type === 'minor') postponed.current = notice.timestamp;
    setNotice(null);
  };

  const accept = async () => {
    if (!notice) return;
    setBusy(true);
    if (notice.type === 'minor') {
      try {
        await acknowledgeUpdate(notice);
        reload();
      } catch (error) {
        alert.danger('updates.ackFailed', { details: error });
        setNotice(null);
      } finally {
        setBusy(false);
      }
      return;
    }
    // Major: acknowledged, then the session ends whatever the answer, and the member logs in again.
    await acknowledgeUpdate(notice).catch(() => undefined);
    clearSession();
    setBusy(false);
    setNotice(null);
    void navigate('/login?update=1', { replace: true });
  };

  return (
    <ConfirmDialog
      opened={notice !== null}
      title={t(notice?.type === 'major' ? 'updates.majorTitle' : 'updates.minorTitle')}
      message={t(notice?.type === 'major' ? 'updates.major' : 'updates.minor')}
      confirmLabel={t(notice?.type === 'major' ? 'updates.logoutNow' : 'updates.refreshNow')}
      cancelLabel={t('updates.later')}
      loading={busy}
      onConfirm={() => void accept()}
      onCancel={later}
      testIds={{ dialog: 'update-notice', confirm: 'update-accept', cancel: 'update-later' }}
    />
  );
}
