import { z } from 'zod';

import { CHAT_MAX_LENGTH } from '../constants.ts';
import { IdSchema, optionalText, requiredText } from './common.ts';

// The four AI calls of product rules §7 (POST /api/tickets/analyze, POST /api/ai/chat, GET /api/insights,
// GET /api/scheduling-optimization). The same schemas check the built-in engine's answers and an
// optional LLM's structured output (architecture §7).

const CHAT_CONTEXT_MAX = 2000;

export const AI_PRIORITIES = ['low', 'medium', 'urgent'] as const;
export type AiPriority = (typeof AI_PRIORITIES)[number];

/** Product rules §7: the draft's title, description and location (the location may still be empty). */
// Issue 38: a draft is analysed however bad it is (empty, blank, 10,000 characters, emoji only): the
// answer then has a low confidence and asks the risk questions. Only text that is not text is refused.
const ANALYZE_TEXT_MAX = 20_000;
const draftText = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .max(ANALYZE_TEXT_MAX, `${label} must be at most ${String(ANALYZE_TEXT_MAX)} characters`)
    .default('')
    .transform((value) => value.trim());

export const AnalyzeTicketInputSchema = z.object({
  title: draftText('Title'),
  description: draftText('Description'),
  location: optionalText('Location', 200),
  /** Decision 033: the unit picked on the form; the suggested category is then the unit's. */
  equipmentId: IdSchema.nullish(),
});
export type AnalyzeTicketInput = z.infer<typeof AnalyzeTicketInputSchema>;

/** Product rules §3 "AI analysis result", plus where it came from. */
export const AiAnalysisResultSchema = z.object({
  /** A calibrated probability that the suggested category is right. */
  confidence: z.number().min(0).max(1),
  suggestedCategory: z.string().min(1),
  suggestedPriority: z.enum(AI_PRIORITIES),
  reasoning: z.string().min(1),
  estimatedRepairTime: z.string().min(1),
  troubleshootingSteps: z.array(z.string().min(1)).min(1).max(12),
  /** 'built-in' for the offline engine, 'llm' when an OpenAI-compatible model answered. */
  source: z.enum(['built-in', 'llm']),
  /**
   * Architecture §7: set when the report is too vague to triage with confidence (the confidence is then
   * under 0.5): what to add to the description.
   */
  detailHint: z.string().min(1).optional(),
  /**
   * Issue 38: the engine is unsure how urgent the report is (or it is vague), so the create form asks
   * the three risk questions (RISK_QUESTIONS) before submitting.
   */
  needsRiskQuestions: z.boolean(),
});
export type AiAnalysisResult = z.infer<typeof AiAnalysisResultSchema>;

/** Product rules §5: at most 500 characters; a blank question is not sent (and refused here). */
export const ChatInputSchema = z.object({
  question: requiredText('Question', CHAT_MAX_LENGTH, { isMultiLine: true }),
  context: optionalText('Context', CHAT_CONTEXT_MAX, { isMultiLine: true }),
});
export type ChatInput = z.infer<typeof ChatInputSchema>;

/** A ticket an answer names ('#1042'), so the chat links it to the ticket itself (architecture §7). */
const ChatTicketRefSchema = z.object({ number: z.number().int(), id: IdSchema });
export type ChatTicketRef = z.infer<typeof ChatTicketRefSchema>;

export const ChatAnswerSchema = z.object({
  answer: z.string().min(1),
  source: z.enum(['built-in', 'llm']),
  /** The tickets the answer names that the asker may see (architecture §7). */
  tickets: z.array(ChatTicketRefSchema).default([]),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

/** Product rules §3 "Insight", plus what it is about so the panel can link it. */
export const InsightSchema = z.object({
  issue: z.string().min(1),
  solution: z.string().min(1),
  /** 1–10; badge thresholds 8 / 6 / 4 (product rules §4). */
  urgencyLevel: z.number().int().min(1).max(10),
  preventiveMeasures: z.array(z.string().min(1)),
  location: z.string().nullable(),
  category: z.string().nullable(),
  ticketNumbers: z.array(z.number().int()),
});
export type Insight = z.infer<typeof InsightSchema>;

export const InsightListSchema = z.array(InsightSchema);

/**
 * Architecture §7: what a suggestion's button does. 'assign' opens the assign dialog with the technician
 * (and, when given, the slot) chosen; 'schedule' opens the schedule dialog with the slot filled in.
 * Only actions the asker may take are offered (the same rules as the ticket detail's buttons).
 */
const SchedulingActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('assign'),
    ticketId: z.string(),
    ticketNumber: z.number().int(),
    technicianId: z.string(),
    technicianName: z.string(),
    start: z.string().nullable(),
    end: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('schedule'),
    ticketId: z.string(),
    ticketNumber: z.number().int(),
    start: z.string(),
    end: z.string(),
  }),
]);
export type SchedulingAction = z.infer<typeof SchedulingActionSchema>;

/** A ticket a suggestion names: its number in the text is a link to it. */
const SchedulingTicketSchema = z.object({ id: z.string(), ticketNumber: z.number().int() });

/** Product rules §3 "Scheduling optimization", plus each line's actions (architecture §7). */
export const SchedulingOptimizationSchema = z.object({
  suggestions: z.array(z.string().min(1)),
  /** Parallel to `suggestions`: the buttons of each line (often none). */
  actions: z.array(z.array(SchedulingActionSchema)),
  /**
   * Parallel to `suggestions`: the tickets each line names. Only their numbers are links, so a
   * '#2' inside a title ('Fryer #2 not heating') stays text.
   */
  tickets: z.array(z.array(SchedulingTicketSchema)),
});
export type SchedulingOptimization = z.infer<typeof SchedulingOptimizationSchema>;
