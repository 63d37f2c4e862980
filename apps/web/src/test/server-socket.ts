import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';
import type { ServerMessage } from '@freight/shared/events';

/**
 * The browser's WebSocket at the edge of page tests: install with `vi.stubGlobal('WebSocket',
 * ServerSocket)`, then play the server of /ws/updates/ through `ServerSocket.last.push(…)`.
 */
export class ServerSocket {
  static OPEN = 1;
  static last: ServerSocket | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    ServerSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  push(message: ServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  /**
   * The first `ready`: the page re-reads what it read before it (issue 31 item 7). Answers once those
   * re-reads are in the cache, so the events a test pushes next apply to them.
   */
  async pushReady(queryClient: QueryClient) {
    this.push({ type: 'ready' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  }
}
