import { TZDate } from '@date-fns/tz';
import rrulePackage, { type Options as RRuleOptions, type Weekday } from 'rrule';

import type { Language } from '#contract/languages.ts';

import {
  LEAD_TIME_TOO_LONG_MESSAGE,
  RRULE_HORIZON_YEARS,
  RRULE_INVALID_MESSAGE,
  RRULE_NEVER_OCCURS_MESSAGE,
  RRULE_NO_DATE_SOON_MESSAGE,
  RRULE_TOO_FREQUENT_MESSAGE,
} from '../../../contract/schemas/pm-plan.ts';
import { RECURRENCE_WORDS, weekdayCode } from './recurrence-words.ts';

// Decision 034: a plan's recurrence is an RRULE line read from `startDate` at `dueTime`
// in the business time zone. rrule computes on *floating* wall-clock times (DTSTART built with
// Date.UTC, no TZID; results' UTC fields are the wall time) and only then is each wall time placed
// in the zone with TZDate, so a plan due at 06:00 stays due at 06:00 on both sides of DST, and a
// wall time that does not exist that night (02:30 on spring-forward day) resolves to one instant.
//
// rrule walks the calendar until year 9999 when a rule can never match (each walked day costs),
// so rules are limited to the parts a maintenance plan needs and impossible combinations are
// refused before rrule ever iterates. What parse() cannot see (Feb 29 on a Monday: once in 28
// years; every 7 days on a weekday the start is not) is bounded by expand() (decision 039): a search
// stops 10 years past where its dates may begin, a window at its end, and either after 10,000
// candidate days at most.

const { RRule } = rrulePackage;

export interface Recurrence {
  /** The rule line, e.g. `FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1` (an `RRULE:` prefix is accepted). */
  rrule: string;
  /** YYYY-MM-DD, the first day the rule may fall on. */
  startDate: string;
  /** HH:mm, the wall-clock time each occurrence is due. */
  dueTime: string;
}

const DAY_MS = 86_400_000;
/** Occurrences looked at for the "more often than daily" and lead time checks. */
const SAMPLE = 50;
/**
 * Decision 039: days one expansion may examine past where its dates may begin (about 27 years), for
 * any window; an open-ended search stops sooner, at RRULE_HORIZON_YEARS (about 3,650 days).
 */
export const RECURRENCE_MAX_CANDIDATES = 10_000;

