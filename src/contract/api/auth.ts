import {
  ForgotPasswordInputSchema,
  ForgotPasswordResultSchema,
  LoginInputSchema,
  LoginOptionsSchema,
  SessionUserSchema,
} from '../schemas/auth.ts';
import { OkSchema } from '../schemas/common.ts';
import { UpdateMeInputSchema } from '../schemas/language.ts';
import { ChangePasswordInputSchema, ResetPasswordInputSchema } from '../schemas/password-inputs.ts';
import { endpoints } from './endpoint.ts';

export const authEndpoints = endpoints({
  'POST /api/login': { body: LoginInputSchema, response: SessionUserSchema },
  'POST /api/logout': { response: OkSchema },
  'GET /api/me': { response: SessionUserSchema },
  'PATCH /api/me': { body: UpdateMeInputSchema, response: SessionUserSchema },
  'POST /api/change-password': { body: ChangePasswordInputSchema, response: SessionUserSchema },
  'GET /api/login-options': { response: LoginOptionsSchema },
  'POST /api/forgot-password': {
    body: ForgotPasswordInputSchema,
    response: ForgotPasswordResultSchema,
  },
  'POST /api/reset-password': { body: ResetPasswordInputSchema, response: OkSchema },
});
