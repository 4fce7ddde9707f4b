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

/**
 * Whether the transaction's next statements are planned for their parameters' values at every
 * run (decision 042 cut 57). The app prepares every statement, and after five runs PostgreSQL
 * keeps a generic plan when it costs less than the plans made for the values. A search's page
 * walks or filters by how many tickets its words find: the generic plan guesses that a word
 * matches 1 % of the tickets (pg_trgm's estimate of `<%` without a value), so it always looked
 * cheapest, and it read every ticket of a word found in all of them (manager1's `leak` by
 * priority: 4,500 buffers, 55 ms, against 996 and 4 ms planned for the word) or walked a whole
 * sort for a word in a few (the admin's `1042`: 16,613 buffers against 1,213). Planning the
 * page's ids alone costs 0.3-0.7 ms; the page's columns, planned alike, cost 4-5 ms and keep
 * their generic plan.
 */
export async function planPerRun(executor: Executor, perRun: boolean): Promise<void> {
  await executor.execute(
    perRun
      ? sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`
      : sql`select set_config('plan_cache_mode', 'auto', true)`,
  );
}

/**
 * A query word of ASCII letters and digits only: pg_trgm reads it as one word in every locale, so
 * finding it at the start of a word of the text is enough (below).
 */
const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * One word's conditions (issue 37, decision 042 cut 39). `match`: the word's whole condition, as
 * decision 025 has it, with its arms in the order PostgreSQL evaluates an OR (it stops at the
 * first true one): ids and number first, the trigram similarity last, since it costs about 10 µs
 * per ticket sharing the word's trigrams against well under 1 µs for an id. `exact`: the ways of
 * finding the word without the similarity: its ids and number, a short word as a substring, and a
 * plain word at the start of the text or after a space. A plain word found there has all its
 * trigrams in one word of the text but perhaps its last (`"er "` when 'fryer' begins 'fryers'), so
 * its word similarity is at least 3/4, over SEARCH_SIMILARITY: `exact` finds a part of `match`'s
 * tickets, never another. The start-of-word arms stay out of `match`: beside the similarity they
 * made the plan read every ticket of a status and compute the similarity of each (the planner
 * costs the similarity as a comparison) instead of the trigram index's candidates.
 */
function wordConditions(entry: SearchWord): { exact: SQL | undefined; match: SQL } {
  const ids: SQL[] = [];
  if (entry.ticketNumber !== null) ids.push(eq(tickets.ticketNumber, entry.ticketNumber));
  if (entry.locationIds.length) ids.push(inArray(tickets.locationId, entry.locationIds));
  if (entry.categoryIds.length) ids.push(inArray(tickets.categoryId, entry.categoryIds));
  if (entry.userIds.length) {
    ids.push(inArray(tickets.submittedBy, entry.userIds));
    ids.push(inArray(tickets.assignedTo, entry.userIds));
  }
  if (entry.word.length < FUZZY_MIN_LENGTH) {
    const substring = or(...ids, sql`${ticketText} like ${`%${escapeLike(entry.word)}%`}`) as SQL;
    return { exact: substring, match: substring };
  }
  // A plain word needs no LIKE escapes; both patterns are served by the trigram index.
  const starts = PLAIN_WORD.test(entry.word)
    ? [sql`${ticketText} like ${`${entry.word}%`}`, sql`${ticketText} like ${`% ${entry.word}%`}`]
    : [];
  const fuzzy = sql`${entry.word} <% ${ticketText}`;
  return { exact: or(...ids, ...starts), match: or(...ids, fuzzy) as SQL };
}

/** The condition on the tickets table: every word found somewhere. */
export function searchCondition(words: SearchWord[]): SQL | undefined {
  return and(...words.map((entry) => wordConditions(entry).match));
}

/**
 * The tickets every word finds without the similarity, a part of the matches; none when a word
 * has no such way, or when no word needs the similarity (the part would be the whole).
 */
function exactCondition(words: SearchWord[]): SQL | undefined {
  if (words.every((entry) => entry.word.length < FUZZY_MIN_LENGTH)) return undefined;
  const exact = words.map((entry) => wordConditions(entry).exact);
  return exact.every((condition) => condition !== undefined) ? and(...exact) : undefined;
}

/** A count that stopped at SEARCH_COUNT_CAP when `capped` (more tickets match). */
export interface CappedCount {
  count: number;
  capped: boolean;
}

function capped(count: number): CappedCount {
  return count > SEARCH_COUNT_CAP
    ? { count: SEARCH_COUNT_CAP, capped: true }
    : { count, capped: false };
}

const PAST_CAP = sql.raw(String(SEARCH_COUNT_CAP + 1));

/**
 * The matches of `where`, counted up to one past the cap. The rows are a MATERIALIZED CTE so
 * PostgreSQL plans them alone, without the limit: bitmap scans of the indexes, read row by row
 * until the limit stops them. With the limit in view the planner chose a sequential scan instead,
 * computing the similarity of every row (330 ms at 100,000 tickets for a word matching 10,000;
 * decision 025). A CTE that nothing reads is never run.
 */
function cappedCountSql(name: string, where: SQL[]): { cte: SQL; count: SQL } {
  const cte = sql`${sql.identifier(name)} as materialized (select 1 from ${tickets} where ${and(...where) ?? sql`true`})`;
  const count = sql`(select count(*) from (select 1 from ${sql.identifier(name)} limit ${PAST_CAP}) as counted)`;
  return { cte, count };
}

/**
 * The count of the search's matches among `conditions`, up to one past the cap: the exact part
 * first, and the whole search only when the exact part stays under the cap (a word found as
 * itself in many tickets, like 'fryer' in 15,000, then needs not one similarity).
 */
function searchCountSql(name: string, conditions: SQL[], words: SearchWord[]) {
  const all = cappedCountSql(name, [...conditions, searchCondition(words) ?? sql`true`]);
  const exact = exactCondition(words);
  if (!exact) return { ctes: [all.cte], count: all.count };
  const part = cappedCountSql(`${name}_exact`, [...conditions, exact]);
  return {
    ctes: [part.cte, all.cte],
    // The ELSE's subquery runs only when reached.
    count: sql`case when ${part.count} > ${SEARCH_COUNT_CAP} then ${PAST_CAP} else ${all.count} end`,
  };
}

/**
 * How many tickets match the search's words and `conditions` (the query's others, who may see
 * them included, the search aside), up to SEARCH_COUNT_CAP.
 */
export async function countSearchMatches(
  executor: Executor,
  conditions: SQL[],
  words: SearchWord[],
): Promise<CappedCount> {
  const { ctes, count } = searchCountSql('matching', conditions, words);
  const answer: unknown = await executor.execute(
    sql`with ${sql.join(ctes, sql`, `)} select (${count})::int as count`,
  );
  const [row] = (answer as { rows: { count: number }[] }).rows;
  return capped(row?.count ?? 0);
}

/**
 * The one status whose tickets pile up without bound; the others are the work in hand (4,890 of
 * the bench chain's 100,000 tickets).
 */
const PILING_STATUS: TicketStatus = 'completed';

/**
 * Statuses written into the statement rather than sent as parameters: the app prepares every
 * statement (PlanCachingClient) and PostgreSQL may keep a generic plan after five runs, which
 * does not know which statuses it counts. With them as parameters the generic plan of the work in
 * hand read every match of every status (20,000 tickets for 'fryer', 65 ms) for 755.
 */
function statusList(statuses: readonly TicketStatus[]): SQL {
  return sql.raw(`(${statuses.map((status) => `'${status}'`).join(', ')})`);
}

/**
 * Per status, how many tickets match the search's words and `conditions` (the query's others,
 * the search and the status aside), each up to SEARCH_COUNT_CAP. The work in hand is counted in
 * one pass of its matches, one scan of the trigram index rather than one per status; completed
 * tickets stop at the cap, as the list's count does.
 */
export async function countSearchMatchesByStatus(
  executor: Executor,
  conditions: SQL[],
  words: SearchWord[],
): Promise<Map<TicketStatus, CappedCount>> {
  const inHand = TICKET_STATUSES.filter((status) => status !== PILING_STATUS);
  const search = searchCondition(words) ?? sql`true`;
  const inHandWhere =
    and(...conditions, sql`${tickets.status} in ${statusList(inHand)}`, search) ?? sql`true`;
  const piling = searchCountSql(
    'piling',
    [...conditions, sql`${tickets.status} = ${statusList([PILING_STATUS])}`],
    words,
  );
  const answer: unknown = await executor.execute(
    sql`with ${sql.join(piling.ctes, sql`, `)}
      select ${tickets.status} as status, count(*)::int as count from ${tickets} where ${inHandWhere} group by ${tickets.status}
      union all
      select ${PILING_STATUS}::text, (${piling.count})::int`,
  );
  const rows = (answer as { rows: { status: TicketStatus; count: number }[] }).rows;
  return new Map(rows.map((row) => [row.status, capped(row.count)]));
}