const ALLOWED_PARTS = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
]);
const TOO_FREQUENT = new Set(['HOURLY', 'MINUTELY', 'SECONDLY']);
const FREQS = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const WEEKDAY_CODES = new Set(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
/** Longest length of each month (February: a leap year's 29). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

type Parsed =
  | { ok: true; options: Partial<RRuleOptions>; parts: Map<string, string> }
  | { ok: false; problem: string };

function integers(value: string): number[] | undefined {
  const list = value.split(',').map((item) => (/^[+-]?\d{1,4}$/.test(item) ? Number(item) : NaN));
  return list.some((item) => Number.isNaN(item)) ? undefined : list;
}

interface Start {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
}

function startParts(input: Recurrence): Start | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.startDate);
  const time = /^(\d{2}):(\d{2})$/.exec(input.dueTime);
  if (!day || !time) return undefined;
  const [y, m, d, hh, mm] = [day[1], day[2], day[3], time[1], time[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(y, m - 1, d, hh, mm));
  if (probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d || hh > 23 || mm > 59) {
    return undefined;
  }
  return { y, m, d, hh, mm };
}

/** Structural checks of the rule line; never iterates. */
function parse(input: Recurrence): Parsed {
  const invalid = { ok: false as const, problem: RRULE_INVALID_MESSAGE };
  const start = startParts(input);
  if (!start) return invalid;
  const line = input.rrule
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '');
  if (!line) return invalid;
  const parts = new Map<string, string>();
  for (const piece of line.split(';')) {
    const [key, value, extra] = piece.split('=');
    if (!key || !value || extra !== undefined || parts.has(key)) return invalid;
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (!freq) return invalid;
  if (TOO_FREQUENT.has(freq)) return { ok: false, problem: RRULE_TOO_FREQUENT_MESSAGE };
  if (!FREQS.has(freq)) return invalid;
  // DTSTART, TZID, BYHOUR… are owned by the plan's startDate and dueTime; BYYEARDAY, BYWEEKNO and
  // BYEASTER are not offered (see above).
  for (const key of parts.keys()) if (!ALLOWED_PARTS.has(key)) return invalid;

  const interval = parts.has('INTERVAL') ? integers(parts.get('INTERVAL') ?? '') : [1];
  if (interval?.length !== 1 || (interval[0] ?? 0) < 1 || (interval[0] ?? 0) > 999) return invalid;
  const count = parts.has('COUNT') ? integers(parts.get('COUNT') ?? '') : [1];
  if (count?.length !== 1 || (count[0] ?? -1) < 0) return invalid;
  if (parts.has('UNTIL') && !/^\d{8}(T\d{6}Z?)?$/.test(parts.get('UNTIL') ?? '')) return invalid;
  if (parts.has('WKST') && !WEEKDAY_CODES.has(parts.get('WKST') ?? '')) return invalid;

  const months = parts.has('BYMONTH') ? integers(parts.get('BYMONTH') ?? '') : undefined;
  if (parts.has('BYMONTH') && (!months || months.some((m) => m < 1 || m > 12))) return invalid;
  const monthDays = parts.has('BYMONTHDAY') ? integers(parts.get('BYMONTHDAY') ?? '') : undefined;
  if (
    parts.has('BYMONTHDAY') &&
    (!monthDays || monthDays.some((d) => d === 0 || d < -31 || d > 31))
  ) {
    return invalid;
  }
  const byDay = parts.has('BYDAY') ? (parts.get('BYDAY') ?? '').split(',') : undefined;
  const ordinalLimit = freq === 'MONTHLY' ? 5 : freq === 'YEARLY' ? 53 : 0;
  for (const item of byDay ?? []) {
    const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(item);
    if (!match || !WEEKDAY_CODES.has(match[2] ?? '')) return invalid;
    if (match[1] !== undefined) {
      const n = Math.abs(Number(match[1]));
      if (n === 0 || n > ordinalLimit) return invalid;
    }
  }
  const setPos = parts.has('BYSETPOS') ? integers(parts.get('BYSETPOS') ?? '') : undefined;
  if (parts.has('BYSETPOS')) {
    // Only "the n-th of these weekdays in the month/year", where every month holds at least four
    // of each weekday, so the position always exists.
    const plainDays = byDay?.every((item) => /^[A-Z]{2}$/.test(item)) ?? false;
    if (
      !setPos ||
      (freq !== 'MONTHLY' && freq !== 'YEARLY') ||
      !plainDays ||
      monthDays ||
      setPos.some((p) => p === 0 || Math.abs(p) > 4 * (byDay?.length ?? 0))
    ) {
      return invalid;
    }
  }

  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(line);
  } catch {
    return invalid;
  }
  if ((options.byweekday as (Weekday | null)[] | undefined)?.some((day) => day === null)) {
    return invalid;
  }

  // Combinations that can never match (rrule would walk to year 9999 looking).
  const never = { ok: false as const, problem: RRULE_NEVER_OCCURS_MESSAGE };
  const step = interval[0] ?? 1;
  if (months && freq !== 'YEARLY' && step !== 1) {
    // Which months an every-N-days/weeks/months rule reaches depends on N: keep BYMONTH to
    // yearly rules or an interval of 1.
    return invalid;
  }
  const startMonth = start.m - 1;
  const reachable =
    months?.map((m) => m - 1) ??
    (freq === 'MONTHLY'
      ? Array.from({ length: 12 }, (_, i) => (startMonth + i * step) % 12)
      : freq === 'YEARLY' && !byDay
        ? [startMonth]
        : Array.from({ length: 12 }, (_, i) => i));
  if (
    monthDays &&
    !reachable.some((m) => monthDays.some((d) => Math.abs(d) <= (MONTH_DAYS[m] ?? 31)))
  ) {
    return never;
  }
  if (!monthDays && !byDay && (freq === 'MONTHLY' || freq === 'YEARLY')) {
    // Without BYMONTHDAY the rule falls on the start date's day of the month.
    const startDay = start.d;
    if (!reachable.some((m) => startDay <= (MONTH_DAYS[m] ?? 31))) return never;
  }
  return { ok: true, options, parts };
}

