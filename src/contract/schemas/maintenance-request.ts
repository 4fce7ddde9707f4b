import { z } from 'zod';

import { normalizePhone } from '../utils/phone.ts';
import { IdSchema, optionalText, requiredText } from './common.ts';
import { TicketPrioritySchema } from './ticket.ts';

// Decision 033: a problem reported by anyone who scans a unit's QR label, signed out.
// It becomes a request the store's manager and the admins approve into a ticket or decline.

const REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
const RequestStatusSchema = z.enum(REQUEST_STATUSES, {
  message: `status must be one of: ${REQUEST_STATUSES.join(', ')}`,
});

export const PUBLIC_REQUEST_PHOTOS_MAX = 3;
export const PUBLIC_REQUESTS_PER_HOUR = 10;
const REQUEST_DESCRIPTION_MAX = 2000;

/** GET /api/public/equipment/{shortCode}: nothing but the unit's name and store. */
export const PublicEquipmentSchema = z.object({
  shortCode: z.string(),
  name: z.string(),
  location: z.string(),
});
export type PublicEquipment = z.infer<typeof PublicEquipmentSchema>;

/**
 * POST /api/public/requests (multipart): these text fields plus up to 3 `photos` files (images,
 * checked by content, PHOTO_MAX_BYTES each).
 */
export const CreatePublicRequestInputSchema = z.object({
  shortCode: requiredText('Short code', 20),
  description: requiredText("What's wrong?", REQUEST_DESCRIPTION_MAX, { isMultiLine: true }),
  reporterName: optionalText('Name', 100),
  reporterPhone: optionalText('Phone', 40).transform((value, context) => {
    if (value === null) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'Phone must be a valid phone number' });
      return z.NEVER;
    }
    return phone;
  }),
});

/** The public page's answer to a new report. */
export const REPORT_SENT_MESSAGE = 'Thank you! Your report was sent.';
/** Decision 039: the unit already had an open request, and this report was added to it as a note. */
export const REPORT_ATTACHED_MESSAGE = 'Already reported: we added your note';

/**
 * POST /api/public/requests answers 201 either way: a report is never refused because of its
 * unit; on a unit with an open (pending) request it is attached to that request.
 */
export const PublicRequestCreatedSchema = z.object({
  ok: z.literal(true),
  isAttached: z.boolean(),
  /** REPORT_SENT_MESSAGE or REPORT_ATTACHED_MESSAGE, for the reporter. */
  message: z.string(),
});
export type PublicRequestCreated = z.infer<typeof PublicRequestCreatedSchema>;

const RequestPhotoSchema = z.object({
  id: IdSchema,
  /** An authenticated address answering the image bytes. */
  url: z.string(),
  contentType: z.string(),
});

/** How many of an open request's latest notes a list shows (noteCount says how many there are). */
export const REQUEST_NOTES_SHOWN = 20;

/** A later report on a unit whose request was still open, attached to that request (decision 039). */
const RequestNoteSchema = z.object({
  id: IdSchema,
  description: z.string(),
  reporterName: z.string().nullable(),
  reporterPhone: z.string().nullable(),
  photos: z.array(RequestPhotoSchema),
  createdAt: z.string(),
});
export type RequestNote = z.infer<typeof RequestNoteSchema>;

const MaintenanceRequestSchema = z.object({
  id: IdSchema,
  status: RequestStatusSchema,
  equipment: z.object({ id: IdSchema, name: z.string() }),
  locationId: IdSchema,
  location: z.string(),
  categoryId: IdSchema,
  category: z.string(),
  description: z.string(),
  reporterName: z.string().nullable(),
  reporterPhone: z.string().nullable(),
  photos: z.array(RequestPhotoSchema),
  createdAt: z.string(),
  /** Later reports attached to this one, oldest first: the latest REQUEST_NOTES_SHOWN. */
  notes: z.array(RequestNoteSchema),
  noteCount: z.number().int(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The ticket an approval created. */
  ticketId: IdSchema.nullable(),
  ticketNumber: z.number().int().nullable(),
});
export type MaintenanceRequest = z.infer<typeof MaintenanceRequestSchema>;

/** GET /api/requests: admins see every store's, managers their store's; pending by default. */
export const RequestListQuerySchema = z.object({
  status: RequestStatusSchema.default('pending'),
});
export const RequestListSchema = z.object({
  requests: z.array(MaintenanceRequestSchema),
  /** Pending requests the caller may decide (the 'Requests' tab's count). */
  pendingCount: z.number().int(),
});
export type RequestList = z.infer<typeof RequestListSchema>;

/** POST /api/requests/{id}/approve: makes a ticket (the photos carried over) and answers it. */
export const ApproveRequestInputSchema = z.object({
  priority: TicketPrioritySchema,
  /** The ticket's title; by default the start of the description. */
  title: optionalText('Title', 200),
  equipmentDown: z.boolean({ message: 'equipmentDown must be true or false' }).nullish(),
});
export type ApproveRequestInput = z.input<typeof ApproveRequestInputSchema>;

/** POST /api/requests/{id}/decline. */
export const DeclineRequestInputSchema = z.object({
  reason: requiredText('Reason', 500, { isMultiLine: true }),
});
export type DeclineRequestInput = z.input<typeof DeclineRequestInputSchema>;

export const REQUEST_ALREADY_DECIDED_MESSAGE = 'This request has already been decided';
