import { PassThrough } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';

import { receivesChainNotices } from '#contract/policies/notifications.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { STREAM_EVENTS, STREAM_REPLACED_REASON } from '#contract/schemas/notification.ts';
import { canViewTicket } from '#contract/ticket-access.ts';

import type { EventBus } from '../../integrations/event-bus.ts';
import { SESSIONS_ENDED_EVENT } from '../auth/auth-events.ts';
import {
  NOTIFICATIONS_CREATED_EVENT,
  NOTIFICATIONS_READ_EVENT,
  TICKET_CHANGED_EVENT,
} from './notification-events.ts';
import type { NotificationStreamRepository } from './notification-stream.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open live streams (tests and the bench count them). */
    liveStreams: { connectionCount(): number };
  }
}

// The live stream (Server-Sent Events, decision 032): one registry of open connections per
// instance and one bus subscriber feeding all of them. Bus events carry ids only; this instance
// reads what each connection may be told (its user's notifications; tickets under the one rule).

/** A reconnect replays at most this many missed notifications; the browser refetches anyway. */
const STREAM_REPLAY_LIMIT = 100;
/** What the browser waits before reconnecting (the SSE `retry:` hint). */
const STREAM_RETRY_MS = 5000;
/** A client that reads slower than this much is dropped; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Decision 039: open streams one session may hold on an instance, and one user across sessions (300
 * of one session were all held). Past either, opening one closes the oldest.
 */
export const STREAMS_PER_SESSION = 5;
export const STREAMS_PER_USER = 20;

interface Connection {
  /** Refreshed from the session on each heartbeat, so a role or store change rescopes it. */
  user: SessionUser;
  token: string;
  stream: PassThrough;
  /** The sequence of the last notification sent (or current at connect): the replay cursor. */
  lastSeq: number;
  /** Notification work runs in order per connection, so the cursor never goes backwards. */
  queue: Promise<void>;
  closed: boolean;
}

interface PendingTicket {
  comment: boolean;
  /** Technicians a ticket was just taken off: told once so their list drops it. */
  formerAssignees: Set<string>;
}

