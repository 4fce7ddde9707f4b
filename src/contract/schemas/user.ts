import { z } from 'zod';

import { USER_ROLES, USER_STATUSES } from '../constants.ts';
import { AmountCentsSchema } from '../money.ts';
import { IdSchema, requiredText } from './common.ts';
import { LanguageSchema } from './language.ts';

export const UserRoleSchema = z.enum(USER_ROLES, {
  message: `Role must be one of: ${USER_ROLES.join(', ')}`,
});
export const UserStatusSchema = z.enum(USER_STATUSES, {
  message: `Status must be one of: ${USER_STATUSES.join(', ')}`,
});

/** A user as the API answers it: never a password or its hash. */
export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  username: z.string(),
  role: UserRoleSchema,
  status: UserStatusSchema,
  locationId: IdSchema.nullable(),
  locationName: z.string().nullable(),
  /** Technicians: their home store (decision 030); their manager's time report holds their sessions. */
  homeLocationId: IdSchema.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /**
   * Issue 40: the language the person reads the app, errors, notifications and e-mails in. GET
   * /api/me answers the one in force (their choice, else their browser's); other answers the stored
   * choice, null when none was made.
   */
  language: LanguageSchema.nullable().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * A user as the users API answers admins (decision 037): with what an hour of their work
 * costs, in cents (null: not set). No other answer carries it, so managers and technicians never
 * see it, not even their own.
 */
export const ManagedUserSchema = UserSchema.extend({
  hourlyCostCents: z.number().int().nullable(),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** GET /api/users/ticket-counts (admins, issue 36): tickets assigned to each user, open and in all. */
export const UserTicketCountsSchema = z.object({
  userId: IdSchema,
  /** Assigned and not completed. */
  activeTickets: z.number().int().min(0),
  totalTickets: z.number().int().min(0),
});
export type UserTicketCounts = z.infer<typeof UserTicketCountsSchema>;

/** An hourly cost in cents as the users API takes it; absent keeps it on edit, null clears it. */
export const HourlyCostCentsSchema = AmountCentsSchema.nullish();

const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const UsernameSchema = requiredText('Username', 64).regex(USERNAME_PATTERN, {
  message: 'Username may contain only letters, digits and . _ @ -',
});

/**
 * The one normal form of a username that is looked up (sign-in, its rate limit): trimmed, ASCII
 * only, lower case. Anything else is refused before any lookup, so no Unicode case mapping (SQL
 * `lower('kİwi')`) can make a different limiter key reach the same account (decision 012).
 */
export const UsernameKeySchema = UsernameSchema.transform((username) => username.toLowerCase());

const PASSWORD_NOT_EDITABLE_MESSAGE =
  'A password cannot be set when editing a user; use Reset password to give a temporary one';

// Product rules §5: on edit the username is read-only and only name, role and status are sent. A username
// is tolerated only when it is unchanged; `locationId` absent keeps the store, null clears it. A
// password is refused, never silently dropped (decision 015): Reset password sets one.
export const UpdateUserInputSchema = z.object({
  name: requiredText('Name', 100),
  role: UserRoleSchema,
  status: UserStatusSchema,
  locationId: IdSchema.nullish(),
  /** A technician's home store: absent keeps it, null clears it; other roles never keep one. */
  homeLocationId: IdSchema.nullish(),
  /** Decision 037: what an hour of the person's work costs (cents); absent keeps it, null clears it. */
  hourlyCostCents: HourlyCostCentsSchema,
  username: z.string().optional(),
  password: z.undefined({ message: PASSWORD_NOT_EDITABLE_MESSAGE }).optional(),
});

/** What an admin's Reset password answers: the temporary password, shown to the admin once. */
export const ResetPasswordResultSchema = z.object({ temporaryPassword: z.string() });
export type ResetPasswordResult = z.infer<typeof ResetPasswordResultSchema>;
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;
