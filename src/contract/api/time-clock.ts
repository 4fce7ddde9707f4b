import { z } from 'zod';

import { PunchInputSchema } from '../schemas/offline-sync.ts';
import {
  CorrectionRequestInputSchema,
  CorrectionRequestSchema,
  CreateTimeSessionInputSchema,
  PatchTimeSessionInputSchema,
  TimeSessionChangeSchema,
} from '../schemas/time-correction.ts';
import {
  ActiveSessionSchema,
  ClockInInputSchema,
  ClockOutInputSchema,
  ReportTimeSessionSchema,
  SwitchSessionInputSchema,
  TimeReportQuerySchema,
  TimeSessionSchema,
  TimeSessionsQuerySchema,
  WeekTotalSchema,
} from '../schemas/time-session.ts';
import { endpoints } from './endpoint.ts';

export const timeClockEndpoints = endpoints({
  'POST /api/time-clock/break/start': {
    body: PunchInputSchema.nullish(),
    response: ActiveSessionSchema,
  },
  'POST /api/time-clock/break/end': {
    body: PunchInputSchema.nullish(),
    response: ActiveSessionSchema,
  },
  'POST /api/time-clock/in': { body: ClockInInputSchema, response: TimeSessionSchema },
  'POST /api/time-clock/out': { body: ClockOutInputSchema, response: TimeSessionSchema },
  'POST /api/time-clock/switch': { body: SwitchSessionInputSchema, response: TimeSessionSchema },
  'GET /api/time-clock/week-total': { response: WeekTotalSchema },
  'GET /api/time-clock/active': { response: ActiveSessionSchema },
  'GET /api/time-clock/sessions': {
    query: TimeSessionsQuerySchema,
    response: z.array(TimeSessionSchema),
  },
  'GET /api/time-clock/all': {
    query: TimeReportQuerySchema,
    response: z.array(ReportTimeSessionSchema),
  },
  'PATCH /api/time-sessions/:id': {
    body: PatchTimeSessionInputSchema,
    response: TimeSessionSchema,
  },
  'POST /api/time-sessions': { body: CreateTimeSessionInputSchema, response: TimeSessionSchema },
  'GET /api/time-sessions/:id/history': { response: z.array(TimeSessionChangeSchema) },
  'POST /api/time-sessions/:id/correction-requests': {
    body: CorrectionRequestInputSchema,
    response: CorrectionRequestSchema,
  },
});
