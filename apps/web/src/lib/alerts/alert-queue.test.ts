import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertQueue } from './alert-queue';

describe('AlertQueue (§4, §9)', () => {
  let queue: AlertQueue;
  beforeEach(() => {
    vi.useFakeTimers();
    queue = new AlertQueue();
  });
  afterEach(() => vi.useRealTimers());

  const current = () => queue.snapshot()?.messageKey ?? null;

  it('keeps success and warning 5 s and danger 12 s', () => {
    queue.show({ kind: 'success', messageKey: 'ok' });
    vi.advanceTimersByTime(4999);
    expect(current()).toBe('ok');
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();

    queue.show({ kind: 'warning', messageKey: 'warn' });
    vi.advanceTimersByTime(5000);
    expect(current()).toBeNull();

    queue.show({ kind: 'danger', messageKey: 'bad' });
    vi.advanceTimersByTime(11_999);
    expect(current()).toBe('bad');
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('lets a danger alert replace the current alert at once', () => {
    queue.show({ kind: 'success', messageKey: 'saved' });
    queue.show({ kind: 'danger', messageKey: 'failed' });
    expect(current()).toBe('failed');
    queue.show({ kind: 'danger', messageKey: 'failed again' });
    expect(current()).toBe('failed again');
    expect(queue.pending()).toEqual([]);
  });

  it('queues other alerts behind a visible danger alert, then shows them in order', () => {
    queue.show({ kind: 'danger', messageKey: 'failed' });
    queue.show({ kind: 'success', messageKey: 'first' });
    queue.show({ kind: 'warning', messageKey: 'second' });
    expect(current()).toBe('failed');
    vi.advanceTimersByTime(12_000);
    expect(current()).toBe('first');
    vi.advanceTimersByTime(5000);
    expect(current()).toBe('second');
    vi.advanceTimersByTime(5000);
    expect(current()).toBeNull();
  });

  it('shows the next queued alert when the danger alert is dismissed', () => {
    const id = queue.show({ kind: 'danger', messageKey: 'failed' });
    queue.show({ kind: 'info', messageKey: 'next' });
    queue.dismiss(id);
    expect(current()).toBe('next');
  });

  it('lets a non-danger alert replace a non-danger alert', () => {
    queue.show({ kind: 'success', messageKey: 'one' });
    queue.show({ kind: 'info', messageKey: 'two' });
    expect(current()).toBe('two');
    expect(queue.pending()).toEqual([]);
  });

  it('stops the timer while held and restarts it in full on release', () => {
    queue.show({ kind: 'success', messageKey: 'ok' });
    vi.advanceTimersByTime(4000);
    queue.hold(true);
    vi.advanceTimersByTime(60_000);
    expect(current()).toBe('ok');
    queue.hold(false);
    vi.advanceTimersByTime(4999);
    expect(current()).toBe('ok');
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('notifies subscribers on every change', () => {
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.show({ kind: 'success', messageKey: 'ok' });
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.show({ kind: 'success', messageKey: 'ok' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
