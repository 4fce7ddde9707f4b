import { z } from 'zod';

import {
  CalendarEventListQuerySchema,
  CalendarEventSchema,
  CreateCalendarEventInputSchema,
  UpdateCalendarEventInputSchema,
} from '../schemas/calendar-event.ts';
import { OkSchema } from '../schemas/common.ts';
import { endpoints } from './endpoint.ts';

export const calendarEventsEndpoints = endpoints({
  'GET /api/calendar-events': {
    query: CalendarEventListQuerySchema,
    response: z.array(CalendarEventSchema),
  },
  'POST /api/calendar-events': {
    body: CreateCalendarEventInputSchema,
    response: CalendarEventSchema,
  },
  'PUT /api/calendar-events/:id': {
    body: UpdateCalendarEventInputSchema,
    response: CalendarEventSchema,
  },
  'DELETE /api/calendar-events/:id': { response: OkSchema },
});
