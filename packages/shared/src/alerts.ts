/** §9 alert durations in milliseconds. */
export const ALERT_DURATION_MS = {
  success: 5000,
  info: 5000,
  warning: 5000,
  danger: 12000,
} as const;
export type AlertKind = keyof typeof ALERT_DURATION_MS;
export const TOKEN_WARNING_MS = 8000;
export const COPY_CONFIRMATION_MS = 2000;
