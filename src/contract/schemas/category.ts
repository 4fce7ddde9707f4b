import { z } from 'zod';

import { IdSchema, requiredText } from './common.ts';

/** An equipment category (product rules §3). */
export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

// Product rules §5: name and description required.
export const CategoryInputSchema = z.object({
  name: requiredText('Name', 60),
  description: requiredText('Description', 300, { isMultiLine: true }),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
