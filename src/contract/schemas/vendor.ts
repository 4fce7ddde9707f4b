import { z } from 'zod';

import { AmountCentsSchema, CURRENCIES } from '../money.ts';
import { DaySchema, IdSchema, optionalText, requiredText } from './common.ts';
import { LanguageSchema } from './language.ts';

// Decision 037: outside vendors (service companies). A vendor serves trades (categories)
// at stores, with a rank per store and trade (1 = first call). Admins only.

const VENDOR_NAME_MAX = 100;

/** Where a vendor serves one trade, and its rank there. */
const VendorCoverageSchema = z.object({
  locationId: IdSchema,
  categoryId: IdSchema,
  rank: z
    .number({ message: 'Rank must be a number' })
    .int('Rank must be a whole number')
    .min(1, 'Rank must be 1 (first call) or more')
    .max(20, 'Rank must be at most 20'),
});
export type VendorCoverage = z.infer<typeof VendorCoverageSchema>;

/** A vendor as the API answers it. */
export const VendorSchema = z.object({
  id: IdSchema,
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hourlyRateCents: z.number().int().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  /** The certificate's expiry is before today (business time zone): dispatch needs an override. */
  insuranceExpired: z.boolean(),
  /** Issue 40: the language of the vendor's e-mails; the portal's language switch changes it too. */
  language: LanguageSchema,
  active: z.boolean(),
  /** Category ids. */
  trades: z.array(IdSchema),
  coverage: z.array(VendorCoverageSchema),
  /**
   * Only when the list was asked for one store and trade (`locationId` and `categoryId`): the
   * vendor's rank there. The list is then only the vendors serving both, first call first.
   */
  rank: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof VendorSchema>;

/** Body of POST /api/vendors and PUT /api/vendors/{id} (the whole vendor). */
export const VendorInputSchema = z.object({
  name: requiredText('Name', VENDOR_NAME_MAX),
  contactName: optionalText('Contact name', VENDOR_NAME_MAX),
  email: z
    .email({ message: 'E-mail must be an e-mail address' })
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  phone: optionalText('Phone', 40),
  hourlyRateCents: AmountCentsSchema.nullish().transform((value) => value ?? null),
  insuranceExpiresOn: DaySchema.nullish().transform((value) => value ?? null),
  /** Left out: English for a new vendor, unchanged for an existing one. */
  language: LanguageSchema.optional(),
  active: z.boolean().default(true),
  trades: z.array(IdSchema).max(50).default([]),
  coverage: z.array(VendorCoverageSchema).max(2000).default([]),
});
export type VendorInput = z.input<typeof VendorInputSchema>;

export const VendorListQuerySchema = z.object({
  locationId: IdSchema.optional(),
  categoryId: IdSchema.optional(),
  /** 'false' hides inactive vendors (the dispatch dialog). */
  includeInactive: z.enum(['true', 'false']).optional(),
});

/** Chain-wide vendor settings (GET/PUT /api/settings/vendors, admins). */
export const VendorSettingsSchema = z.object({
  currency: z.enum(CURRENCIES, { message: `Currency must be one of ${CURRENCIES.join(', ')}` }),
  nteCeilingCents: AmountCentsSchema.refine((v) => v > 0, 'The NTE ceiling must be above 0'),
  acceptHoursUrgent: z.number().int().min(1).max(168),
  acceptHoursOther: z.number().int().min(1).max(168),
});
export type VendorSettings = z.infer<typeof VendorSettingsSchema>;
