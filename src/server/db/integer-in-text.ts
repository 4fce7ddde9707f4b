import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * A whole number written into a statement's text instead of sent as a parameter: a page's LIMIT
 * (issue 37, decision 042 cuts 37 and 47). PostgreSQL costs a generic plan's LIMIT parameter as a
 * tenth of the rows, so with it as a parameter the page's generic plan never won and every request
 * was planned again. Callers pass numbers their schema bounds (1-500), a bounded set of statements;
 * anything but a whole number from `least` up is refused, so no text reaches the statement.
 */
export function integerInText(value: number, least: number): SQL {
  if (!Number.isSafeInteger(value) || value < least) throw new Error(`page limit ${String(value)}`);
  return sql.raw(String(value));
}
