// Product rules §9: time logged shows as "Xh Ym", or "Ym" under an hour; durations in hours and minutes,
// 'N/A' when absent. Product rules §3: a session's durationMinutes arrives as a number in one reading and
// as a string in another, so both are read.

const DURATION_NOT_AVAILABLE = 'N/A';

/** Whole minutes from a number or a numeric string; null when absent or not a number. */
export function toMinutes(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number =
    typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.round(number);
}

/** "2h 5m", "45m", "0m"; 'N/A' when absent. */
export function formatDuration(value: number | string | null | undefined): string {
  const minutes = toMinutes(value);
  if (minutes === null) return DURATION_NOT_AVAILABLE;
  const sign = minutes < 0 ? '-' : '';
  const absolute = Math.abs(minutes);
  const hours = Math.floor(absolute / 60);
  const rest = absolute % 60;
  return hours > 0 ? `${sign}${hours}h ${rest}m` : `${sign}${rest}m`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Product rules §2: the running timer, hh:mm:ss (hours keep counting past 99); never negative. */
export function formatElapsed(milliseconds: number): string {
  const totalSeconds = Number.isFinite(milliseconds)
    ? Math.max(0, Math.floor(milliseconds / 1000))
    : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** Product rules §9: the report's total is the sum of durationMinutes; absent durations count as 0. */
export function sumMinutes(values: readonly (number | string | null | undefined)[]): number {
  return values.reduce<number>((total, value) => total + (toMinutes(value) ?? 0), 0);
}
