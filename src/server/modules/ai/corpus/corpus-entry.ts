import { z } from 'zod';

import { DEFAULT_CATEGORIES } from '#contract/constants.ts';
import { TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';

export interface LabelledReport {
  title: string;
  description: string;
  category: string;
  priority: 'low' | 'medium' | 'urgent';
}

const CATEGORY_NAMES = DEFAULT_CATEGORIES.map((category) => category.name);

/** One line of training-corpus.jsonl or held-out-set.jsonl: written for a default category. */
export const LabelledReportSchema = z.strictObject({
  category: z.enum(CATEGORY_NAMES),
  priority: z.enum(TICKET_PRIORITIES),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1),
}) satisfies z.ZodType<LabelledReport>;
