import { z } from 'zod';

import type { CreateTicketFormValues } from '#contract/schemas/ticket.ts';

// Decision 027: what is typed into the create form is kept on this device, per user, until the ticket
// is submitted or the draft discarded. Photos are not kept (files cannot be stored here).

const DRAFT_KEY_PREFIX = 'createTicketDraft:';

/** What a stored draft may hold; anything else in storage (an older or edited value) is ignored. */
const StoredDraftSchema = z
  .object({
    location: z.string(),
    category: z.string(),
    title: z.string(),
    description: z.string(),
    priority: z.enum(['low', 'medium', 'urgent']),
    equipmentDown: z.boolean(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    allDay: z.boolean(),
  })
  .partial();

type TicketDraftValues = z.infer<typeof StoredDraftSchema>;

function ticketDraftKey(userId: string): string {
  return `${DRAFT_KEY_PREFIX}${userId}`;
}

/** The user's kept draft, or undefined when there is none (or storage is unavailable). */
export function readTicketDraft(userId: string): TicketDraftValues | undefined {
  try {
    const raw = localStorage.getItem(ticketDraftKey(userId));
    if (raw === null) return undefined;
    const parsed = StoredDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveTicketDraft(userId: string, values: CreateTicketFormValues): void {
  try {
    localStorage.setItem(ticketDraftKey(userId), JSON.stringify(values));
  } catch {
    // A full or blocked storage only means the draft is not kept; typing goes on.
  }
}

export function clearTicketDraft(userId: string): void {
  try {
    localStorage.removeItem(ticketDraftKey(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Whether the form holds anything beyond its starting values (worth keeping, or asking about). */
export function hasTicketInput(
  values: Partial<CreateTicketFormValues>,
  blank: CreateTicketFormValues,
): boolean {
  return (Object.keys(blank) as (keyof CreateTicketFormValues)[]).some((key) => {
    const value = values[key];
    if (value === undefined) return false;
    return typeof value === 'string'
      ? value.trim() !== String(blank[key]).trim()
      : value !== blank[key];
  });
}

/** The required fields, in the form's order. */
const REQUIRED_FIELDS = ['location', 'category', 'title', 'description'] as const;

/** The required fields still empty, in the form's order ('Missing: Location, Title'). */
export function missingRequiredFields(
  values: Partial<CreateTicketFormValues>,
): (typeof REQUIRED_FIELDS)[number][] {
  return REQUIRED_FIELDS.filter((key) => {
    const value = values[key];
    return typeof value !== 'string' || value.trim() === '';
  });
}
