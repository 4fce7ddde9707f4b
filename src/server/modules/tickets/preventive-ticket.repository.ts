import { and, eq } from 'drizzle-orm';

import type { Executor } from '../../db/database.ts';
import { ticketChecklistItems, tickets, users } from '../../db/schema.ts';

// Decision 034: the rows of a preventive ticket (see preventive-ticket.ts), written in the caller's
// transaction.

export interface PreventiveTicketRow {
  planId: string;
  title: string;
  description: string;
  locationId: string;
  categoryId: string;
  equipmentId: string | null;
  priority: 'low' | 'medium' | 'urgent';
  assignedTo: string | null;
  scheduledStart: Date;
  scheduledEnd: Date;
  now: Date;
}

export const preventiveTicketRepository = {
  async findActiveTechnician(
    userId: string,
    tx: Executor,
  ): Promise<{ id: string; name: string } | undefined> {
    const [row] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'technician'), eq(users.status, 'active')));
    return row;
  },

  async insert(
    values: PreventiveTicketRow,
    tx: Executor,
  ): Promise<{ id: string; ticketNumber: number }> {
    const [row] = await tx
      .insert(tickets)
      .values({
        title: values.title,
        description: values.description,
        priority: values.priority,
        locationId: values.locationId,
        categoryId: values.categoryId,
        equipmentId: values.equipmentId,
        // No person submitted it: the plan did (answered as 'Preventive maintenance').
        submittedBy: null,
        submittedAt: values.now,
        assignedTo: values.assignedTo,
        scheduledStart: values.scheduledStart,
        scheduledEnd: values.scheduledEnd,
        allDay: false,
        preventive: true,
        pmPlanId: values.planId,
        updatedAt: values.now,
      })
      .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
    if (!row) throw new Error('preventive ticket insert returned no row');
    return row;
  },

  /** The plan's checklist copied onto the ticket, positions in order. */
  async insertChecklist(ticketId: string, texts: string[], tx: Executor): Promise<void> {
    if (texts.length === 0) return;
    await tx
      .insert(ticketChecklistItems)
      .values(texts.map((text, position) => ({ ticketId, position, text })));
  },
};
