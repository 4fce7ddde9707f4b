// Product rules §5 schedule rules, shared by the web forms and the server. Pure: no clock, no time zone
// library; "local" means the zone of the process that calls (the browser for the forms).

export const SCHEDULE_END_BEFORE_START_MESSAGE = 'End time must be after start time';
const SCHEDULE_NEEDS_BOTH_ENDS_MESSAGE = 'A schedule needs both a start and an end';

// Product rules §5 and §9: an all-day slot runs 00:00:00–23:59:59 on the chosen day.

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LAST_MINUTE_OF_DAY = 23 * 60 + 59;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Minutes since midnight of an `HH:mm` time, or undefined when malformed. */
export function timeToMinutes(time: string): number | undefined {
  const match = CLOCK_TIME.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

function minutesToTime(minutes: number): string {
  const clamped = Math.min(Math.max(Math.trunc(minutes), 0), LAST_MINUTE_OF_DAY);
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`;
}

/** Product rules §5: for a non-all-day schedule the end time must be after the start time. */
export function isEndAfterStart(startTime: string, endTime: string): boolean {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  return start !== undefined && end !== undefined && end > start;
}

/**
 * Product rules §5: when the start time changes to a value at or after the end, the end moves to one hour
 * after the new start (kept within the day).
 */
export function endTimeAfterStartChange(startTime: string, endTime: string): string {
  if (isEndAfterStart(startTime, endTime)) return endTime;
  const start = timeToMinutes(startTime);
  if (start === undefined) return endTime;
  return minutesToTime(Math.min(start + 60, LAST_MINUTE_OF_DAY));
}

/** The local calendar day (YYYY-MM-DD) of an instant. */
export function localDay(instant: Date): string {
  return `${String(instant.getFullYear())}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The local clock time (HH:mm) of an instant. */
function localTime(instant: Date): string {
  return `${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** Product rules §5: schedule dates before today cannot be chosen. Days compare as YYYY-MM-DD text. */
export function isDayBeforeToday(day: string, today: string): boolean {
  return day < today;
}

function localInstant(day: string, hours: number, minutes: number, seconds: number): Date {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    hours,
    minutes,
    seconds,
    0,
  );
}

export interface ScheduleFormValues {
  /** YYYY-MM-DD, or '' for no schedule. */
  date: string;
  /** HH:mm */
  startTime: string;
  /** HH:mm */
  endTime: string;
  allDay: boolean;
}

export interface ScheduleRange {
  scheduledStart: string | null;
  scheduledEnd: string | null;
  allDay: boolean;
}

/**
 * The schedule a form sends (product rules §5): ISO date-time strings built from the local day and times;
 * all-day runs 00:00:00–23:59:59; no date means no schedule.
 */
export function buildScheduleRange(values: ScheduleFormValues): ScheduleRange {
  if (!values.date) return { scheduledStart: null, scheduledEnd: null, allDay: false };
  if (values.allDay) {
    return {
      scheduledStart: localInstant(values.date, 0, 0, 0).toISOString(),
      scheduledEnd: localInstant(values.date, 23, 59, 59).toISOString(),
      allDay: true,
    };
  }
  const start = timeToMinutes(values.startTime) ?? 0;
  const end = timeToMinutes(values.endTime) ?? 0;
  return {
    scheduledStart: localInstant(values.date, Math.floor(start / 60), start % 60, 0).toISOString(),
    scheduledEnd: localInstant(values.date, Math.floor(end / 60), end % 60, 0).toISOString(),
    allDay: false,
  };
}

/** A stored schedule back as form values in local time, with the spec's defaults when absent. */
export function scheduleFormValues(
  schedule: { scheduledStart: string | null; scheduledEnd: string | null; allDay: boolean },
  defaults: { startTime: string; endTime: string },
): ScheduleFormValues {
  if (!schedule.scheduledStart || !schedule.scheduledEnd) {
    return { date: '', startTime: defaults.startTime, endTime: defaults.endTime, allDay: false };
  }
  const start = new Date(schedule.scheduledStart);
  const end = new Date(schedule.scheduledEnd);
  if (schedule.allDay) {
    return {
      date: localDay(start),
      startTime: defaults.startTime,
      endTime: defaults.endTime,
      allDay: true,
    };
  }
  return {
    date: localDay(start),
    startTime: localTime(start),
    endTime: localTime(end),
    allDay: false,
  };
}

/**
 * The first problem with a schedule's instants, or undefined when it is fine: both ends or
 * neither, and the end after the start.
 */
export function scheduleRangeProblem(
  scheduledStart: string | null | undefined,
  scheduledEnd: string | null | undefined,
): string | undefined {
  const hasStart = scheduledStart !== null && scheduledStart !== undefined;
  const hasEnd = scheduledEnd !== null && scheduledEnd !== undefined;
  if (hasStart !== hasEnd) return SCHEDULE_NEEDS_BOTH_ENDS_MESSAGE;
  if (
    hasStart &&
    hasEnd &&
    new Date(scheduledEnd).getTime() <= new Date(scheduledStart).getTime()
  ) {
    return SCHEDULE_END_BEFORE_START_MESSAGE;
  }
  return undefined;
}
