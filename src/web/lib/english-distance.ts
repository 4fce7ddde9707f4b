// date-fns's formatDistance(date, now, { addSuffix: true }) in English, word for word, without the
// library (decision 043: date-fns left the dashboard's first load): 'about 2 hours ago', 'in 3 days'.

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43200;

/** The local clock's offset from UTC at that instant, in ms (as date-fns reads it). */
function offsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

function isLastDayOfMonth(date: Date): boolean {
  return new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate() === date.getDate();
}

/** Whole months from `earlier` to `later` (later >= earlier), as date-fns's differenceInMonths. */
function monthsBetween(later: Date, earlier: Date): number {
  const difference = Math.abs(
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth(),
  );
  if (difference < 1) return 0;
  const working = new Date(later.getTime());
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - difference);
  let isLastMonthNotFull = working.getTime() < earlier.getTime();
  if (isLastMonthNotFull && isLastDayOfMonth(later) && difference === 1 && later > earlier) {
    isLastMonthNotFull = false;
  }
  return difference - Number(isLastMonthNotFull);
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many.replace('{{count}}', String(count));
}

/** The distance between two instants in words, with 'ago' or 'in': date-fns's English. */
export function englishDistance(date: Date, now: Date): string {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) {
    throw new RangeError('Invalid time value');
  }
  const isFuture = date.getTime() > now.getTime();
  const [earlier, later] = isFuture ? [now, date] : [date, now];
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  const offsetSeconds = (offsetMs(later) - offsetMs(earlier)) / 1000;
  const minutes = Math.round((seconds - offsetSeconds) / 60);
  let words: string;
  if (minutes < 2) {
    words = minutes === 0 ? 'less than a minute' : plural(minutes, '1 minute', '{{count}} minutes');
  } else if (minutes < 45) {
    words = `${String(minutes)} minutes`;
  } else if (minutes < 90) {
    words = 'about 1 hour';
  } else if (minutes < MINUTES_IN_DAY) {
    words = plural(Math.round(minutes / 60), 'about 1 hour', 'about {{count}} hours');
  } else if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) {
    words = '1 day';
  } else if (minutes < MINUTES_IN_MONTH) {
    words = plural(Math.round(minutes / MINUTES_IN_DAY), '1 day', '{{count}} days');
  } else if (minutes < MINUTES_IN_MONTH * 2) {
    words = plural(
      Math.round(minutes / MINUTES_IN_MONTH),
      'about 1 month',
      'about {{count}} months',
    );
  } else {
    const months = monthsBetween(later, earlier);
    if (months < 12) {
      words = plural(Math.round(minutes / MINUTES_IN_MONTH), '1 month', '{{count}} months');
    } else {
      const years = Math.trunc(months / 12);
      const rest = months % 12;
      if (rest < 3) words = plural(years, 'about 1 year', 'about {{count}} years');
      else if (rest < 9) words = plural(years, 'over 1 year', 'over {{count}} years');
      else words = plural(years + 1, 'almost 1 year', 'almost {{count}} years');
    }
  }
  // date-fns's comparison is 0 for the same instant, which reads as past ('… ago').
  return isFuture ? `in ${words}` : `${words} ago`;
}
