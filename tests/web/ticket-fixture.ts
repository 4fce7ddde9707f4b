import type { Ticket } from '#contract/schemas/ticket.ts';

import { NEW_TICKET_FIELDS } from '#tests/helpers/new-record-fields.ts';

/**
 * A ticket as the API answers it, for the web's tests: open, medium, unassigned, at Downtown.
 * A test passes what it is about.
 */
export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    ticketNumber: 1,
    title: 'Fryer not heating',
    description: '',
    priority: 'medium',
    status: 'open',
    location: 'Downtown',
    locationId: '00000000-0000-4000-8000-000000000100',
    category: 'Fryer',
    categoryId: '00000000-0000-4000-8000-000000000200',
    equipmentDown: false,
    submittedBy: 'Maria Manager',
    submittedById: null,
    submittedAt: '2026-01-05T10:00:00.000Z',
    ...NEW_TICKET_FIELDS,
    aiTriage: null,
    equipment: null,
    preventive: false,
    pmPlanId: null,
    checklistProgress: null,
    checklistSkippedNote: null,
    sla: null,
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
