import { z } from 'zod';

import { DEFAULT_CATEGORIES } from '#contract/constants.ts';

import { loadOnce, readJsonDataFile } from '../ai-data-files.ts';

// Troubleshooting guides (data/guides.json): at least five symptoms per category, four to six steps
// each, each with a safety warning and the point where staff stop and call a licensed professional.
// They feed the analysis panel's steps, the chat's troubleshooting answers and the insights' solutions
// and prevention (architecture §7).

const text = z.string().trim().min(1);

const GuideSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a kebab-case id'),
  /** One of the default categories (product rules §9). */
  category: z.enum(DEFAULT_CATEGORIES.map((category) => category.name)),
  symptom: text,
  /** Other words staff use for this symptom; searched with the symptom. */
  keywords: text,
  safety: text,
  steps: z.array(text).min(4).max(6),
  callAPro: text,
  /** Typical time for a technician to repair, in minutes: [low, high]. */
  repairMinutes: z
    .tuple([z.number().int().positive(), z.number().int().positive()])
    .refine(([low, high]) => low <= high, 'The low repair time must not exceed the high one'),
  /** The lasting fix when the symptom keeps coming back (insights). */
  solution: text,
  prevention: z.array(text).min(1),
});

const GuidesSchema = z.array(GuideSchema).superRefine((guides, context) => {
  const seen = new Set<string>();
  guides.forEach((guide, index) => {
    if (seen.has(guide.id))
      context.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `Duplicate id ${guide.id}`,
      });
    seen.add(guide.id);
  });
});

export interface TroubleshootingGuide extends Omit<
  z.infer<typeof GuideSchema>,
  'category' | 'repairMinutes'
> {
  /** A default category, or '*' for the general guide. */
  category: string;
  repairMinutes: readonly [number, number];
}

export const troubleshootingGuides: () => readonly TroubleshootingGuide[] = loadOnce(() =>
  readJsonDataFile('guides.json', GuidesSchema),
);
