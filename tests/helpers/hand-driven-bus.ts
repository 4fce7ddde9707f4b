import { sql } from 'drizzle-orm';

import type { DeliveredEvent, EventBus } from '#server/integrations/event-bus.ts';

/**
 * An event bus whose deliveries the test makes, one at a time and in the order it chooses (a late
 * LISTEN/NOTIFY delivery, another instance's event): what it publishes goes nowhere.
 */
export function handDrivenBus(): {
  bus: EventBus;
  deliver: (event: DeliveredEvent['event'], options: { isOwn: boolean }) => void;
} {
  const subscribers = new Set<Parameters<EventBus['subscribe']>[0]>();
  const bus: EventBus = {
    instanceId: 'this-instance',
    publish: async () => undefined,
    announcement: () => sql`null`,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    start: async () => undefined,
    close: async () => undefined,
  };
  return {
    bus,
    deliver: (event, { isOwn }) => {
      for (const subscriber of subscribers) subscriber.onEvent({ event, isOwn });
    },
  };
}
