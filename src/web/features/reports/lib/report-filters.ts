import type { ReportTimeSession } from '#contract/schemas/time-session.ts';
import { sumMinutes } from '#contract/utils/duration.ts';

/** The select's value for "everyone" / "every store". */
export const ALL = 'all';

export interface ReportFilters {
  technicianId: string;
  storeId: string;
}

export const NO_FILTERS: ReportFilters = { technicianId: ALL, storeId: ALL };

export interface FilterOption {
  value: string;
  label: string;
}

function optionsBy(
  sessions: readonly ReportTimeSession[],
  pick: (session: ReportTimeSession) => FilterOption | null,
): FilterOption[] {
  const byValue = new Map<string, FilterOption>();
  for (const session of sessions) {
    const option = pick(session);
    if (option) byValue.set(option.value, option);
  }
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** The people and stores of the rows the server answered (its scope already applied). */
export function filterOptions(sessions: readonly ReportTimeSession[]) {
  return {
    technicians: optionsBy(sessions, (session) => ({
      value: session.userId,
      label: session.userName,
    })),
    stores: optionsBy(sessions, (session) =>
      session.storeId && session.storeName
        ? { value: session.storeId, label: session.storeName }
        : null,
    ),
  };
}

export function applyFilters(
  sessions: readonly ReportTimeSession[],
  filters: ReportFilters,
): ReportTimeSession[] {
  return sessions.filter(
    (session) =>
      (filters.technicianId === ALL || session.userId === filters.technicianId) &&
      (filters.storeId === ALL || session.storeId === filters.storeId),
  );
}

interface TechnicianSubtotal {
  userId: string;
  name: string;
  entries: number;
  minutes: number;
  /** Issue 36: the unpaid breaks of their rows, and the paid minutes left (closed rows only). */
  unpaidBreakMinutes: number;
  paidMinutes: number;
}

/** Minutes per person (the sum of their rows' durationMinutes), by name; their sum is the total. */
export function subtotalsByTechnician(
  sessions: readonly ReportTimeSession[],
): TechnicianSubtotal[] {
  const byUser = new Map<string, ReportTimeSession[]>();
  for (const session of sessions) {
    byUser.set(session.userId, [...(byUser.get(session.userId) ?? []), session]);
  }
  return [...byUser.entries()]
    .map(([userId, rows]) => ({
      userId,
      name: rows[0]?.userName ?? '',
      entries: rows.length,
      minutes: sumMinutes(rows.map((row) => row.durationMinutes)),
      unpaidBreakMinutes: sumMinutes(rows.map((row) => row.unpaidBreakMinutes)),
      paidMinutes: sumMinutes(rows.map((row) => row.workedMinutes)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
