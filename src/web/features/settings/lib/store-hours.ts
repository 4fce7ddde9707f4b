import { clockMinutes } from '#contract/schemas/sla.ts';
import type { OpeningRange, SlaSettings, SlaSettingsInput } from '#contract/schemas/sla.ts';

// Issue 39: a store's opening hours as the Settings screen edits them. The server checks them
// again (SlaSettingsInputSchema); this says what is wrong before anything is sent.

/** A range being typed: the weekday as its select's value, the times as text until they parse. */
export interface HoursRow {
  weekday: string;
  opens: string;
  closes: string;
}

/** What is wrong with a row: the catalogue's `sla.hoursErrors` keys. */
type HoursProblem = 'opens' | 'closes' | 'order' | 'overlap';

interface RowProblem {
  index: number;
  problem: HoursProblem;
  /** The earlier row it overlaps, for 'overlap'. */
  other?: HoursRow;
}

function toRow(range: OpeningRange): HoursRow {
  return { weekday: String(range.weekday), opens: range.opens, closes: range.closes };
}

/** The stored hours of one store, as rows (none: open around the clock). */
export function rowsOf(settings: SlaSettings, locationId: string): HoursRow[] {
  const store = settings.storeHours.find((entry) => entry.locationId === locationId);
  return (store?.hours ?? []).map(toRow);
}

/** A new range: the day after the last one (Monday first), at the last one's times or 09:00–17:00. */
export function nextRow(rows: readonly HoursRow[]): HoursRow {
  const last = rows.at(-1);
  return {
    weekday: last ? String((Number(last.weekday) + 1) % 7) : '1',
    opens: last?.opens ?? '09:00',
    closes: last?.closes ?? '17:00',
  };
}

/**
 * Each row's first problem: a time that does not parse (HH:mm, 24:00 closing), a close not after
 * the open, or a range overlapping an earlier one of the same day.
 */
export function rowProblems(rows: readonly HoursRow[]): RowProblem[] {
  const problems: RowProblem[] = [];
  const valid: { row: HoursRow; opens: number; closes: number }[] = [];
  rows.forEach((row, index) => {
    const opens = clockMinutes(row.opens.trim());
    const closes = clockMinutes(row.closes.trim(), true);
    if (opens === null) problems.push({ index, problem: 'opens' });
    else if (closes === null) problems.push({ index, problem: 'closes' });
    else if (closes <= opens) problems.push({ index, problem: 'order' });
    else {
      const other = valid.find(
        (entry) =>
          entry.row.weekday === row.weekday && opens < entry.closes && entry.opens < closes,
      );
      if (other) problems.push({ index, problem: 'overlap', other: other.row });
      else valid.push({ row, opens, closes });
    }
  });
  return problems;
}

/**
 * The PUT body that sets one store's hours: the targets as saved, every other store's hours as
 * they are, and this store's rows (none: the store runs around the clock again).
 */
export function storeHoursInput(
  settings: SlaSettings,
  locationId: string,
  rows: readonly HoursRow[],
): SlaSettingsInput {
  const others = settings.storeHours
    .filter((store) => store.locationId !== locationId)
    .map((store) => ({ locationId: store.locationId, hours: store.hours }));
  const hours = rows.map((row) => ({
    weekday: Number(row.weekday),
    opens: row.opens.trim(),
    closes: row.closes.trim(),
  }));
  return {
    targets: settings.targets,
    storeHours: hours.length > 0 ? [...others, { locationId, hours }] : others,
  };
}
