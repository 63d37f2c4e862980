import { ALERT_DURATION_MS, type AlertKind } from '@freight/shared/alerts';

export type AlertInput = {
  kind: AlertKind;
  /** An i18n key; the host translates it in the current language. */
  messageKey: string;
  values?: Record<string, string | number>;
  /** Error data shown to superusers only, in a copyable panel (§1, §9). */
  details?: unknown;
  durationMs?: number;
};

export type ActiveAlert = Required<Pick<AlertInput, 'kind' | 'messageKey' | 'durationMs'>> &
  Pick<AlertInput, 'values' | 'details'> & { id: number };

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One alert is visible at a time (§4): a danger alert replaces the current one at once; any
 * other alert replaces a non-danger alert but waits behind a visible danger alert. Each alert
 * leaves after its §9 duration; the timer stops while the user holds it (hover, open details).
 */
export class AlertQueue {
  private current: ActiveAlert | null = null;
  private waiting: ActiveAlert[] = [];
  private timer: unknown = null;
  private nextId = 1;
  private held = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: Timers = realTimers) {}

  show(input: AlertInput): number {
    const alert: ActiveAlert = {
      id: this.nextId++,
      kind: input.kind,
      messageKey: input.messageKey,
      values: input.values,
      details: input.details,
      durationMs: input.durationMs ?? ALERT_DURATION_MS[input.kind],
    };
    if (alert.kind !== 'danger' && this.current?.kind === 'danger') this.waiting.push(alert);
    else this.present(alert);
    return alert.id;
  }

  dismiss(id: number): void {
    if (this.current?.id === id) this.present(this.waiting.shift() ?? null);
    else this.waiting = this.waiting.filter((alert) => alert.id !== id);
  }

  /** Pauses the current alert's timer (true) or restarts it in full (false). */
  hold(held: boolean): void {
    this.held = held;
    this.stopTimer();
    if (!held) this.startTimer();
  }

  snapshot = (): ActiveAlert | null => this.current;
  pending(): readonly ActiveAlert[] {
    return this.waiting;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private present(alert: ActiveAlert | null): void {
    this.stopTimer();
    this.current = alert;
    this.held = false;
    this.startTimer();
    this.listeners.forEach((listener) => listener());
  }

  private startTimer(): void {
    const alert = this.current;
    if (!alert || this.held) return;
    this.timer = this.timers.set(() => this.dismiss(alert.id), alert.durationMs);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}
