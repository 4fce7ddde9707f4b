import { format, parseISO } from 'date-fns';

/** A YYYY-MM-DD day in US English format (product rules §2: dates use US English format). */
export function formatDay(day: string): string {
  return format(parseISO(day), 'MM/dd/yyyy');
}
