import { z } from 'zod';

import { IdSchema, requiredText } from './common.ts';

/** An equipment category (product rules §3). */
export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/**
 * GET /api/categories/ticket-counts (issue 36): per category, the tickets the caller may see (every
 * ticket for admins; decision 020 for the others), not completed and in all.
 */
export const CategoryTicketCountsSchema = z.object({
  categoryId: IdSchema,
  activeTickets: z.number().int().min(0),
  totalTickets: z.number().int().min(0),
});
export type CategoryTicketCounts = z.infer<typeof CategoryTicketCountsSchema>;

// Product rules §5: name and description required.
export const CategoryInputSchema = z.object({
  name: requiredText('Name', 60),
  description: requiredText('Description', 300, { isMultiLine: true }),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
