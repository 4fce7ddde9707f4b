import { formatLanguage, formatMinutes } from '#web/lib/locale-format.ts';

/** Minutes logged as '2h 15m', '45m', '0m', '2h' in English; the locale's units otherwise. */
export function formatLoggedTime(minutes: number): string {
  if (formatLanguage() !== 'en') return formatMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${String(rest)}m`;
  return rest === 0 ? `${String(hours)}h` : `${String(hours)}h ${String(rest)}m`;
}
