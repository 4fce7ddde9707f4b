import { z } from 'zod';

import { dayOrInstantSchema, DaySchema, IdSchema, requiredText } from './common.ts';

/** A user's certification (product rules §3); `isExpired` flags one whose expiration day has passed. */
export const CertificationSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  certificationName: z.string(),
  certificationNumber: z.string(),
  /** YYYY-MM-DD, or null when it does not expire. */
  expirationDate: DaySchema.nullable(),
  isExpired: z.boolean(),
});
export type Certification = z.infer<typeof CertificationSchema>;

/**
 * Product rules §5: the expiration date is optional; blank, null and absent all mean "none". A full
 * date-time is accepted too and read by the server as its day in the business time zone.
 */
const ExpirationDateInputSchema = z
  .union([z.literal(''), dayOrInstantSchema('Expiration date')], {
    message: 'Expiration date must be a date as YYYY-MM-DD',
  })
  .nullish()
  .transform((value) => (value ? value : null));

// Product rules §5: certificationName and certificationNumber required.
export const UpdateCertificationInputSchema = z.object({
  certificationName: requiredText('Certification name', 100),
  certificationNumber: requiredText('Certification number', 100),
  expirationDate: ExpirationDateInputSchema,
});
export type UpdateCertificationInput = z.infer<typeof UpdateCertificationInputSchema>;

export const CreateCertificationInputSchema = UpdateCertificationInputSchema.extend({
  userId: IdSchema,
});
export type CreateCertificationInput = z.infer<typeof CreateCertificationInputSchema>;

export const CertificationsQuerySchema = z.object({
  /** Product rules §7: GET /api/certifications?userId={userId}; without it, every user's. */
  userId: IdSchema.optional(),
});
export type CertificationsQuery = z.infer<typeof CertificationsQuerySchema>;
