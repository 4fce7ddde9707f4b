import { z } from 'zod';

import { DaySchema, IdSchema } from './common.ts';

// GET /api/tickets/{id}/assignment-candidates (decision 024): what an admin decides an assignment by,
// for each active technician.

const CandidateCertificationSchema = z.object({
  name: z.string(),
  /** YYYY-MM-DD, or null when it does not expire. */
  expiresAt: DaySchema.nullable(),
  /** Its expiration day has passed (business time zone). */
  expired: z.boolean(),
  /** It is the certification the ticket's category needs. */
  matchesCategory: z.boolean(),
});
export type CandidateCertification = z.infer<typeof CandidateCertificationSchema>;

const NextJobSchema = z.object({
  ticketId: IdSchema,
  ticketNumber: z.number().int(),
  /** ISO date-time. */
  scheduledStart: z.string(),
});

const AssignmentCandidateSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Every certification, those matching the ticket's category first. */
  certifications: z.array(CandidateCertificationSchema),
  /** Tickets assigned to the technician that are not completed. */
  openTickets: z.number().int().min(0),
  /** The earliest scheduled, uncompleted ticket of theirs that has not ended yet. */
  nextJob: NextJobSchema.nullable(),
  hasValidMatchingCertification: z.boolean(),
});
export type AssignmentCandidate = z.infer<typeof AssignmentCandidateSchema>;

/** Valid matching certification first, then fewest open tickets, then by name. */
export const AssignmentCandidatesSchema = z.array(AssignmentCandidateSchema);
