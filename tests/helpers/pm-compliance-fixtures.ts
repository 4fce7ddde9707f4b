import { randomUUID } from 'node:crypto';

import { categories, locations, pmOccurrences, pmPlans, tickets } from '#server/db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { idOf } from './spend-fixture.ts';

// PM history written straight into the tables (decision 034), for tests of what reads it (the
// compliance report): a plan per store, and occurrences that are missed or have a ticket in a
// given state, without running the generator.

type TicketStatus = (typeof tickets.$inferInsert)['status'];

export interface OccurrenceDraft {
  dueDate: string;
  /** 'missed', or the state of the generated ticket. */
  outcome: 'missed' | { status: NonNullable<TicketStatus>; completedAt?: string };
}

/** A store-wide plan at a store (deleted when asked), with its occurrences and their tickets. */
export async function insertPmHistory(
  testApp: TestApp,
  draft: { location: string; deleted?: boolean; occurrences: OccurrenceDraft[] },
): Promise<void> {
  const db = testApp.database.db;
  const locationId = await idOf(testApp, locations, draft.location);
  const categoryId = await idOf(testApp, categories, 'Fryer');
  const [plan] = await db
    .insert(pmPlans)
    .values({
      title: `Boil-out at ${draft.location}`,
      scope: 'store',
      categoryId,
      rrule: 'FREQ=WEEKLY',
      startDate: '2025-01-01',
      dueTime: '06:00',
      deletedAt: draft.deleted ? new Date() : null,
    })
    .returning({ id: pmPlans.id });
  if (!plan) throw new Error('plan not inserted');
  for (const occurrence of draft.occurrences) {
    let ticketId: string | null = null;
    if (occurrence.outcome !== 'missed') {
      const { status, completedAt } = occurrence.outcome;
      const [ticket] = await db
        .insert(tickets)
        .values({
          title: `Boil-out due ${occurrence.dueDate}`,
          description: 'Preventive maintenance.',
          locationId,
          categoryId,
          status,
          completedAt: completedAt ? new Date(completedAt) : null,
          preventive: true,
          pmPlanId: plan.id,
        })
        .returning({ id: tickets.id });
      ticketId = ticket?.id ?? null;
    }
    await db.insert(pmOccurrences).values({
      planId: plan.id,
      locationId,
      // One unit per occurrence: two occurrences may share a due day.
      unitKey: randomUUID(),
      dueAt: new Date(`${occurrence.dueDate}T11:00:00.000Z`),
      dueDate: occurrence.dueDate,
      status: occurrence.outcome === 'missed' ? 'missed' : 'generated',
      ticketId,
    });
  }
}
