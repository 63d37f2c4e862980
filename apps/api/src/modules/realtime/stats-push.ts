import type { RealtimeStats } from '@freight/shared/content';
import type { ServerMessage } from '@freight/shared/events';
import type { SocketRegistry } from './socket-registry';
import { textFrame } from './socket-limits';

/** After a burst of events the stats are pushed once, this long after the last one. */
const STATS_DEBOUNCE_MS = 1000;

/** The §3 realtime stats on every socket: counted once for all, encoded once per count. */
export class StatsPush {
  private statsTimer: NodeJS.Timeout | undefined;
  private statsInFlight: Promise<RealtimeStats> | null = null;
  private statsFrame: { stats: RealtimeStats; frame: Buffer } | null = null;

  constructor(
    private readonly stats: () => Promise<RealtimeStats>,
    private readonly sockets: SocketRegistry,
  ) {}

  schedule(): void {
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => void this.push().catch(() => undefined), STATS_DEBOUNCE_MS);
    this.statsTimer.unref();
  }

  stop(): void {
    clearTimeout(this.statsTimer);
  }

  /** The stats, counted once for every socket that asks meanwhile (thousands join together after a restart). */
  current(): Promise<RealtimeStats> {
    if (!this.statsInFlight) {
      const computing = this.stats().finally(() => {
        if (this.statsInFlight === computing) this.statsInFlight = null;
      });
      this.statsInFlight = computing;
    }
    return this.statsInFlight;
  }

  /** The stats message, encoded once per stats counted (the stats are shared for STATS_CACHE_MS). */
  frameOf(stats: RealtimeStats): Buffer {
    if (this.statsFrame?.stats !== stats) {
      this.statsFrame = { stats, frame: textFrame(JSON.stringify({ type: 'stats', data: stats } satisfies ServerMessage)) };
    }
    return this.statsFrame.frame;
  }

  async push(): Promise<void> {
    if (this.sockets.members.size === 0) return;
    const frame = this.frameOf(await this.current());
    for (const client of this.sockets.members) this.sockets.write(client, frame);
  }
}
