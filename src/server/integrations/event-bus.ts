import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { DatabaseHandle, Executor } from '../db/database.ts';

/**
 * Something that happened, told to every instance of the app sharing the database. Events carry
 * ids, never data a listener could show unchecked: a listener reads what it needs under its own
 * permission rules.
 */
interface AppEvent {
  type: string;
  [field: string]: unknown;
}

/** What a subscriber receives: the event and whether this instance published it. */
export interface DeliveredEvent {
  event: AppEvent;
  isOwn: boolean;
}

interface EventSubscriber {
  onEvent(delivered: DeliveredEvent): void;
  /** Events may have been missed (the listening connection was lost for a while): resync. */
  onGap?(): void;
}

export interface EventBus {
  /** This process's id in every event it publishes. */
  readonly instanceId: string;
  /**
   * Publishes through the executor: inside a transaction the event is delivered when (and only
   * if) it commits, to every instance, this one included.
   */
  publish(event: AppEvent, executor?: Executor): Promise<void>;
  /**
   * The same publication as an SQL expression, for a write to carry in its RETURNING list: the
   * event then costs no round trip of its own (decision 032's write-cost budget), is sent only if the
   * write returned a row, and is delivered when the transaction commits. Identical payloads within
   * one transaction are delivered once.
   */
  announcement(event: AppEvent): SQL;
  subscribe(subscriber: EventSubscriber): () => void;
  /** Starts listening (once); until then events are published but not received. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = 'fixflow_events';
// PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

interface Envelope {
  origin: string;
  event: AppEvent;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { origin?: unknown; event?: unknown };
  if (typeof candidate.origin !== 'string') return false;
  const event = candidate.event as { type?: unknown } | null | undefined;
  return typeof event === 'object' && event !== null && typeof event.type === 'string';
}

/**
 * Events between instances over PostgreSQL LISTEN/NOTIFY (architecture §10: several instances
 * behave as one). On the embedded database the same calls work within the one process.
 */
export function createEventBus(deps: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}): EventBus {
  const { database, log } = deps;
  const instanceId = randomUUID();
  const subscribers = new Set<EventSubscriber>();
  let stopListening: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;

  function deliver(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      log.warn('ignored an event that is not JSON');
      return;
    }
    if (!isEnvelope(parsed)) return;
    const delivered = { event: parsed.event, isOwn: parsed.origin === instanceId };
    for (const subscriber of subscribers) {
      try {
        subscriber.onEvent(delivered);
      } catch (error) {
        log.error({ err: error, eventType: parsed.event.type }, 'an event subscriber failed');
      }
    }
  }

  function gap(): void {
    log.warn('the event connection was lost and is back; subscribers resync');
    for (const subscriber of subscribers) subscriber.onGap?.();
  }

  function payloadOf(event: AppEvent): string {
    const payload = JSON.stringify({ origin: instanceId, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(`event ${event.type} is too large to publish`);
    }
    return payload;
  }

  function announcement(event: AppEvent): SQL {
    return sql`pg_notify(${EVENTS_CHANNEL}, ${payloadOf(event)})`;
  }

  return {
    instanceId,
    async publish(event, executor = database.db) {
      // Outside a transaction, on a database whose listeners are all this handle's (the embedded
      // one), delivered without a statement (issue 37: every write published one).
      if (executor === database.db && database.notify) {
        database.notify(EVENTS_CHANNEL, payloadOf(event));
        return;
      }
      await executor.execute(sql`select ${announcement(event)}`);
    },
    announcement,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    start() {
      starting ??= database
        .listen(EVENTS_CHANNEL, { onPayload: deliver, onGap: gap })
        .then((stop) => {
          stopListening = stop;
        })
        .catch((error: unknown) => {
          // The listener keeps retrying by itself and reports the gap when it is back.
          log.error({ err: error }, 'could not listen for events yet; retrying');
        });
      return starting;
    },
    async close() {
      await starting;
      await stopListening?.();
      stopListening = undefined;
      subscribers.clear();
    },
  };
}
