import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { TICKET_STATUSES } from '#contract/schemas/ticket.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import { SEARCH_COUNT_CAP } from '#contract/schemas/ticket-queue.ts';

import type { Executor } from '../../db/database.ts';
import { categories, locations, tickets, users } from '../../db/schema.ts';

// Board search (decision 025): every word of the query must be found somewhere in the
// ticket — its title or description (trigram similarity, so a typo still finds it), its number,
// or the name of its store, category, submitter or assignee. Names live in small tables, so they
// are matched there first and the tickets are then filtered by those ids: every condition on the
// tickets table stays one that an index serves (the trigram index, or a btree on the id column).

/**
 * How alike a query word and a word of the text must be (pg_trgm word similarity, 0–1). 0.5 finds
 * 'fryre', 'heatng' and 'dowtown'; the default 0.6 misses the first two.
 */
const SEARCH_SIMILARITY = 0.5;
/** Words shorter than this are matched as exact substrings: their few trigrams match too much. */
const FUZZY_MIN_LENGTH = 4;
const MAX_WORDS = 8;

/** A query word with the ids of the names it matches. */
export interface SearchWord {
  word: string;
  ticketNumber: number | null;
  locationIds: string[];
  categoryIds: string[];
  userIds: string[];
}

/** The query's words: lower case, split on spaces, edge punctuation dropped ('#1042' is 1042). */
function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** The ticket's own words, exactly the expression of the tickets_search_trgm_idx index. */
const ticketText = sql`lower(${tickets.title} || ' ' || ${tickets.description})`;

/** A name matching a word: containing it, or (long words) alike enough to be a typo of it. */
function nameMatches(name: SQL, word: SQL): SQL {
  return sql`(strpos(lower(${name}), ${word}) > 0 or (length(${word}) >= ${FUZZY_MIN_LENGTH} and word_similarity(${word}, lower(${name})) >= ${SEARCH_SIMILARITY}))`;
}

/**
 * Resolves each word against the store, category and people names (a few hundred rows; one
 * statement for all words and tables).
 */
export async function resolveSearchWords(query: string, executor: Executor): Promise<SearchWord[]> {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const wordList = sql`(values ${sql.join(
    words.map((word) => sql`(${word}::text)`),
    sql`, `,
  )}) as w(word)`;
  const word = sql`w.word`;
  const answer: unknown = await executor.execute(sql`
    select w.word as word, 'location' as kind, ${locations.id} as id from ${wordList}
      join ${locations} on ${nameMatches(sql`${locations.name}`, word)}
    union all
    select w.word, 'category', ${categories.id} from ${wordList}
      join ${categories} on ${nameMatches(sql`${categories.name}`, word)}
    union all
    select w.word, 'user', ${users.id} from ${wordList}
      join ${users} on ${nameMatches(sql`${users.name}`, word)}
  `);
  const rows = (answer as { rows: { word: string; kind: string; id: string }[] }).rows;
  return words.map((text) => {
    const matches = rows.filter((row) => row.word === text);
    const ids = (kind: string) => matches.filter((row) => row.kind === kind).map((row) => row.id);
    const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
    return {
      word: text,
      ticketNumber: number,
      locationIds: ids('location'),
      categoryIds: ids('category'),
      userIds: ids('user'),
    };
  });
}

/**
 * The ticket number a search is for when its text is one number ('1042' or '#1042'): the list
 * puts that ticket first (decision 025), whatever the sort.
 */
export function searchedTicketNumber(words: readonly SearchWord[]): number | null {
  const [only, ...others] = words;
  return only && others.length === 0 ? only.ticketNumber : null;
}

/**
 * The similarity threshold of the `<%` operator for the rest of the transaction: the operator
 * (which the trigram index serves) reads it from this setting rather than taking an argument.
 */
export async function useSearchSimilarity(executor: Executor): Promise<void> {
  await executor.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SIMILARITY)}, true)`,
  );
}

/** The condition on the tickets table: every word found somewhere. */
export function searchCondition(words: SearchWord[]): SQL | undefined {
  const perWord = words.map((entry) => {
    const matches: SQL[] = [
      entry.word.length >= FUZZY_MIN_LENGTH
        ? sql`${entry.word} <% ${ticketText}`
        : sql`${ticketText} like ${`%${escapeLike(entry.word)}%`}`,
    ];
    if (entry.ticketNumber !== null) matches.push(eq(tickets.ticketNumber, entry.ticketNumber));
    if (entry.locationIds.length) matches.push(inArray(tickets.locationId, entry.locationIds));
    if (entry.categoryIds.length) matches.push(inArray(tickets.categoryId, entry.categoryIds));
    if (entry.userIds.length) {
      matches.push(inArray(tickets.submittedBy, entry.userIds));
      matches.push(inArray(tickets.assignedTo, entry.userIds));
    }
    return or(...matches);
  });
  return and(...perWord);
}

/** A count that stopped at SEARCH_COUNT_CAP when `capped` (more tickets match). */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/**
 * The matches of `where` counted lazily, at most one past the cap. The matching rows are a
 * MATERIALIZED CTE so PostgreSQL plans them alone, without the limit: a bitmap scan of the
 * trigram index, read row by row until the limit stops it. With the limit in view the planner
 * chose a sequential scan instead, rechecking the similarity of every row (330 ms at 100,000
 * tickets for a word matching 10,000, as slow as counting them all; decision 025).
 */
function cappedCountSql(name: string, where: SQL | undefined): { cte: SQL; count: SQL } {
  const cte = sql`${sql.identifier(name)} as materialized (select 1 from ${tickets} where ${where ?? sql`true`})`;
  const count = sql`(select count(*) from (select 1 from ${sql.identifier(name)} limit ${SEARCH_COUNT_CAP + 1}) as counted)::int`;
  return { cte, count };
}

function capped(count: number): CappedCount {
  return count > SEARCH_COUNT_CAP
    ? { count: SEARCH_COUNT_CAP, capped: true }
    : { count, capped: false };
}

/** How many tickets match the search's conditions, up to SEARCH_COUNT_CAP. */
export async function countSearchMatches(
  executor: Executor,
  conditions: SQL[],
): Promise<CappedCount> {
  const { cte, count } = cappedCountSql('matching', and(...conditions));
  const answer: unknown = await executor.execute(sql`with ${cte} select ${count} as count`);
  const [row] = (answer as { rows: { count: number }[] }).rows;
  return capped(row?.count ?? 0);
}

/** Per status, how many tickets match the search's conditions, each up to SEARCH_COUNT_CAP. */
export async function countSearchMatchesByStatus(
  executor: Executor,
  conditions: SQL[],
): Promise<Map<TicketStatus, CappedCount>> {
  // One lazily read set per status: a status with few tickets (the bitmap ANDs the status index)
  // costs little, and the many completed ones stop at the cap.
  const parts = TICKET_STATUSES.map((status, index) => ({
    status,
    ...cappedCountSql(`status_${String(index)}`, and(...conditions, eq(tickets.status, status))),
  }));
  const answer: unknown = await executor.execute(
    sql`with ${sql.join(
      parts.map((part) => part.cte),
      sql`, `,
    )} ${sql.join(
      parts.map((part) => sql`select ${part.status}::text as status, ${part.count} as count`),
      sql` union all `,
    )}`,
  );
  const rows = (answer as { rows: { status: TicketStatus; count: number }[] }).rows;
  return new Map(rows.map((row) => [row.status, capped(row.count)]));
}
