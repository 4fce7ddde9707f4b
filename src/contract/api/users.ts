import { z } from 'zod';

import { OkSchema } from '../schemas/common.ts';
import { CreateUserInputSchema } from '../schemas/password-inputs.ts';
import {
  ManagedUserSchema,
  ResetPasswordResultSchema,
  UpdateUserInputSchema,
  UserTicketCountsSchema,
} from '../schemas/user.ts';
import { endpoints } from './endpoint.ts';

export const usersEndpoints = endpoints({
  'GET /api/users': { response: z.array(ManagedUserSchema) },
  'GET /api/users/ticket-counts': { response: z.array(UserTicketCountsSchema) },
  'POST /api/users': { body: CreateUserInputSchema, response: ManagedUserSchema },
  'PUT /api/users/:id': { body: UpdateUserInputSchema, response: ManagedUserSchema },
  'POST /api/users/:id/reset-password': { response: ResetPasswordResultSchema },
  'DELETE /api/users/:id': { response: OkSchema },
});
