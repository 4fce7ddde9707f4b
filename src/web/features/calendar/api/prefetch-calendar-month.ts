import type { QueryClient } from '@tanstack/react-query';
import { startOfMonth } from 'date-fns';

import { localDay } from '#contract/utils/schedule.ts';

import { gridRange } from '../lib/month-grid.ts';
import { getCalendarEventsQueryOptions } from './get-calendar-events.ts';
import { getScheduledTicketsQueryOptions } from './get-scheduled-tickets.ts';

const ignore = (): undefined => undefined;

/**
 * Decision 036: reads ahead the month the calendar opens on, with the same keys as its month view
 * (calendar-view.tsx), so the calendar shows it offline. Fresh answers are not asked again.
 */
export async function prefetchCalendarMonth(
  queryClient: QueryClient,
  today = new Date(),
): Promise<void> {
  const range = gridRange(startOfMonth(today));
  await Promise.all([
    queryClient
      .query(
        getScheduledTicketsQueryOptions({
          from: range.start.toISOString(),
          to: range.end.toISOString(),
        }),
      )
      .then(ignore, ignore),
    queryClient
      .query(
        getCalendarEventsQueryOptions({
          from: localDay(range.start),
          to: localDay(new Date(range.end.getTime() - 1)),
        }),
      )
      .then(ignore, ignore),
  ]);
}
