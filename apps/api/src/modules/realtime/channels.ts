import type { ServerMessage } from '@freight/shared/events';
import type { DbHandle } from '../../db/client';
import { COMPANY_STATUS_CHANNEL, parseCompanyStatus, type CompanyStatusChange } from './company-status.service';
import { DEAL_NOTICES_CHANNEL, parseDealNotice } from './deal-notices.service';
import { ENTRY_EVENTS_CHANNEL } from './entry-events.queries';
import { MEMBER_STANDING_CHANNEL, parseMemberStanding } from './member-standing';
import { SESSION_ENDS_CHANNEL, parseSessionEnd, type SessionEnd } from './session-ends.service';

/** What the hub does with each channel's NOTIFYs, and how it catches up after a lost connection. */
export type ChannelHandlers = {
  onEntryEvent: (payload: string) => void;
  catchUpEntryEvents: () => Promise<void>;
  onCompanyStatus: (change: CompanyStatusChange) => Promise<void>;
  /** Members whose standing changed; null: unknown (a change may have been missed), every member. */
  onMemberStanding: (userIds: number[] | null) => void;
  sendToCompany: (companyId: number, message: ServerMessage) => void;
  endSessions: (end: SessionEnd) => void;
};

/**
 * The NOTIFY channels every process LISTENs on (DESIGN §4 scale-out): entry events, companies' and members' standing,
 * deals and ended sessions, so that what any process publishes reaches each of its clients.
 */
export class HubChannels {
  private readonly stopListening: (() => Promise<void>)[] = [];
  /**
   * Channels whose LISTEN connection was lost and whose catch-up has not finished (readiness, issue 16),
   * each with a mark of its latest loss: a catch-up that ends after a newer loss leaves the channel down.
   */
  private readonly listenDown = new Map<string, symbol>();

  constructor(private readonly listen: DbHandle['listen']) {}

  /**
   * Whether every LISTEN connection is up and what was published while one was lost has been caught
   * up: until then this process may miss or delay events, and the health check says it is not ready.
   */
  listening(): boolean {
    return this.listenDown.size === 0;
  }

  async start(handlers: ChannelHandlers): Promise<void> {
    this.stopListening.push(
      await this.watch(ENTRY_EVENTS_CHANNEL, handlers.onEntryEvent, handlers.catchUpEntryEvents),
      // A change missed while the connection was lost is unknown: then every company is treated as changed.
      await this.watch(
        COMPANY_STATUS_CHANNEL,
        (payload) => {
          const change = parseCompanyStatus(payload);
          if (change) void handlers.onCompanyStatus(change);
        },
        () => handlers.onCompanyStatus({ companyIds: null }),
      ),
      // As for companies: a member's change missed while the connection was lost makes every member's unknown.
      await this.watch(
        MEMBER_STANDING_CHANNEL,
        (payload) => {
          const userId = parseMemberStanding(payload);
          if (userId !== null) handlers.onMemberStanding([userId]);
        },
        async () => handlers.onMemberStanding(null),
      ),
      // Deals (issue 31): to the members of the deal's two companies only, each company its own view.
      await this.watch(DEAL_NOTICES_CHANNEL, (payload) => {
        const notice = parseDealNotice(payload);
        if (notice) for (const [companyId, message] of notice.byCompany) handlers.sendToCompany(companyId, message);
      }),
      // An end missed while the connection was lost is still enforced: the member's next renewal or
      // the token's expiry closes the socket, within ACCESS_TOKEN_SECONDS.
      await this.watch(SESSION_ENDS_CHANNEL, (payload) => {
        const end = parseSessionEnd(payload);
        if (end) handlers.endSessions(end);
      }),
    );
  }

  async stop(): Promise<void> {
    for (const stop of this.stopListening.splice(0)) await stop();
  }

  /** LISTEN on `channel`; after a lost connection is back, `recover` catches up before the channel counts as up again. */
  private watch(channel: string, onPayload: (payload: string) => void, recover?: () => Promise<void>) {
    return this.listen(
      channel,
      onPayload,
      () => void this.recovered(channel, recover),
      () => this.listenDown.set(channel, Symbol(channel)),
    );
  }

  private async recovered(channel: string, recover: (() => Promise<void>) | undefined): Promise<void> {
    const loss = this.listenDown.get(channel);
    await recover?.();
    if (this.listenDown.get(channel) === loss) this.listenDown.delete(channel);
  }
}
