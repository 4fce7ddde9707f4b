import { z } from 'zod';

import { IdSchema, requiredText } from './common.ts';

/** A store location; the ticket counts are computed by the server, never stored (product rules §3). */
export const LocationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  address: z.string(),
  /** Tickets at this location that are not completed. */
  activeTickets: z.number().int().min(0),
  totalTickets: z.number().int().min(0),
});
export type Location = z.infer<typeof LocationSchema>;

// Product rules §5: name and address required.
export const LocationInputSchema = z.object({
  name: requiredText('Name', 100),
  address: requiredText('Address', 300),
});
export type LocationInput = z.infer<typeof LocationInputSchema>;

export const CreateLocationInputSchema = LocationInputSchema;
