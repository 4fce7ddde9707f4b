import { z } from 'zod';

import { IdSchema } from './common.ts';

// Decision 033: what a ticket answers about its unit. Its own file because equipment.ts reads the
// ticket schema's statuses and priorities, and the ticket schema reads this.
export const TicketEquipmentSchema = z.object({ id: IdSchema, name: z.string() });
export type TicketEquipment = z.infer<typeof TicketEquipmentSchema>;

export const EQUIPMENT_NOT_AT_STORE_MESSAGE = "The equipment is not at this ticket's store";
export const EQUIPMENT_NOT_IN_CATEGORY_MESSAGE = "The equipment is not in this ticket's category";
export const EQUIPMENT_RETIRED_MESSAGE = 'This equipment is retired';
export const UNKNOWN_EQUIPMENT_MESSAGE = 'Unknown equipment';
