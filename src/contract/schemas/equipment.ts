import { z } from 'zod';

import { DaySchema, IdSchema, multiLineText, requiredText, singleLineText } from './common.ts';
import { TicketPrioritySchema, TicketStatusSchema } from './ticket.ts';

// Decision 033: the equipment register. Every unit has an identity within its store,
// a warranty, a history of tickets and a short code printed on its QR label.

export const EQUIPMENT_STATUSES = ['in-service', 'down', 'retired'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
const EquipmentStatusSchema = z.enum(EQUIPMENT_STATUSES, {
  message: `Status must be one of: ${EQUIPMENT_STATUSES.join(', ')}`,
});

/** 3 or more tickets in this many days flag a unit 'Repeat repairs'. */
export const REPEAT_REPAIR_DAYS = 90;
export const REPEAT_REPAIR_THRESHOLD = 3;

/** A label's short code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 8;

/** The public address a label's QR code encodes: `{origin}/r/{shortCode}`. */
export function equipmentReportPath(shortCode: string): string {
  return `/r/${shortCode}`;
}

const EQUIPMENT_NAME_MAX = 100;
export const WARRANTY_BEFORE_INSTALL_MESSAGE = 'Warranty end must be on or after the install date';

/** Equipment as the API answers it. `underWarranty` is judged on today in the business time zone. */
export const EquipmentSchema = z.object({
  id: IdSchema,
  shortCode: z.string(),
  name: z.string(),
  locationId: IdSchema,
  /** The store's name. */
  location: z.string(),
  categoryId: IdSchema,
  /** The category's name. */
  category: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  installDate: z.string().nullable(),
  warrantyEndDate: z.string().nullable(),
  warrantyProvider: z.string().nullable(),
  status: EquipmentStatusSchema,
  notes: z.string().nullable(),
  /** An authenticated address answering the photo's bytes, or null. */
  photoUrl: z.string().nullable(),
  underWarranty: z.boolean(),
  /** Tickets on this unit submitted in the last REPEAT_REPAIR_DAYS days. */
  repairsLast90Days: z.number().int(),
  repeatRepairs: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.infer<typeof EquipmentSchema>;

export { TicketEquipmentSchema } from './equipment-ref.ts';
export type { TicketEquipment } from './equipment-ref.ts';

const equipmentFields = {
  name: requiredText('Name', EQUIPMENT_NAME_MAX),
  /** The store, by id. */
  locationId: IdSchema,
  categoryId: IdSchema,
  make: singleLineText('Make', 100).nullish(),
  model: singleLineText('Model', 100).nullish(),
  serialNumber: singleLineText('Serial number', 100).nullish(),
  installDate: DaySchema.nullish(),
  warrantyEndDate: DaySchema.nullish(),
  warrantyProvider: singleLineText('Warranty provider', 200).nullish(),
  notes: multiLineText('Notes', 2000).nullish(),
};

function refineWarranty(
  value: { installDate?: string | null; warrantyEndDate?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.installDate && value.warrantyEndDate && value.warrantyEndDate < value.installDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['warrantyEndDate'],
      message: WARRANTY_BEFORE_INSTALL_MESSAGE,
    });
  }
}

/** POST /api/equipment (admins). Blank optional texts are stored as null. */
export const CreateEquipmentInputSchema = z
  .object({
    ...equipmentFields,
    status: z
      .enum(['in-service', 'down'], { message: 'Status must be in-service or down' })
      .nullish(),
  })
  .superRefine(refineWarranty);
export type CreateEquipmentInput = z.input<typeof CreateEquipmentInputSchema>;

/** PUT /api/equipment/{id} (admins): the whole record; status may bring a retired unit back. */
export const UpdateEquipmentInputSchema = z
  .object({ ...equipmentFields, status: EquipmentStatusSchema.nullish() })
  .superRefine(refineWarranty);
export type UpdateEquipmentInput = z.input<typeof UpdateEquipmentInputSchema>;

const WARRANTY_FILTERS = ['active', 'expired', 'none'] as const;

/**
 * GET /api/equipment. Without `status` the list holds units in service and down (retired units are
 * hidden from pickers and lists unless asked for). `location` and `category` by id or name.
 */
export const EquipmentListQuerySchema = z.object({
  q: singleLineText('q', 200).optional(),
  location: singleLineText('location', 100, { isRequired: true }).optional(),
  category: singleLineText('category', 100, { isRequired: true }).optional(),
  status: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(EquipmentStatusSchema))
    .optional(),
  warranty: z
    .enum(WARRANTY_FILTERS, { message: `warranty must be one of: ${WARRANTY_FILTERS.join(', ')}` })
    .optional(),
  repeat: z
    .enum(['true', 'false'], { message: 'repeat must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be between 1 and 500' })
    .max(500, { message: 'limit must be between 1 and 500' })
    .default(100),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int({ message: 'offset must be a whole number' })
    .min(0, { message: 'offset must be 0 or more' })
    .default(0),
});

