import type { Executor } from '../../db/database.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import { preventiveTicketRepository as repository } from './preventive-ticket.repository.ts';
import type { PreventiveTicketRow } from './preventive-ticket.repository.ts';

// Decision 034: the ticket of a preventive maintenance occurrence. The pm-plans module
// generates it inside its own transaction (the occurrence row and this ticket commit together or
// not at all), so this only writes through the given executor. The tickets table stays written by
// this module alone.

interface PreventiveTicketValues extends Omit<
  PreventiveTicketRow,
  'assignedTo' | 'scheduledStart' | 'scheduledEnd'
> {
  /** The occurrence's due instant: the ticket is scheduled from it. */
  dueAt: Date;
  estimatedMinutes: number;
  /** The plan's default technician; assigned only while still an active technician. */
  technicianId: string | null;
  /** The plan's checklist, in order. */
  checklist: string[];
}

export function createPreventiveTicketWriter(deps: { activity: ActivityRecorder }) {
  const { activity } = deps;

  return async function createPreventive(
    values: PreventiveTicketValues,
    tx: Executor,
  ): Promise<{ id: string; ticketNumber: number }> {
    const technician = values.technicianId
      ? await repository.findActiveTechnician(values.technicianId, tx)
      : undefined;
    const scheduledEnd = new Date(values.dueAt.getTime() + values.estimatedMinutes * 60_000);
    const row = await repository.insert(
      {
        planId: values.planId,
        title: values.title,
        description: values.description,
        locationId: values.locationId,
        categoryId: values.categoryId,
        equipmentId: values.equipmentId,
        priority: values.priority,
        assignedTo: technician?.id ?? null,
        scheduledStart: values.dueAt,
        scheduledEnd,
        now: values.now,
      },
      tx,
    );
    await repository.insertChecklist(row.id, values.checklist, tx);
    await activity.record(
      {
        actorId: null,
        ticketId: row.id,
        kind: 'ticket.created',
        details: {
          ticketNumber: row.ticketNumber,
          title: values.title,
          priority: values.priority,
          preventive: true,
          pmPlanId: values.planId,
          scheduledStart: values.dueAt.toISOString(),
          scheduledEnd: scheduledEnd.toISOString(),
          allDay: false,
        },
        createdAt: values.now,
      },
      tx,
    );
    if (technician) {
      // The assignment entry is what tells the technician (notification listeners), once.
      await activity.record(
        {
          actorId: null,
          ticketId: row.id,
          kind: 'ticket.assigned',
          details: {
            ticketNumber: row.ticketNumber,
            assigneeId: technician.id,
            assigneeName: technician.name,
            previousAssigneeId: null,
          },
          createdAt: values.now,
        },
        tx,
      );
    }
    return row;
  };
}

export type CreatePreventiveTicket = ReturnType<typeof createPreventiveTicketWriter>;
