import { z } from 'zod';

import {
  ApproveAllResultSchema,
  ApproveAllTimesheetsInputSchema,
  ApproveTimesheetInputSchema,
  TimesheetSchema,
  TimesheetsQuerySchema,
  UnapproveTimesheetInputSchema,
} from '../schemas/timesheet.ts';
import { endpoints } from './endpoint.ts';

export const timesheetsEndpoints = endpoints({
  'GET /api/timesheets': { query: TimesheetsQuerySchema, response: z.array(TimesheetSchema) },
  'POST /api/timesheets/approve': { body: ApproveTimesheetInputSchema, response: TimesheetSchema },
  'POST /api/timesheets/approve-all': {
    body: ApproveAllTimesheetsInputSchema,
    response: ApproveAllResultSchema,
  },
  'POST /api/timesheets/unapprove': {
    body: UnapproveTimesheetInputSchema,
    response: TimesheetSchema,
  },
});
