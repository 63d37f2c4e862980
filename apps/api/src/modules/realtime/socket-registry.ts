import type { WebSocket } from 'ws';
import { WS_CLOSE_SESSION_ENDED, WS_CLOSE_UNAUTHENTICATED, type ServerMessage } from '@freight/shared/events';
import type { UiLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { selectInactiveCompanyIds } from './company-status.service';
import type { EntryEvent } from './entry-events.queries';
import type { RadiusCities } from './radius-cities';
import { endsSocket, type SessionEnd } from './session-ends.service';
import type { SocketIdentity } from './socket-auth';
import { textFrame, writeOrDrop } from './socket-limits';
import type { Subscription } from './subscriptions';

/**
 * A connected socket; its identity is renewed by later `auth` messages, and so is `lang`, the reader's
 * interface language in which events name their places (decision 015).
 */
export type HubClient = { socket: WebSocket; identity: SocketIdentity; lang: UiLanguage };

/**
 * While a client catches up, live events wait in `held` so they follow the older ones, once each.
 * `subscription`: what it shows (null: it never said, and is sent every entry event).
 */
export type Member = HubClient & { held: EntryEvent[] | null; subscription: Subscription };

type RegistryDeps = {
  db: Database;
  clock: () => Date;
  /** The cities radius subscriptions measure with, told of every socket that comes or goes. */
  cities: RadiusCities;
  /** A socket whose unsent data passes this is dropped (a reader that does not keep up). */
  maxBufferedBytes: number;
};

/** The authenticated sockets of this process: writing to them, and closing those whose member may no longer read. */
export class SocketRegistry {
  readonly members = new Set<Member>();

  constructor(private readonly deps: RegistryDeps) {}

  add(member: Member): void {
    this.deps.cities.track(null, member.subscription);
    this.members.add(member);
  }

  has(member: Member): boolean {
    return this.members.has(member);
  }

  remove(member: Member): void {
    if (this.members.delete(member)) this.deps.cities.track(member.subscription, null);
  }

  /** A reader that does not keep up (its send buffer past the bound) is dropped, not buffered without end. */
  write(client: Member, frames: Buffer): void {
    if (!writeOrDrop(client.socket, frames, this.deps.maxBufferedBytes)) this.remove(client);
  }

  /** Authenticated sockets held by this process (metrics, System page). */
  count(): number {
    return this.members.size;
  }

  /**
   * A restart (issue 34): every socket is closed with 1012 "service restart", so clients reconnect at
   * once, through the balancer to another process, and catch up on what they missed (`since`).
   */
  closeAllForRestart(): void {
    for (const client of this.members) client.socket.close(1012, 'service restart');
    this.members.clear();
    this.deps.cities.reset();
  }

  /** The members with an authenticated socket on this process: search agents tell only these (issue 17). */
  connectedUserIds(): number[] {
    const ids = new Set<number>();
    for (const client of this.members) ids.add(client.identity.userId);
    return [...ids];
  }

  /**
   * A message for one member, to each of their sockets on this process, encoded once per language
   * (`messageIn` names places in the socket's): a search agent's match (issue 17).
   */
  sendToMember(userId: number, messageIn: (lang: UiLanguage) => ServerMessage): void {
    const frames = new Map<UiLanguage, Buffer>();
    for (const client of this.members) {
      if (client.identity.userId !== userId || client.socket.readyState !== client.socket.OPEN) continue;
      let frame = frames.get(client.lang);
      if (!frame) frames.set(client.lang, (frame = textFrame(JSON.stringify(messageIn(client.lang)))));
      this.write(client, frame);
    }
  }

  /** A message for every member of one company with an open socket on this process, encoded once. */
  sendToCompany(companyId: number, message: ServerMessage): void {
    let frame: Buffer | undefined;
    for (const client of this.members) {
      if (client.identity.companyId !== companyId || client.socket.readyState !== client.socket.OPEN) continue;
      frame ??= textFrame(JSON.stringify(message));
      this.write(client, frame);
    }
  }

  /** A login ended (logout, password reset or change, deletion): its sockets close with the reason. */
  endSessions(end: SessionEnd): void {
    const code = end.reason === 'deleted' ? WS_CLOSE_SESSION_ENDED : WS_CLOSE_UNAUTHENTICATED;
    for (const client of this.members) {
      if (!endsSocket(end, client.identity)) continue;
      this.remove(client);
      client.socket.close(code, end.reason);
    }
  }

  /** Sockets whose access token ran out and was not renewed by a later `auth` message. */
  closeExpired(): void {
    const now = this.deps.clock().getTime();
    for (const client of this.members) {
      if (!client.identity.expiresAt || client.identity.expiresAt.getTime() > now) continue;
      this.remove(client);
      client.socket.close(WS_CLOSE_UNAUTHENTICATED, 'token expired');
    }
  }

  /** Closes the sockets of members whose company may no longer use the exchange (one query for all of them). */
  async closeInactiveMembers(): Promise<void> {
    const companyIds = new Set<number>();
    for (const client of this.members) if (client.identity.companyId !== null) companyIds.add(client.identity.companyId);
    const inactive = new Set(await selectInactiveCompanyIds(this.deps.db, [...companyIds], this.deps.clock()));
    if (inactive.size === 0) return;
    for (const client of this.members) {
      if (client.identity.companyId === null || !inactive.has(client.identity.companyId)) continue;
      this.remove(client);
      client.socket.close(WS_CLOSE_SESSION_ENDED, 'company inactive');
    }
  }
}