/** The rule's first wall time (DTSTART), floating. */
function startWall(input: Recurrence): Date {
  const { y, m, d, hh, mm } = startParts(input) ?? { y: 1970, m: 1, d: 1, hh: 0, mm: 0 };
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
}

function ruleFor(input: Recurrence, options: Partial<RRuleOptions>) {
  return new RRule({ ...options, dtstart: startWall(input), tzid: null });
}

/** A floating wall time (UTC fields) → the instant it names in the business zone. */
function wallToInstant(wall: Date, timeZone: string): Date {
  const local = new TZDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    0,
    0,
    timeZone,
  );
  return new Date(local.getTime());
}

/** An instant → its wall time in the business zone, as a floating Date (UTC fields). */
function instantToWall(instant: Date, timeZone: string): Date {
  const local = new TZDate(instant.getTime(), timeZone);
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

/** Milliseconds between each pair of consecutive wall times. */
function gaps(walls: Date[]): number[] {
  return walls.slice(1).map((wall, i) => wall.getTime() - (walls[i]?.getTime() ?? 0));
}

/** How an expansion ended. */
type ExpansionEnd =
  /** The caller had what it needed (its count, or the end of its window). */
  | 'enough'
  /** The rule has no further date at all (COUNT, UNTIL). */
  | 'exhausted'
  /** An open-ended search reached RRULE_HORIZON_YEARS past where its dates may begin. */
  | 'horizon'
  /** RECURRENCE_MAX_CANDIDATES days were examined inside a longer window. */
  | 'budget';

interface Expansion {
  end: ExpansionEnd;
  /** Days rrule examined past where the dates may begin. */
  candidates: number;
}

const BUDGET_SPENT = new Error('recurrence expansion budget spent');

/** The same floating wall time `years` later (29 February becomes 1 March). */
function yearsLater(wall: Date, years: number): Date {
  const later = new Date(wall.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

/** The most days one period of each frequency holds (rrule's YEARLY 0 … DAILY 3). */
const PERIOD_DAYS = [366, 31, 7, 1, 1, 1, 1];

function dayNumber(wall: Date): number {
  return Math.floor(wall.getTime() / DAY_MS);
}

/**
 * The same rule from a later DTSTART: the start of the period (day, week, month or year, every
 * INTERVAL) that holds `begin`, with the days rrule would have taken from the first DTSTART made
 * explicit. The walk then starts near the window instead of at a start years back, whose days it
 * would all examine. Undefined when the rule must walk from its own start: COUNT counts from it,
 * or `begin` lies in its first period.
 */
function rebased(
  options: Partial<RRuleOptions>,
  start: Date,
  begin: Date,
): { options: Partial<RRuleOptions>; start: Date } | undefined {
  if (options.count !== undefined && options.count !== null) return undefined;
  const interval = options.interval ?? 1;
  const [hh, mm] = [start.getUTCHours(), start.getUTCMinutes()];
  const [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
  let later: Date | undefined;
  switch (options.freq) {
    case RRule.DAILY: {
      const steps = Math.floor((dayNumber(begin) - dayNumber(start)) / interval);
      if (steps > 0) later = new Date(start.getTime() + steps * interval * DAY_MS);
      break;
    }
    case RRule.WEEKLY: {
      const wkst =
        typeof options.wkst === 'number'
          ? options.wkst
          : (options.wkst?.weekday ?? RRule.MO.weekday);
      // rrule's weekdays count from Monday (0); a week starts on WKST.
      const weekday = (start.getUTCDay() + 6) % 7;
      const weekStart = dayNumber(start) - ((weekday - wkst + 7) % 7);
      const steps = Math.floor((dayNumber(begin) - weekStart) / (7 * interval));
      if (steps > 0)
        later = new Date((weekStart + steps * 7 * interval) * DAY_MS + (hh * 60 + mm) * 60_000);
      break;
    }
    case RRule.MONTHLY: {
      const months = (begin.getUTCFullYear() - year) * 12 + begin.getUTCMonth() - month;
      const steps = Math.floor(months / interval);
      if (steps > 0) later = new Date(Date.UTC(year, month + steps * interval, 1, hh, mm));
      break;
    }
    case RRule.YEARLY: {
      const steps = Math.floor((begin.getUTCFullYear() - year) / interval);
      if (steps > 0) later = new Date(Date.UTC(year + steps * interval, 0, 1, hh, mm));
      break;
    }
    default:
      break;
  }
  if (!later) return undefined;
  // rrule's parseOptions: with no BYDAY or BYMONTHDAY, the start gives the day (BYWEEKNO,
  // BYYEARDAY and BYEASTER are not allowed parts).
  const explicit: Partial<RRuleOptions> = { ...options };
  if (options.bymonthday == null && options.byweekday == null) {
    if (options.freq === RRule.YEARLY) {
      explicit.bymonth ??= month + 1;
      explicit.bymonthday = start.getUTCDate();
    } else if (options.freq === RRule.MONTHLY) {
      explicit.bymonthday = start.getUTCDate();
    } else if (options.freq === RRule.WEEKLY) {
      explicit.byweekday = [(start.getUTCDay() + 6) % 7];
    }
  }
  return { options: explicit, start: later };
}

/**
 * Walks the wall times of a rule that passed parse() from `from` to `until` (both inclusive;
 * open-ended: RRULE_HORIZON_YEARS past max(from, start)), calling `visit` on each until it answers
 * false or the rule ends (decision 039). rrule calls back on matching dates only, so a rule with no
 * date ahead would walk silently to year 9999: the days it examines are counted where rrule reads
 * them, and the walk stops once it has examined as many days past `begin` as the window holds and
 * one period more (rrule examines each calendar day at most once, a whole period before emitting
 * its dates, so it is past the window then), or RECURRENCE_MAX_CANDIDATES, whichever comes first.
 */
function expand(
  input: Recurrence,
  options: Partial<RRuleOptions>,
  window: { from: Date; until?: Date },
  visit: (wall: Date) => boolean,
): Expansion {
  const first = startWall(input);
  const begin = new Date(Math.max(window.from.getTime(), first.getTime()));
  const later = rebased(options, first, begin);
  const start = later?.start ?? first;
  const rule = new RRule({ ...(later?.options ?? options), dtstart: start, tzid: null });
  const until = window.until ?? yearsLater(begin, RRULE_HORIZON_YEARS);
  // rrule examines a whole period (up to a year) before it emits the period's dates: the walk may
  // examine one period more than the window's days before it knows it is past them.
  const windowDays =
    Math.max(0, Math.ceil((until.getTime() - begin.getTime()) / DAY_MS)) +
    1 +
    (PERIOD_DAYS[options.freq ?? RRule.YEARLY] ?? 366);
  const limit = Math.min(windowDays, RECURRENCE_MAX_CANDIDATES);
  const pastWindow: ExpansionEnd = window.until ? 'enough' : 'horizon';
  // The walk up to `begin` is free (a rule that must walk from a start years back, with COUNT): at
  // most every day from the first January of the start's year (a yearly first period) to `begin`.
  const free = Math.ceil((begin.getTime() - Date.UTC(start.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
  let examined = 0;
  // NOTE: rrule 2.8 (pinned) reads `byyearday` exactly once per candidate day (iter/index.js,
  // isFiltered); BYYEARDAY is not an allowed part, so it is always null here. The tests of 'the
  // expansion budget' in recurrence.test.ts fail if that ever changes.
  Object.defineProperty(rule.options, 'byyearday', {
    configurable: true,
    enumerable: true,
    get() {
      examined += 1;
      if (examined - free >= limit) throw BUDGET_SPENT;
      return null;
    },
  });
  let end: ExpansionEnd | undefined;
  try {
    rule.all((wall) => {
      if (wall.getTime() < window.from.getTime()) return true;
      if (wall.getTime() > until.getTime()) {
        end = pastWindow;
        return false;
      }
      if (visit(wall)) return true;
      end = 'enough';
      return false;
    });
  } catch (error) {
    if (error !== BUDGET_SPENT) throw error;
    end = limit < windowDays ? 'budget' : pastWindow;
  }
  return { end: end ?? 'exhausted', candidates: Math.max(0, examined - free) };
}

/** The first `count` wall times of a rule that passed parse(), within expand()'s bounds. */
function firstWallTimes(
  input: Recurrence,
  options: Partial<RRuleOptions>,
  count: number,
): { walls: Date[]; end: ExpansionEnd } {
  const walls: Date[] = [];
  const { end } = expand(input, options, { from: new Date(0) }, (wall) => {
    walls.push(wall);
    return walls.length < count;
  });
  return { walls, end };
}

/**
 * Up to `count` wall times from `window.from` (floating wall times, as rrule reads them) and how
 * the walk ended; for tests of the bounds. Empty with 'exhausted' when the recurrence has a problem.
 */
export function expandRecurrence(
  input: Recurrence,
  window: { from: Date; until?: Date },
  count: number,
): Expansion & { walls: Date[] } {
  const parsed = parse(input);
  if (!parsed.ok) return { walls: [], end: 'exhausted', candidates: 0 };
  const walls: Date[] = [];
  const expansion = expand(input, parsed.options, window, (wall) => {
    walls.push(wall);
    return walls.length < count;
  });
  return { ...expansion, walls };
}

/** Why the recurrence cannot be saved (a contract message), or undefined when it is fine. */
export function recurrenceProblem(input: Recurrence): string | undefined {
  const parsed = parse(input);
  if (!parsed.ok) return parsed.problem;
  const { walls, end } = firstWallTimes(input, parsed.options, SAMPLE);
  if (walls.length === 0) {
    return end === 'exhausted' ? RRULE_NEVER_OCCURS_MESSAGE : RRULE_NO_DATE_SOON_MESSAGE;
  }
  if (gaps(walls).some((gap) => gap < DAY_MS)) return RRULE_TOO_FREQUENT_MESSAGE;
  return undefined;
}

/**
 * LEAD_TIME_TOO_LONG_MESSAGE when the lead time reaches the shortest gap (whole days, wall clock)
 * between consecutive occurrences among the first 50: the next ticket would be generated before
 * the previous one is even due. Undefined when fine, or when the recurrence itself has a problem
 * (recurrenceProblem reports that).
 */
export function leadTimeProblem(input: Recurrence, leadDays: number): string | undefined {
  const parsed = parse(input);
  if (!parsed.ok) return undefined;
  const { walls } = firstWallTimes(input, parsed.options, SAMPLE);
  const shortest = Math.min(...gaps(walls).map((gap) => Math.round(gap / DAY_MS)));
  return leadDays >= shortest ? LEAD_TIME_TOO_LONG_MESSAGE : undefined;
}

/**
 * Due instants with from <= due < to, within expand()'s bounds (10,000 candidate days). Empty when
 * the recurrence has a problem.
 */
export function occurrencesBetween(
  input: Recurrence,
  from: Date,
  to: Date,
  timeZone: string,
): Date[] {
  const parsed = parse(input);
  if (!parsed.ok || to.getTime() <= from.getTime()) return [];
  // A day of slack either side: the wall-clock bounds are only approximate near DST changes.
  const after = new Date(instantToWall(from, timeZone).getTime() - DAY_MS);
  const before = new Date(instantToWall(to, timeZone).getTime() + DAY_MS);
  const found: Date[] = [];
  expand(input, parsed.options, { from: after, until: before }, (wall) => {
    const due = wallToInstant(wall, timeZone);
    if (due.getTime() >= from.getTime() && due.getTime() < to.getTime()) found.push(due);
    return true;
  });
  return found;
}

/**
 * The next `count` due instants strictly after `after`, within expand()'s bounds: none further
 * than 10 years ahead. Empty when the recurrence has a problem.
 */
export function nextOccurrences(
  input: Recurrence,
  after: Date,
  count: number,
  timeZone: string,
): Date[] {
  const parsed = parse(input);
  if (!parsed.ok || count <= 0) return [];
  const from = new Date(instantToWall(after, timeZone).getTime() - DAY_MS);
  const found: Date[] = [];
  expand(input, parsed.options, { from }, (wall) => {
    const due = wallToInstant(wall, timeZone);
    if (due.getTime() > after.getTime()) found.push(due);
    return found.length < count;
  });
  return found;
}

/**
 * Decision 042 (cut 58): each plan's next due instant, remembered by recurrence and zone. The plans
 * list asks it of every active plan on every request, and a walk costs about 0.1 ms (rrule and the
 * zone's offsets), 40 ms a request for 250 plans. The first due instant after `after` is the same
 * for every later `after` until it passes: the dates a recurrence falls on do not depend on when it
 * is asked, and the search from a later instant ends further out (decision 039's bounds), so it
 * still finds that one. A request before the remembered `after` (a clock set back) or at or past
 * the date walks again. Nothing is remembered when there is no date (the bound depends on `after`).
 */
const nextDueMemo = new Map<string, { after: number; next: number }>();
/** Distinct recurrences remembered at most (about 100 bytes each); past it they start over. */
const NEXT_DUE_MEMO_MAX = 10_000;

/** The first due instant strictly after `after`: nextOccurrences(input, after, 1, timeZone)[0]. */
export function nextOccurrence(input: Recurrence, after: Date, timeZone: string): Date | undefined {
  const key = `${timeZone}|${input.startDate}|${input.dueTime}|${input.rrule}`;
  const at = after.getTime();
  const known = nextDueMemo.get(key);
  if (known && known.after <= at && at < known.next) return new Date(known.next);
  const [next] = nextOccurrences(input, after, 1, timeZone);
  if (next) {
    if (nextDueMemo.size >= NEXT_DUE_MEMO_MAX) nextDueMemo.clear();
    nextDueMemo.set(key, { after: at, next: next.getTime() });
  }
  return next;
}

const recurrenceTexts = new Map<string, string>();
/** Distinct recurrences' texts remembered at most (per language); past it they start over. */
const RECURRENCE_TEXTS_MAX = 10_000;

/**
 * The recurrence in words, in `language`: 'Every 3 months on the 1st at 06:00', 'Every week on
 * Monday and Thursday at 06:00', 'Every 14 days at 06:00' ('Cada 3 meses el día 1 a las 06:00').
 * Rarer rules fall back to rrule's own text.
 */
export function describeRecurrence(input: Recurrence, language: Language = 'en'): string {
  // Decision 042 (cut 58): the words depend on nothing else, and the plans list asks them of every
  // plan on every request (about 4 ms a request for 250 plans, the rule parsed again each time).
  const key = `${language}|${input.startDate}|${input.dueTime}|${input.rrule}`;
  let text = recurrenceTexts.get(key);
  if (text === undefined) {
    text = describedNow(input, language);
    if (recurrenceTexts.size >= RECURRENCE_TEXTS_MAX) recurrenceTexts.clear();
    recurrenceTexts.set(key, text);
  }
  return text;
}

function describedNow(input: Recurrence, language: Language): string {
  const words = RECURRENCE_WORDS[language];
  const parsed = parse(input);
  const at = words.at(input.dueTime);
  if (!parsed.ok) return input.rrule;
  const { parts } = parsed;
  const freq = parts.get('FREQ') ?? '';
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const every = words.every(freq, interval);
  const byDay = parts.get('BYDAY')?.split(',');
  const monthDays = parts.get('BYMONTHDAY')?.split(',').map(Number);
  const months = parts.get('BYMONTH')?.split(',').map(Number);
  const start = startParts(input) ?? { y: 1970, m: 1, d: 1, hh: 0, mm: 0 };
  const simpleDays = byDay?.every((day) => /^[A-Z]{2}$/.test(day)) ?? true;
  const plain = !parts.has('BYSETPOS') && !parts.has('COUNT') && !parts.has('UNTIL') && simpleDays;

  if (plain && freq === 'DAILY' && !byDay && !monthDays && !months) return `${every}${at}`;
  if (plain && freq === 'WEEKLY' && !monthDays && !months) {
    return `${every}${words.onWeekdays(byDay ?? [weekdayCode(start.y, start.m, start.d)])}${at}`;
  }
  if (plain && freq === 'MONTHLY' && !byDay && !months) {
    return `${every}${words.onMonthDays(monthDays ?? [start.d])}${at}`;
  }
  if (plain && freq === 'YEARLY' && !byDay && (months?.length ?? 1) === 1) {
    const month = months?.[0] ?? start.m;
    const days = monthDays ?? [start.d];
    if (days.every((day) => day > 0)) return `${every}${words.onDaysOfMonth(days, month)}${at}`;
  }
  return `${words.ruleText(ruleFor(input, parsed.options))}${at}`;
}
