import { useEffect, useSyncExternalStore } from 'react';
import { alertQueue } from '../lib/alerts/alert';
import { loadAllTexts } from '../lib/i18n';
import { useOnDemand } from '../lib/use-on-demand';

// An alert may say anything: its texts come with it, beyond the first paint's (lib/i18n.ts).
const loadAlertHost = () => Promise.all([import('./alert-host'), loadAllTexts()]).then(([host]) => host);

/**
 * The alert host's code (notification, error details panel) is fetched with the first alert, not
 * with the first paint (issue 15 item 6); from then on the host itself shows the queue.
 */
export function AlertHostOnDemand() {
  const current = useSyncExternalStore(alertQueue.subscribe, alertQueue.snapshot);
  const host = useOnDemand(loadAlertHost);
  const { show } = host;
  useEffect(() => {
    if (current) show();
  }, [current, show]);
  return host.module ? <host.module.AlertHost /> : null;
}