interface NotificationStreamDeps {
  repository: NotificationStreamRepository;
  bus: EventBus;
  /** Checks a session without touching it (an open tab must not keep a session from idling). */
  sessions: { peekSession(token: string): Promise<SessionUser | null> };
  heartbeatMs: number;
  log: FastifyBaseLogger;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** How long app close waits for open streams to take their end before dropping them. */
const CLOSE_GRACE_MS = 2000;

export function createNotificationStream(deps: NotificationStreamDeps) {
  const { repository, bus, sessions, heartbeatMs, log } = deps;
  const byUser = new Map<string, Set<Connection>>();
  const pendingTickets = new Map<string, PendingTicket>();
  let flushScheduled = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let checkingSessions = false;

  function connections(): Connection[] {
    return [...byUser.values()].flatMap((set) => [...set]);
  }

  function write(connection: Connection, chunk: string): void {
    if (connection.closed) return;
    if (connection.stream.writableLength > MAX_BUFFERED_BYTES) {
      log.warn({ userId: connection.user.id }, 'dropped a live stream that stopped reading');
      close(connection);
      return;
    }
    connection.stream.write(chunk);
  }

  function send(connection: Connection, event: string, data: unknown, id?: number): void {
    const idLine = id === undefined ? '' : `id: ${String(id)}\n`;
    write(connection, `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  function enqueue(connection: Connection, task: () => Promise<void>): void {
    connection.queue = connection.queue
      .then(() => (connection.closed ? undefined : task()))
      .catch((error: unknown) => {
        log.error({ err: error, userId: connection.user.id }, 'a live stream update failed');
      });
  }

  /** Sends the notifications stored after the connection's cursor and moves the cursor. */
  async function sendMissed(connection: Connection): Promise<void> {
    const rows = await repository.readAfter(
      connection.user.id,
      connection.lastSeq,
      STREAM_REPLAY_LIMIT,
    );
    if (rows.length === 0) return;
    const unreadCount = await repository.unreadCount(connection.user.id);
    for (const { seq, ...notification } of rows) {
      send(connection, STREAM_EVENTS.notification, { notification, unreadCount }, seq);
      connection.lastSeq = seq;
    }
  }

  function sendUnreadCount(connection: Connection): void {
    enqueue(connection, async () => {
      const unreadCount = await repository.unreadCount(connection.user.id);
      send(connection, STREAM_EVENTS.read, { unreadCount });
    });
  }

  function close(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    const set = byUser.get(connection.user.id);
    set?.delete(connection);
    if (set?.size === 0) byUser.delete(connection.user.id);
    connection.stream.end();
    if (byUser.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /**
   * Closes a stream past the cap. The browser would reconnect after its retry and close the next
   * oldest, round and round: the event tells it this one was replaced, not dropped.
   */
  function replace(connection: Connection): void {
    send(connection, STREAM_EVENTS.replaced, { reason: STREAM_REPLACED_REASON });
    close(connection);
  }

  /** Tells each connection of the changed tickets it may see, reading each ticket once. */
  async function flushTickets(): Promise<void> {
    flushScheduled = false;
    const batch = new Map(pendingTickets);
    pendingTickets.clear();
    if (byUser.size === 0) return;
    const facts = await repository.ticketFacts([...batch.keys()]);
    for (const connection of connections()) {
      for (const [ticketId, pending] of batch) {
        const ticket = facts.get(ticketId);
        // A deleted ticket's audience is gone with it: only admins, who saw it, hear of it.
        const mayKnow = ticket
          ? canViewTicket(connection.user, ticket)
          : receivesChainNotices(connection.user);
        const wasTakenOff = pending.formerAssignees.has(connection.user.id);
        if (!mayKnow && !wasTakenOff) continue;
        send(connection, STREAM_EVENTS.ticket, { ticketId });
        if (pending.comment && mayKnow) send(connection, STREAM_EVENTS.comment, { ticketId });
      }
    }
  }

  function ticketChanged(event: Record<string, unknown>): void {
    const ticketId = text(event.ticketId);
    if (!ticketId) return;
    const pending = pendingTickets.get(ticketId) ?? { comment: false, formerAssignees: new Set() };
    pending.comment ||= event.comment === true;
    const former = text(event.formerAssigneeId);
    if (former) pending.formerAssignees.add(former);
    pendingTickets.set(ticketId, pending);
    // A bulk action commits many events at once: they are read and sent together.
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushTickets().catch((error: unknown) => {
        log.error({ err: error }, 'could not send ticket changes to live streams');
      });
    });
  }

  async function checkSessions(userId?: string): Promise<void> {
    // A heartbeat's full check is skipped while one runs; a sign-out's check of one user is not.
    if (userId === undefined && checkingSessions) return;
    if (userId === undefined) checkingSessions = true;
    try {
      const byToken = new Map<string, Connection[]>();
      const checked = userId === undefined ? connections() : [...(byUser.get(userId) ?? [])];
      for (const connection of checked) {
        byToken.set(connection.token, [...(byToken.get(connection.token) ?? []), connection]);
      }
      for (const [token, group] of byToken) {
        const user = await sessions.peekSession(token);
        for (const connection of group) {
          if (!user || user.id !== connection.user.id) close(connection);
          else connection.user = user;
        }
      }
    } finally {
      if (userId === undefined) checkingSessions = false;
    }
  }

  function beat(): void {
    for (const connection of connections()) write(connection, ': heartbeat\n\n');
    // A signed-out, expired or deactivated session ends its streams at the next heartbeat.
    checkSessions().catch((error: unknown) => {
      log.error({ err: error }, 'could not re-check the sessions of live streams');
    });
  }

  const unsubscribe = bus.subscribe({
    onEvent({ event }) {
      if (event.type === NOTIFICATIONS_CREATED_EVENT && Array.isArray(event.userIds)) {
        for (const userId of event.userIds) {
          for (const connection of byUser.get(String(userId)) ?? []) {
            enqueue(connection, () => sendMissed(connection));
          }
        }
      } else if (event.type === NOTIFICATIONS_READ_EVENT) {
        for (const connection of byUser.get(String(event.userId)) ?? []) {
          sendUnreadCount(connection);
        }
      } else if (event.type === TICKET_CHANGED_EVENT) {
        ticketChanged(event);
      } else if (event.type === SESSIONS_ENDED_EVENT && typeof event.userId === 'string') {
        // Signed out: that user's streams end now, not at the next heartbeat.
        checkSessions(event.userId).catch((error: unknown) => {
          log.error({ err: error }, 'could not re-check the sessions of live streams');
        });
      }
    },
    // Events were lost while the listening connection was down: each connection catches up on
    // its notifications and count (ticket events are not replayable; the browser refetches
    // those when its own connection drops).
    onGap() {
      for (const connection of connections()) {
        enqueue(connection, () => sendMissed(connection));
        sendUnreadCount(connection);
      }
    },
  });

  return {
    /**
     * Opens a stream for a signed-in user. With `lastEventId` (a reconnect) it first replays the
     * notifications stored after it; otherwise it starts from the user's newest one.
     */
    open(user: SessionUser, token: string, lastEventId?: number): PassThrough {
      const stream = new PassThrough();
      const connection: Connection = {
        user,
        token,
        stream,
        lastSeq: 0,
        queue: Promise.resolve(),
        closed: false,
      };
      const set = byUser.get(user.id) ?? new Set();
      set.add(connection);
      byUser.set(user.id, set);
      // A Set iterates in insertion order: the oldest first.
      const ofSession = [...set].filter((other) => other.token === token);
      const sessionExcess = Math.max(0, ofSession.length - STREAMS_PER_SESSION);
      for (const oldest of ofSession.slice(0, sessionExcess)) replace(oldest);
      const userExcess = Math.max(0, set.size - STREAMS_PER_USER);
      for (const oldest of [...set].slice(0, userExcess)) replace(oldest);
      // Fastify destroys the body stream when the client goes away; release it then.
      stream.on('close', () => {
        close(connection);
      });
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
      enqueue(connection, async () => {
        let latest: number;
        try {
          latest = await repository.latestSeq(user.id);
        } catch (error) {
          // Without a cursor the stream cannot tell new from old: it ends, and the browser
          // connects again after its default delay.
          close(connection);
          throw error;
        }
        // The stream's first bytes (and with them its status and headers) go out only now that
        // its cursor is set. A notification stored once the client sees the stream open is
        // after the cursor, so it is sent; written before, one stored while the cursor was read
        // counted as already seen and was never sent (a test waited for it under load).
        write(connection, `retry: ${String(STREAM_RETRY_MS)}\n: connected\n\n`);
        if (lastEventId === undefined) {
          connection.lastSeq = latest;
          return;
        }
        // A cursor from the future (a restored database) would hide new notifications.
        connection.lastSeq = Math.min(lastEventId, latest);
        await sendMissed(connection);
      });
      return stream;
    },

    /** Open connections on this instance (tests and the bench). */
    connectionCount(): number {
      return connections().length;
    },

    /** Ends every stream (app close: graceful shutdown must not wait on open streams). */
    async close(): Promise<void> {
      unsubscribe();
      const open = connections();
      const released = open.map(
        (connection) =>
          new Promise<void>((resolve) => {
            if (connection.stream.closed) resolve();
            else connection.stream.once('close', resolve);
          }),
      );
      for (const connection of open) close(connection);
      // Once every response is finished the server closes the idle connections instead of
      // waiting on them. A client that stopped reading never takes the end in, so after a short
      // grace its stream is dropped: shutdown never waits on a stalled reader (it reconnects to
      // another instance and replays from Last-Event-ID).
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(released),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(grace);
      for (const connection of open) {
        if (!connection.stream.closed) connection.stream.destroy();
      }
    },
  };
}

export type NotificationStream = ReturnType<typeof createNotificationStream>;
