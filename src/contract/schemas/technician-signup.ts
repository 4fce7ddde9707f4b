import { z } from 'zod';

import { TECHNICIAN_CERTIFICATIONS } from '../constants.ts';
import { IdSchema, requiredText } from './common.ts';
import { refinePasswordNotUsername } from '../utils/password-policy.ts';
import { normalizePhone } from '../utils/phone.ts';
import { PasswordSchema } from './password-inputs.ts';
import { UserSchema, UsernameSchema } from './user.ts';

const TECHNICIAN_SIGNUP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TechnicianSignupStatus = (typeof TECHNICIAN_SIGNUP_STATUSES)[number];

const TechnicianCertificationSchema = z.enum(TECHNICIAN_CERTIFICATIONS, {
  message: `Certifications must be among: ${TECHNICIAN_CERTIFICATIONS.join(', ')}`,
});

// Product rules §5: name, email and phone required; email of a valid format; certifications optional,
// chosen from the eight of product rules §9, without duplicates.
export const TechnicianSignupInputSchema = z.object({
  name: requiredText('Name', 100),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, { message: 'Email is required' })
    .max(254, { message: 'Email must be at most 254 characters' })
    .pipe(z.email({ message: 'Enter a valid email address' })),
  // Checked like the email (libphonenumber-js) and stored in one form, E.164 (docs/decisions/028).
  phone: requiredText('Phone', 40).transform((value, context) => {
    const phone = normalizePhone(value);
    if (phone !== null) return phone;
    context.addIssue({ code: 'custom', message: 'Enter a valid phone number' });
    return z.NEVER;
  }),
  certifications: z
    .array(TechnicianCertificationSchema)
    .max(TECHNICIAN_CERTIFICATIONS.length)
    .refine((list) => new Set(list).size === list.length, {
      message: 'Each certification can be chosen only once',
    })
    .nullish()
    .transform((list) => list ?? []),
});
export type TechnicianSignupInput = z.input<typeof TechnicianSignupInputSchema>;
export type TechnicianSignupValues = z.output<typeof TechnicianSignupInputSchema>;

/** A technician's application (product rules §3 "Technician signup record"). */
export const TechnicianSignupSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  certifications: z.array(z.string()),
  status: z.enum(TECHNICIAN_SIGNUP_STATUSES),
  joinedDate: z.string(),
  reviewedAt: z.string().nullable(),
  /** The technician account created on approval. */
  userId: IdSchema.nullable(),
});
export type TechnicianSignup = z.infer<typeof TechnicianSignupSchema>;

export const TechnicianSignupsQuerySchema = z.object({
  status: z
    .enum([...TECHNICIAN_SIGNUP_STATUSES, 'all'], {
      message: 'Status must be one of: pending, approved, rejected, all',
    })
    .default('pending'),
});
export type TechnicianSignupsQuery = z.infer<typeof TechnicianSignupsQuerySchema>;

/** The admin chooses the new technician's username and a temporary password. */
export const ApproveTechnicianSignupInputSchema = z
  .object({
    username: UsernameSchema,
    password: PasswordSchema,
  })
  .superRefine(refinePasswordNotUsername);
export type ApproveTechnicianSignupInput = z.infer<typeof ApproveTechnicianSignupInputSchema>;

export const ApprovedTechnicianSignupSchema = z.object({
  signup: TechnicianSignupSchema,
  user: UserSchema,
});
export type ApprovedTechnicianSignup = z.infer<typeof ApprovedTechnicianSignupSchema>;