/** Counts over the list's filters (status aside, so each status tab shows its own count). */
const EquipmentCountsSchema = z.object({
  total: z.number().int(),
  inService: z.number().int(),
  down: z.number().int(),
  retired: z.number().int(),
  underWarranty: z.number().int(),
  repeatRepairs: z.number().int(),
});

export const EquipmentListSchema = z.object({
  equipment: z.array(EquipmentSchema),
  /** Units matching every filter (for paging). */
  matching: z.number().int(),
  counts: EquipmentCountsSchema,
});
export type EquipmentList = z.infer<typeof EquipmentListSchema>;

/** One ticket in a unit's history. */
const EquipmentHistoryTicketSchema = z.object({
  id: IdSchema,
  ticketNumber: z.number().int(),
  title: z.string(),
  status: TicketStatusSchema,
  priority: TicketPrioritySchema,
  submittedAt: z.string(),
  completedAt: z.string().nullable(),
  assignedToName: z.string().nullable(),
  /** Minutes logged on the ticket. */
  timeLogged: z.number().int(),
});

/** A unit's history answers this many tickets a page unless asked for fewer or more. */
export const EQUIPMENT_HISTORY_PAGE_DEFAULT = 50;
const EQUIPMENT_HISTORY_PAGE_MAX = 200;

/** GET /api/equipment/{id}/history?cursor=&limit= */
export const EquipmentHistoryQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EQUIPMENT_HISTORY_PAGE_MAX).optional(),
});

/**
 * GET /api/equipment/{id}/history: the unit's tickets the caller may see, newest first, a page at a
 * time (decision 033); the count and the minutes are over all of them, whatever the page.
 */
export const EquipmentHistorySchema = z.object({
  equipment: EquipmentSchema,
  tickets: z.array(EquipmentHistoryTicketSchema),
  /** Every ticket on the unit the caller may see. */
  ticketCount: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  repairsLast90Days: z.number().int(),
  totalMinutesLogged: z.number().int(),
});
export type EquipmentHistory = z.infer<typeof EquipmentHistorySchema>;

/** GET /api/equipment/labels?store=: the data for a printable sheet. */
export const EquipmentLabelsQuerySchema = z.object({
  store: singleLineText('store', 100, { isRequired: true }).optional(),
});
const EquipmentLabelSchema = z.object({
  id: IdSchema,
  name: z.string(),
  location: z.string(),
  category: z.string(),
  shortCode: z.string(),
  /**
   * `{PUBLIC_ORIGIN, or the server's own http://HOST:PORT}/r/{shortCode}`, what the QR code
   * encodes; never the request's Host header (decision 039).
   */
  url: z.string(),
});
export const EquipmentLabelsSchema = z.object({ labels: z.array(EquipmentLabelSchema) });
export type EquipmentLabel = z.infer<typeof EquipmentLabelSchema>;
/** 409 from the labels when the server has no address to print (HOST 0.0.0.0, no PUBLIC_ORIGIN). */
export const LABELS_NEED_ORIGIN_MESSAGE =
  'Labels need the address people open FixFlow at: set PUBLIC_ORIGIN (for example https://fixflow.example.com) and restart the server';

/** The CSV's columns, in order (import and export). */
export const EQUIPMENT_CSV_HEADER = [
  'name',
  'store',
  'category',
  'make',
  'model',
  'serial',
  'install date',
  'warranty end',
  'warranty provider',
] as const;
export const EQUIPMENT_CSV_HEADER_MESSAGE = `The CSV's header row must be: ${EQUIPMENT_CSV_HEADER.join(', ')}`;
export const EQUIPMENT_IMPORT_MAX_BYTES = 1024 * 1024;
export const EQUIPMENT_IMPORT_MAX_ROWS = 5000;

/** POST /api/equipment/import[?dryRun=true]: the CSV as the body (text/csv). */
export const EquipmentImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});
const EquipmentImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  store: z.string(),
  category: z.string(),
  /** Why the row cannot be imported; empty when it can. */
  errors: z.array(z.string()),
});
export const EquipmentImportResultSchema = z.object({
  rows: z.array(EquipmentImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows written: 0 on a dry run. */
  imported: z.number().int(),
});
export type EquipmentImportResult = z.infer<typeof EquipmentImportResultSchema>;
