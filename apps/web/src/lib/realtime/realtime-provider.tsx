import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EntryEventType, ServerMessage } from '@freight/shared/events';
import { MAX_REALTIME_VIEWS, type RealtimeView } from '@freight/shared/realtime-views';
import { alert } from '../alerts/alert';
import { useUiLanguage } from '../i18n';
import { getAccessToken } from '../session';
import { COMPANY_INACTIVE_KEY, endSession, refreshOrEnd } from '../session-refresh';
import { RealtimeConnection, type ConnectionStatus } from './connection';
import { REALTIME_STATS_KEY } from './stats-key';

/** The hub's close reason for members of a deactivated company (apps/api realtime/hub.ts). */
const COMPANY_INACTIVE_CLOSE_REASON = 'company inactive';

export type EntryEventMessage = Extract<ServerMessage, { type: EntryEventType }>;
export type AgentMatchMessage = Extract<ServerMessage, { type: 'agent_match' }>;
export type DealMessageEvent = Extract<ServerMessage, { type: 'deal_update' | 'deal_message' }>;
export type RealtimeListener = {
  onEntryEvent?(message: EntryEventMessage): void;
  /** A new match of one of the member's search agents (issue 17): not an entry event, lists of entries ignore it. */
  onAgentMatch?(message: AgentMatchMessage): void;
  /** A deal of the member's company changed or got a message (issue 31): sent to the two companies only. */
  onDeal?(message: DealMessageEvent): void;
  onResync?(): void;
};

type RealtimeContextValue = {
  subscribe(listener: RealtimeListener): () => void;
  /** A component's views (what it shows), replacing its earlier ones; `null` when it goes. */
  showViews(owner: symbol, views: RealtimeView[] | null): void;
  status: ConnectionStatus;
};

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

const socketUrl = () => `${window.location.origin.replace(/^http/, 'ws')}/ws/updates/`;

/** Keeps the member's websocket open while the dashboard is shown and hands its events to subscribers. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<RealtimeListener>());
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const lang = useUiLanguage();
  const langRef = useRef(lang);
  // Each shown component's views; the socket is told all of them (issue 30 item 1).
  const viewsByOwner = useRef(new Map<symbol, RealtimeView[]>());
  const allViews = () => {
    const seen = new Map<string, RealtimeView>();
    for (const views of viewsByOwner.current.values()) for (const view of views) seen.set(JSON.stringify(view), view);
    return [...seen.values()].slice(0, MAX_REALTIME_VIEWS);
  };

  useEffect(() => {
    const connection = new RealtimeConnection(
      {
        url: socketUrl(),
        getToken: getAccessToken,
        // A refused refresh ends the session here too, saying why (an inactive company: issue 13 item 10).
        refreshToken: refreshOrEnd,
        getLanguage: () => langRef.current,
      },
      {
        onMessage: (message) => {
          if (message.type === 'stats') queryClient.setQueryData(REALTIME_STATS_KEY, message.data);
          else if (message.type === 'agent_match') for (const listener of listeners.current) listener.onAgentMatch?.(message);
          else if (message.type === 'deal_update' || message.type === 'deal_message')
            for (const listener of listeners.current) listener.onDeal?.(message);
          else if ('entry_data' in message) for (const listener of listeners.current) listener.onEntryEvent?.(message);
        },
        onStatus: setStatus,
        onResync: () => {
          for (const listener of listeners.current) listener.onResync?.();
        },
        onJsonError: (error) => alert.danger('realtime.jsonError', { details: error }),
        onGiveUpWarning: () => alert.danger('realtime.error'),
        onSessionEnded: (reason) => endSession(reason === COMPANY_INACTIVE_CLOSE_REASON ? COMPANY_INACTIVE_KEY : undefined),
      },
    );
    // Components shown before the socket was made (their effects run first) said what they show already.
    connection.setViews(allViews());
    connection.start();
    connectionRef.current = connection;
    return () => {
      connectionRef.current = null;
      connection.stop();
    };
  }, [queryClient]);

  // Events name their places in the interface language: a switch is passed on to the open socket.
  useEffect(() => {
    if (langRef.current === lang) return;
    langRef.current = lang;
    connectionRef.current?.languageChanged();
  }, [lang]);

  const [value] = useState<Omit<RealtimeContextValue, 'status'>>(() => ({
    subscribe: (listener) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
    showViews: (owner, views) => {
      if (views) viewsByOwner.current.set(owner, views);
      else viewsByOwner.current.delete(owner);
      connectionRef.current?.setViews(allViews());
    },
  }));
  return <RealtimeContext.Provider value={{ ...value, status }}>{children}</RealtimeContext.Provider>;
}

/** Live or not: lists show a hint while the connection is being restored. Outside the provider: stopped. */
export function useRealtimeStatus(): ConnectionStatus {
  return useContext(RealtimeContext)?.status ?? 'stopped';
}

/**
 * What the component shows, for its lifetime: the server sends only the entry events that can change
 * these views (issue 30 item 1). A component that shows no entries says nothing, and gets no entry events.
 */
export function useRealtimeViews(views: RealtimeView[]): void {
  const context = useContext(RealtimeContext);
  const [owner] = useState(() => Symbol('realtime views'));
  const text = JSON.stringify(views);
  useEffect(() => {
    context?.showViews(owner, JSON.parse(text) as RealtimeView[]);
  }, [context, owner, text]);
  useEffect(() => () => context?.showViews(owner, null), [context, owner]);
}

/** Subscribes for the component's lifetime; the latest handlers are used without resubscribing. */
export function useRealtime(listener: RealtimeListener): void {
  const context = useContext(RealtimeContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!context) return undefined;
    return context.subscribe({
      onEntryEvent: (message) => latest.current.onEntryEvent?.(message),
      onAgentMatch: (message) => latest.current.onAgentMatch?.(message),
      onDeal: (message) => latest.current.onDeal?.(message),
      onResync: () => latest.current.onResync?.(),
    });
  }, [context]);
}
