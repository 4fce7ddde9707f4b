import { z } from 'zod';

// The AI triage the server ran on a report when the ticket was created (decision 027), stored with the
// ticket. Its fields are the analysis panel's (AiAnalysisResultSchema in ./ai.ts); written out
// here rather than imported because ai.ts reads ticket.ts, which reads this file.

export const TicketTriageSchema = z.object({
  /** A calibrated probability (0–1) that the suggested category is right. */
  confidence: z.number().min(0).max(1),
  suggestedCategory: z.string().min(1),
  suggestedPriority: z.enum(['low', 'medium', 'urgent']),
  reasoning: z.string().min(1),
  estimatedRepairTime: z.string().min(1),
  troubleshootingSteps: z.array(z.string().min(1)).max(12),
  /** 'built-in' for the offline engine; the stored triage is always the built-in engine's. */
  source: z.enum(['built-in', 'llm']),
});
export type TicketTriage = z.infer<typeof TicketTriageSchema>;
