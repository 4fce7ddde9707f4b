import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// Times in answers are read by people at the store: the business time zone, US English (product rules §2).

export function formatDay(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'EEE MMM d');
}

export function formatClock(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'h:mm a');
}

/** "Tue Jan 6, 1:00 PM – 3:00 PM", "Tue Jan 6 (all day)" or across days in full. */
export function formatSlot(start: Date, end: Date, allDay: boolean, timeZone: string): string {
  if (allDay) return `${formatDay(start, timeZone)} (all day)`;
  const sameDay = formatDay(start, timeZone) === formatDay(end, timeZone);
  return sameDay
    ? `${formatDay(start, timeZone)}, ${formatClock(start, timeZone)} – ${formatClock(end, timeZone)}`
    : `${formatDay(start, timeZone)}, ${formatClock(start, timeZone)} – ${formatDay(end, timeZone)}, ${formatClock(end, timeZone)}`;
}

/** Hours of the day in the business time zone, with minutes as a fraction (13.5 = 1:30 PM). */
export function hourOfDay(instant: Date, timeZone: string): number {
  const local = new TZDate(instant.getTime(), timeZone);
  return local.getHours() + local.getMinutes() / 60;
}

export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours > 0 ? `${String(hours)}h ${String(rest)}m` : `${String(rest)}m`;
}
