// Issue 37 (decision 042 cuts 37 and 40): the ticket list and the timesheets week read instants as
// the database's text (Drizzle asks both drivers for it) instead of a Date per instant, and answer
// them as Date.prototype.toISOString writes them.

/**
 * An instant's text as the database writes it, as `toISOString` writes it: milliseconds cut, not
 * rounded, as a Date parsed from the text has them. The text `YYYY-MM-DD HH:MM:SS[.ffffff]+00` of
 * a session in UTC (both databases' default) is rearranged; any other (another session zone, a
 * year past 9999, BC) goes through a Date, as Drizzle read it.
 */
export function isoInstant(text: string): string {
  const length = text.length;
  if (
    length >= 22 &&
    length <= 29 &&
    length !== 23 &&
    text.charCodeAt(10) === 32 &&
    text.endsWith('+00') &&
    (length === 22 || text.charCodeAt(19) === 46)
  ) {
    const fraction =
      length === 22
        ? '000'
        : text
            .slice(20, length - 3)
            .padEnd(3, '0')
            .slice(0, 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  return new Date(text).toISOString();
}

/** isoInstant of a nullable column. */
export function isoInstantOrNull(text: string | null): string | null {
  return text === null ? null : isoInstant(text);
}
