import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

import { displayTimeZone } from '#web/lib/date-format.ts';

// Corrections are typed as a date and a time on the business wall clock (the store's hours, even from
// a browser elsewhere) and sent as instants with an offset, as the contract's instantSchema takes them.

interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

/** An instant as the date and time inputs show it. */
export function toWallTime(instant: string, zone: string = displayTimeZone()): WallTime {
  const local = new TZDate(new Date(instant).getTime(), zone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** The instant of a wall time, ISO with offset; null when the date or time is not complete. */
export function fromWallTime(wall: WallTime, zone: string = displayTimeZone()): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wall.date);
  const clock = /^(\d{2}):(\d{2})$/.exec(wall.time);
  if (!day || !clock) return null;
  const local = new TZDate(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
    zone,
  );
  if (Number.isNaN(local.getTime())) return null;
  return new Date(local.getTime()).toISOString();
}
