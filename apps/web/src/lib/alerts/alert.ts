import type { AlertKind } from '@freight/shared/alerts';
import { AlertQueue, type AlertInput } from './alert-queue';

/** The app's single alert queue, rendered by the AlertHost component. */
export const alertQueue = new AlertQueue();

type Options = Omit<AlertInput, 'kind' | 'messageKey'>;
const show =
  (kind: AlertKind) =>
  (messageKey: string, options: Options = {}) =>
    alertQueue.show({ kind, messageKey, ...options });

/** One small API for the whole app, keyed by i18n keys: `alert.success(key)`, `alert.danger(key, { details })`. */
export const alert = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  danger: show('danger'),
};
