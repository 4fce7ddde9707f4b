import { z } from 'zod';

import {
  CreatePayPeriodInputSchema,
  LockPayPeriodInputSchema,
  PayPeriodSchema,
  UnlockPayPeriodInputSchema,
} from '../schemas/timesheet.ts';
import { endpoints } from './endpoint.ts';

export const payrollEndpoints = endpoints({
  'GET /api/pay-periods': { response: z.array(PayPeriodSchema) },
  'POST /api/pay-periods': { body: CreatePayPeriodInputSchema, response: PayPeriodSchema },
  'POST /api/pay-periods/:id/lock': {
    body: LockPayPeriodInputSchema.nullish(),
    response: PayPeriodSchema,
  },
  'POST /api/pay-periods/:id/unlock': {
    body: UnlockPayPeriodInputSchema,
    response: PayPeriodSchema,
  },
});
