import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AnyPgColumn,
  SubqueryWithSelection,
  WithSubqueryWithSelection,
} from 'drizzle-orm/pg-core';

import type { RiskAnswers } from '#contract/schemas/risk-answers.ts';
import type { SlaState } from '#contract/schemas/sla.ts';
import type { Ticket, TicketPriority, TicketSort, TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketTriage } from '#contract/schemas/ticket-triage.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import { isoInstant, isoInstantOrNull } from '../../db/instant-text.ts';
import { integerInText } from '../../db/integer-in-text.ts';
import {
  categories,
  equipment,
  locations,
  ticketChecklistItems,
  tickets,
  users,
} from '../../db/schema.ts';
import { slaStateSql } from '../../db/sla-state.ts';
import {
  counted,
  countedTickets,
  storeManagerTotal,
  visibleTicketCounts,
} from '../../db/ticket-counts.ts';
import type { TicketCountFilter } from '../../db/ticket-counts.ts';
import {
  preparedAudience,
  ticketVisibleBranches,
  ticketVisibleTo,
} from '../../db/ticket-visibility.ts';
import { loggedMinutes, timeLoggedByTicket, timeLoggedSql } from '../../db/time-logged.ts';
import type { SqlInstant } from '../../db/worked-time.ts';
import type { TicketPosition } from './ticket-cursor.ts';
import type { SlaColumnChanges } from './ticket-sla.ts';
import type { SortPart } from './ticket-sort.repository.ts';
import {
  afterPosition,
  ordered,
  sortKeys,
  sortNeedsLocation,
  sortOrder,
  sortParts,
} from './ticket-sort.repository.ts';
import type { CappedCount, SearchWord } from './tickets-search.repository.ts';
import {
  countSearchMatches,
  countSearchMatchesByStatus,
  planPerRun,
  resolveSearchWords,
  searchCondition,
  searchedTicketNumber,
  useSearchSimilarity,
} from './tickets-search.repository.ts';
import { storedRiskAnswers } from './ticket-risk-answers.ts';
import { storedTriage } from './ticket-triage.ts';

const submitter = alias(users, 'submitter');
const assignee = alias(users, 'assignee');

/**
 * The sorts whose page a manager's two kinds of tickets take each from their own index (issue
 * 37, decision 042 cuts 37-38; migration 0028 for the priority order).
 */
const BRANCH_SORTS: ReadonlySet<TicketSort> = new Set(['newest', 'oldest', 'priority', 'store']);

/** A search's page conditions apart: its words, and the others (the walk's, the words aside). */
interface SearchApart {
  words: SQL;
  others: SQL[];
  /** The search's count came under its cap (SEARCH_COUNT_CAP, 1,000): its matches are few. */
  fewMatches: boolean;
}

/** A ticket as its own tables hold it; the photos module adds its photos. */
export type TicketWithoutPhotos = Omit<Ticket, 'photos'>;

export interface TicketQuery {
  audience: TicketAudience;
  statuses?: TicketStatus[];
  priorities?: TicketPriority[];
  /** A location id, or a name matched case-insensitively. */
  location?: { id: string } | { name: string };
  category?: { id: string } | { name: string };
  assignedTo?: { id: string } | 'unassigned';
  /** The board's search words (tickets-search.ts). */
  search?: string;
  scheduledFrom?: Date;
  /** Exclusive. */
  scheduledTo?: Date;
  /** Issue 39: tickets in these SLA states at `now`. */
  sla?: { states: SlaState[]; now: Date };
  sort: TicketSort;
  /** Where the previous page ended, in `sort`. */
  after?: TicketPosition;
  limit: number;
}

/** The columns the service checks rules against, read under a row lock. */
export interface TicketState {
  id: string;
  ticketNumber: number;
  status: TicketStatus;
  priority: TicketPriority;
  locationId: string;
  submittedBy: string | null;
  assignedTo: string | null;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  allDay: boolean;
  // Issue 39: what the SLA clock reads when the status changes (ticket-sla.ts).
  submittedAt: Date;
  slaResolveBy: Date | null;
  slaRespondedAt: Date | null;
  slaPausedAt: Date | null;
  slaPausedMinutes: number;
}

interface TicketInsert {
  title: string;
  description: string;
  priority: TicketPriority;
  locationId: string;
  categoryId: string;
  equipmentDown: boolean;
  equipmentId: string | null;
  submittedBy: string;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  allDay: boolean;
  aiTriage: TicketTriage | null;
  riskAnswers: RiskAnswers | null;
  now: Date;
  sla: SlaColumnChanges;
}

export interface TicketChanges extends SlaColumnChanges {
  status?: TicketStatus;
  assignedTo?: string | null;
  scheduledStart?: Date | null;
  scheduledEnd?: Date | null;
  allDay?: boolean;
  completedAt?: Date | null;
  completionNotes?: string | null;
  checklistSkippedNote?: string | null;
  // Triage edits (decision 023).
  title?: string;
  description?: string;
  priority?: TicketPriority;
  locationId?: string;
  categoryId?: string;
  /** Cleared when a triage edit moves the ticket away from its unit's store or category. */
  equipmentId?: string | null;
}

interface PersonRef {
  id: string;
  name: string;
  role: 'admin' | 'manager' | 'technician';
  status: 'active' | 'inactive' | 'pending';
}

const stateColumns = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  status: tickets.status,
  priority: tickets.priority,
  locationId: tickets.locationId,
  submittedBy: tickets.submittedBy,
  assignedTo: tickets.assignedTo,
  scheduledStart: tickets.scheduledStart,
  scheduledEnd: tickets.scheduledEnd,
  allDay: tickets.allDay,
  submittedAt: tickets.submittedAt,
  slaResolveBy: tickets.slaResolveBy,
  slaRespondedAt: tickets.slaRespondedAt,
  slaPausedAt: tickets.slaPausedAt,
  slaPausedMinutes: tickets.slaPausedMinutes,
};

/** One ticket's rule-relevant columns; a lock can be added (`.for('update')`). */
function stateById(id: string, executor: Executor) {
  return executor.select(stateColumns).from(tickets).where(eq(tickets.id, id)).limit(1).$dynamic();
}

type NamedTable = typeof locations | typeof categories;

/** The first row of a named list (stores, categories) meeting `where`, with its id and name. */
async function findNamed(
  table: NamedTable,
  where: SQL,
  executor: Executor,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await executor
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(where)
    .limit(1);
  return row;
}

/** A row of a named list by name, in any letter case. */
function findByName(table: NamedTable, name: string, executor: Executor) {
  return findNamed(table, sql`lower(${table.name}) = lower(${name})`, executor);
}

/** A row of a named list by id (triage edits name the store or category by either). */
function findById(table: NamedTable, id: string, executor: Executor) {
  return findNamed(table, eq(table.id, id), executor);
}

/**
 * A ticket's row as the drivers answer it (named columns, no mapping by Drizzle; instants as the
 * database's text): issue 37, decision 042. Drizzle's mapping called `is()` per field per row and
 * parsed every instant into a Date that toTickets wrote back as text.
 */
interface TicketRow {
  id: string;
  ticketNumber: number;
  title: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  location: string;
  locationId: string;
  category: string;
  categoryId: string;
  equipmentDown: boolean;
  submittedByName: string | null;
  submittedById: string | null;
  submittedAt: string;
  assignedTo: string | null;
  assignedToName: string | null;
  completedAt: string | null;
  timeLogged: number;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  allDay: boolean;
  completionNotes: string | null;
  aiTriage: unknown;
  riskAnswers: unknown;
  equipmentId: string | null;
  equipmentName: string | null;
  preventive: boolean;
  pmPlanId: string | null;
  checklistTotal: number;
  checklistDone: number;
  checklistSkippedNote: string | null;
  slaRespondBy: string | null;
  slaResolveBy: string | null;
  slaRespondedAt: string | null;
  slaPausedAt: string | null;
  slaState: SlaState | null;
  updatedAt: string;
  /** The page's photos as the photos module reads them (PagePhotosRead); null otherwise. */
  photos: unknown;
}

/**
 * The photos of a page's tickets as a grouped read to left join on the ticket's id (`ticketId`,
 * `photos`), installed by the photos module above (decision 041) so a page of tickets is one
 * statement (decision 042 cut 71); what `photos` holds is that module's to read.
 */
type PagePhotosRead = (
  executor: Executor,
  ticketIds: SQL,
) => SubqueryWithSelection<{ ticketId: SQL.Aliased<string>; photos: SQL.Aliased }, string>;

/** The rows of a statement run through `db.execute` (both drivers answer `{ rows }`). */
function rowsOf(answer: unknown): TicketRow[] {
  return (answer as { rows: TicketRow[] }).rows;
}

/**
 * Each ticket's checklist counts (`total`, `done`) for the tickets `ticketIds` selects, in one
 * grouped read, to left join on the ticket's id (selectPage).
 */
function checklistByTicket(db: Executor, ticketIds: SQL) {
  return db
    .select({
      ticketId: sql<string>`${ticketChecklistItems.ticketId}`.as('checklist_ticket_id'),
      total: sql<number>`count(*)`.as('checklist_total'),
      done: sql<number>`count(*) filter (where ${ticketChecklistItems.done})`.as('checklist_done'),
    })
    .from(ticketChecklistItems)
    .where(sql`${ticketChecklistItems.ticketId} = any(array(${ticketIds}))`)
    .groupBy(ticketChecklistItems.ticketId)
    .as('checklist');
}

/** The id column of selectPage's CTE of a page's ids (Drizzle writes its fields unqualified). */
const pageIdColumn = sql`${sql.identifier('page_ids')}.${sql.identifier('id')}`;

/** A page's ids as a CTE and the grouped sums of its tickets, joined by selectPage. */
interface PageSums {
  ids: WithSubqueryWithSelection<{ id: SQL.Aliased<string> }, 'page_ids'>;
  logged: ReturnType<typeof timeLoggedByTicket>;
  checklist: ReturnType<typeof checklistByTicket>;
  photos: ReturnType<PagePhotosRead> | null;
}

/**
 * A prepared statement's rows as the driver answers them, without Drizzle's mapping: the
 * node-postgres and PGlite sessions' prepared queries both have `all()`, which PgPreparedQuery's
 * type leaves out.
 */
function allRows(prepared: object, values: Record<string, unknown>): Promise<TicketRow[]> {
  return (prepared as { all(values: Record<string, unknown>): Promise<TicketRow[]> }).all(values);
}

export function createTicketsRepository(db: Database) {
  // The photos module's read of a page's photos, once it is installed (usePagePhotos).
  let pagePhotos: PagePhotosRead | null = null;

  /**
   * The tickets' columns; with `page` (the sums of a page's tickets joined from grouped reads of
   * its ids, selectPage), the time logged and the checklist's counts come from there, else each
   * from a subquery run for the row.
   */
  function selectTickets(executor: Executor, now: SqlInstant, page?: PageSums) {
    // Each column named, so the drivers' named rows keep every one (five are names).
    const columns: Record<keyof TicketRow, SQL | AnyPgColumn> = {
      id: tickets.id,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      description: tickets.description,
      priority: tickets.priority,
      status: tickets.status,
      location: locations.name,
      locationId: tickets.locationId,
      category: categories.name,
      categoryId: tickets.categoryId,
      equipmentDown: tickets.equipmentDown,
      submittedByName: submitter.name,
      submittedById: tickets.submittedBy,
      submittedAt: tickets.submittedAt,
      assignedTo: tickets.assignedTo,
      assignedToName: assignee.name,
      completedAt: tickets.completedAt,
      timeLogged: page ? loggedMinutes(page.logged) : timeLoggedSql(now),
      scheduledStart: tickets.scheduledStart,
      scheduledEnd: tickets.scheduledEnd,
      allDay: tickets.allDay,
      completionNotes: tickets.completionNotes,
      aiTriage: tickets.aiTriage,
      riskAnswers: tickets.riskAnswers,
      equipmentId: tickets.equipmentId,
      equipmentName: equipment.name,
      preventive: tickets.preventive,
      pmPlanId: tickets.pmPlanId,
      checklistTotal: page
        ? sql`coalesce(${page.checklist.total}, 0)::integer`
        : sql`(select count(*) from ${ticketChecklistItems} where ${ticketChecklistItems.ticketId} = ${tickets.id})::integer`,
      checklistDone: page
        ? sql`coalesce(${page.checklist.done}, 0)::integer`
        : sql`(select count(*) from ${ticketChecklistItems} where ${ticketChecklistItems.ticketId} = ${tickets.id} and ${ticketChecklistItems.done})::integer`,
      checklistSkippedNote: tickets.checklistSkippedNote,
      slaRespondBy: tickets.slaRespondBy,
      slaResolveBy: tickets.slaResolveBy,
      slaRespondedAt: tickets.slaRespondedAt,
      slaPausedAt: tickets.slaPausedAt,
      slaState: slaStateSql(now),
      updatedAt: tickets.updatedAt,
      photos: page?.photos ? sql`${page.photos.photos}` : sql`null`,
    };
    const named = Object.fromEntries(
      Object.entries(columns).map(([name, column]) => [name, sql`${column}`.as(name)]),
    );
    if (!page) {
      return executor
        .select(named)
        .from(tickets)
        .innerJoin(locations, eq(tickets.locationId, locations.id))
        .innerJoin(categories, eq(tickets.categoryId, categories.id))
        .leftJoin(equipment, eq(tickets.equipmentId, equipment.id))
        .leftJoin(submitter, eq(tickets.submittedBy, submitter.id))
        .leftJoin(assignee, eq(tickets.assignedTo, assignee.id))
        .$dynamic();
    }
    // The page's ids joined right after the tickets: with the sums the statement joins nine
    // relations, past PostgreSQL's join_collapse_limit (8), which plans the first eight as one
    // group and joins the rest after it. Filtered by `in (...)` instead, the ids came after the
    // group, which had joined the whole table (100,000 rows, 270 ms on PostgreSQL).
    const joined = executor
      .with(page.ids)
      .select(named)
      .from(tickets)
      .innerJoin(page.ids, sql`${pageIdColumn} = ${tickets.id}`)
      .innerJoin(locations, eq(tickets.locationId, locations.id))
      .innerJoin(categories, eq(tickets.categoryId, categories.id))
      .leftJoin(equipment, eq(tickets.equipmentId, equipment.id))
      .leftJoin(submitter, eq(tickets.submittedBy, submitter.id))
      .leftJoin(assignee, eq(tickets.assignedTo, assignee.id))
      .leftJoin(page.logged, eq(page.logged.ticketId, tickets.id))
      .leftJoin(page.checklist, eq(page.checklist.ticketId, tickets.id))
      .$dynamic();
    return page.photos
      ? joined.leftJoin(page.photos, eq(page.photos.ticketId, tickets.id))
      : joined;
  }

  /**
   * A page of tickets: those `pageIds` selects, with their columns (unordered; the caller orders).
   * Issue 37 (decision 042 cut 46): the time logged and the checklist's two counts were subqueries
   * run once per row: 303 rescans for a page of 101, each asking its relation's size, which in
   * PGlite is an fstat through its Node file system (a fresh admin list asked 307, 306 here; now 6). The
   * page's ids are now a CTE (materialized: it is read three times) and the sums come from one
   * grouped read of the sessions and one of the checklist items whose ticket is among them, left
   * joined. The ids are unique (a walk, or a `union` of walks), so the join keeps one row each.
   */
  function selectPage(executor: Executor, now: SqlInstant, pageIds: SQL) {
    const ids = pageIdsTable(executor, pageIds);
    const idsOfPage = sql`select ${pageIdColumn} from ${sql.identifier('page_ids')}`;
    const logged = timeLoggedByTicket(executor, now, idsOfPage);
    const checklist = checklistByTicket(executor, idsOfPage);
    const photos = pagePhotos ? pagePhotos(executor, idsOfPage) : null;
    return selectTickets(executor, now, { ids, logged, checklist, photos });
  }

  /** A page's ids as a CTE (selectPage). */
  function pageIdsTable(executor: Executor, pageIds: SQL) {
    return executor.$with('page_ids', { id: sql<string>`id`.as('id') }).as(pageIds);
  }

  function toTickets(rows: TicketRow[]): TicketWithoutPhotos[] {
    return rows.map((row) => ({
      id: row.id,
      ticketNumber: row.ticketNumber,
      title: row.title,
      description: row.description,
      priority: row.priority,
      status: row.status,
      location: row.location,
      locationId: row.locationId,
      category: row.category,
      categoryId: row.categoryId,
      equipmentDown: row.equipmentDown,
      // A preventive ticket has no person as submitter: its plan made it (decision 034).
      submittedBy:
        row.submittedByName ?? (row.preventive ? 'Preventive maintenance' : 'Unknown user'),
      submittedById: row.submittedById,
      submittedAt: isoInstant(row.submittedAt),
      assignedTo: row.assignedTo,
      assignedToName: row.assignedToName,
      completedAt: isoInstantOrNull(row.completedAt),
      timeLogged: row.timeLogged,
      scheduledStart: isoInstantOrNull(row.scheduledStart),
      scheduledEnd: isoInstantOrNull(row.scheduledEnd),
      allDay: row.allDay,
      completionNotes: row.completionNotes,
      aiTriage: storedTriage(row.aiTriage),
      riskAnswers: storedRiskAnswers(row.riskAnswers),
      equipment:
        row.equipmentId && row.equipmentName
          ? { id: row.equipmentId, name: row.equipmentName }
          : null,
      preventive: row.preventive,
      pmPlanId: row.pmPlanId,
      checklistProgress:
        row.checklistTotal > 0 ? { done: row.checklistDone, total: row.checklistTotal } : null,
      checklistSkippedNote: row.checklistSkippedNote,
      sla:
        row.slaRespondBy && row.slaResolveBy && row.slaState
          ? {
              respondBy: isoInstant(row.slaRespondBy),
              resolveBy: isoInstant(row.slaResolveBy),
              respondedAt: isoInstantOrNull(row.slaRespondedAt),
              state: row.slaState,
              pausedAt: isoInstantOrNull(row.slaPausedAt),
            }
          : null,
      updatedAt: isoInstant(row.updatedAt),
    }));
  }

  /** The query's conditions but who may see the tickets (the cursor aside). */
  function filterConditions(query: TicketQuery, words: SearchWord[]): SQL[] {
    const conditions: SQL[] = [];
    if (query.statuses?.length) conditions.push(inArray(tickets.status, query.statuses));
    if (query.priorities?.length) conditions.push(inArray(tickets.priority, query.priorities));
    // Names are resolved to ids in subqueries so every condition reads the tickets table alone.
    if (query.location) {
      conditions.push(
        'id' in query.location
          ? eq(tickets.locationId, query.location.id)
          : sql`${tickets.locationId} in (select ${locations.id} from ${locations} where lower(${locations.name}) = lower(${query.location.name}))`,
      );
    }
    if (query.category) {
      conditions.push(
        'id' in query.category
          ? eq(tickets.categoryId, query.category.id)
          : sql`${tickets.categoryId} in (select ${categories.id} from ${categories} where lower(${categories.name}) = lower(${query.category.name}))`,
      );
    }
    if (query.assignedTo === 'unassigned') conditions.push(isNull(tickets.assignedTo));
    else if (query.assignedTo) conditions.push(eq(tickets.assignedTo, query.assignedTo.id));
    const search = searchCondition(words);
    if (search) conditions.push(search);
    // A schedule overlapping [from, to).
    if (query.scheduledFrom) conditions.push(gte(tickets.scheduledEnd, query.scheduledFrom));
    if (query.scheduledTo) conditions.push(lt(tickets.scheduledStart, query.scheduledTo));
    if (query.sla?.states.length) {
      conditions.push(inArray(slaStateSql(query.sla.now), query.sla.states));
    }
    return conditions;
  }

  /** Who may see the tickets, then the query's other conditions (the cursor aside). */
  function listConditions(query: TicketQuery, filters: SQL[]): SQL[] {
    const audience = ticketVisibleTo(query.audience);
    return audience ? [audience, ...filters] : filters;
  }

  /**
   * Runs `work` with the conditions of `query` (the cursor aside). A search resolves its words
   * first and sets the trigram threshold, in one transaction so the setting holds for the query.
   */
  async function withConditions<T>(
    query: TicketQuery,
    work: (
      executor: Executor,
      conditions: SQL[],
      words: SearchWord[],
      filters: SQL[],
    ) => Promise<T>,
  ): Promise<T> {
    const search = query.search;
    if (!search) {
      const filters = filterConditions(query, []);
      return work(db, listConditions(query, filters), [], filters);
    }
    // The one exception to "repositories never open transactions" (decision 021): a read whose
    // SET LOCAL trigram threshold must hold for its own queries only; it writes nothing.
    // eslint-disable-next-line no-restricted-syntax
    return db.transaction(async (tx) => {
      await useSearchSimilarity(tx);
      const words = await resolveSearchWords(search, tx);
      const filters = filterConditions(query, words);
      return work(tx, listConditions(query, filters), words, filters);
    });
  }

  /**
   * Who may see the tickets and the query's conditions but its search words (the cursor aside):
   * a search's count adds its words in parts (countSearchMatches).
   */
  function searchlessConditions(query: TicketQuery): SQL[] {
    return listConditions(query, filterConditions(query, []));
  }

  /**
   * The query's filters when the ticket counters can count its matches (decision 042, cuts): no
   * search, category or schedule, which no counter key holds.
   */
  function counterFilter(query: TicketQuery): TicketCountFilter | undefined {
    if (query.search || query.category || query.scheduledFrom || query.scheduledTo || query.sla) {
      return undefined;
    }
    const filter: TicketCountFilter = {};
    if (query.statuses) filter.statuses = query.statuses;
    if (query.priorities) filter.priorities = query.priorities;
    if (query.location) filter.location = query.location;
    if (query.assignedTo) filter.assignedTo = query.assignedTo;
    return filter;
  }

  /**
   * Every match without a search, from the counters when they can answer; a search's count stops
   * at its cap (decision 025).
   */
  function countMatching(
    executor: Executor,
    query: TicketQuery,
    conditions: SQL[],
    words: SearchWord[],
  ): Promise<CappedCount> {
    if (query.search) return countSearchMatches(executor, searchlessConditions(query), words);
    if (executor === db && isPlainFirstPage(query)) return plainTotal(query.audience);
    const filter = counterFilter(query);
    if (filter) {
      return executor
        .select({ count: countedTickets() })
        .from(visibleTicketCounts(query.audience, filter, { perStore: true }))
        .then(([row]) => ({ count: row?.count ?? 0, capped: false }));
    }
    return executor
      .select({ count: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(...conditions))
      .then(([row]) => ({ count: row?.count ?? 0, capped: false }));
  }

  /**
   * The ids of a page and one more, walking the sort's index. The limit is written into the
   * statement, not sent as a parameter (issue 37, decision 042): PostgreSQL plans a prepared
   * statement for its parameters' values five times, then keeps a generic plan only when that
   * plan costs about as much. A generic LIMIT is costed as a tenth of the table, so the page's
   * generic plan walked 10,000 tickets (300 ms) and every request was planned afresh (1.7 ms of
   * the page's 3.2). With the limit in the text (1 to TICKETS_PAGE_MAX + 1, so a bounded set of
   * statements) the generic plan is the custom one and planning stops after the fifth request.
   */
  function pageIdsSql(
    query: Pick<TicketQuery, 'limit' | 'sort' | 'after'>,
    branches: SQL[],
    walkConditions: SQL[],
    search?: SearchApart,
  ): SQL {
    const join = sortNeedsLocation(query.sort)
      ? sql` inner join ${locations} on ${eq(tickets.locationId, locations.id)}`
      : sql``;
    const limitSql = integerInText(query.limit + 1, 1);
    const keys = sortKeys(query.sort);
    const carried = sql.join(
      keys.map(({ key }, index) => sql`${key} as ${sql.raw(`k${String(index)}`)}`),
      sql`, `,
    );
    const order = keys.map((key, index) => ordered(key, sql.raw(`page.k${String(index)}`)));
    // Decision 042 cut 62: a search of every ticket (the admin's) walks a sort's whole index; a
    // person's tickets (a few thousand at most) are read by their own indexes and sorted.
    const searchOfAll = branches.length === 0 ? search : undefined;
    const parts = sortParts(query.sort, query.after, searchOfAll !== undefined);
    if (parts) {
      // Decision 042 cut 41: the tickets with a deadline walked in order, per kind of ticket
      // (`union`: a ticket of both kinds comes from both walks); the rest read only for what the
      // keyed walks left of the page (a limit of 0 runs nothing), in one read for every kind, as
      // the whole order was read before.
      const [keyed, rest] = parts;
      const kinds = branches.length > 0 ? branches : [undefined];
      const walk = (where: SQL | undefined, part: SortPart, limit: SQL): SQL =>
        sql`select ${tickets.id} as id, ${carried} from ${tickets}${join} where ${and(where, ...walkConditions, part.where)} order by ${sql.join(part.order, sql`, `)} limit ${limit}`;
      const audience = branches.length > 1 ? or(...branches) : branches[0];
      if (!rest) {
        return sql`select page.id from (${walk(audience, keyed, limitSql)}) as page`;
      }
      if (searchOfAll && keyed.walkPerTicket !== undefined) {
        // Decision 042 cut 62. Past the count's cap: the first tickets of the keyed part in order,
        // the words aside, as a MATERIALIZED CTE read only as far as needed: up to a page of
        // matches, which then are the part's page (the CTE's rows come in the walk's order; the
        // page is sorted last). When a whole prefix holds fewer, the part's matches are planned
        // alone (by the search's index when the words are rare) and sorted. The rest, with a
        // constant limit so it is planned for the page, runs only when the keyed part leaves
        // room. A subquery behind a false condition is never run.
        const span = integerInText((query.limit + 1) * keyed.walkPerTicket, 1);
        const columns = sql.raw(keys.map((_, index) => `k${String(index)}`).join(', '));
        const keyOrder = keys.map((key, index) => ordered(key, sql.raw(`k${String(index)}`)));
        if (searchOfAll.fewMatches) {
          // At most SEARCH_COUNT_CAP matches in all: read once by the search's index and sorted
          // whole, no walk (the walk's prefix, 2,020 tickets without the words for a rare word,
          // cost more; a read per part read the index twice).
          const after = query.after ? [afterPosition(query.after)] : [];
          return sql`select page.id from (with matches as materialized (select ${tickets.id} as id, ${carried} from ${tickets}${join} where ${and(...walkConditions, ...after)}) select * from matches) as page order by ${sql.join(order, sql`, `)} limit ${limitSql}`;
        }
        const few = sql`few as materialized (select ${tickets.id} as id, ${carried} from ${tickets}${join} where ${and(audience, ...walkConditions, keyed.where)})`;
        const sorted = sql`select id, ${columns} from few order by ${sql.join(keyOrder, sql`, `)} limit ${limitSql}`;
        const ctes = [
          // The words are tested above the walk's limit, on the tickets read, as they are read:
          // the inner select is aliased "tickets" so the words' conditions name its columns.
          sql`prefix as materialized (select ${tickets.id} as id, ${carried}, (${searchOfAll.words}) as matched from (select ${tickets}.* from ${tickets} where ${and(...searchOfAll.others, keyed.where)} order by ${sql.join(keyed.order, sql`, `)} limit ${span}) as ${tickets})`,
          sql`verdict as (select (select count(*) from (select 1 from prefix where matched limit ${limitSql}) as found) = ${limitSql} or (select count(*) from prefix) < ${span} as is_walk)`,
          few,
          sql`keyed as (select * from (select id, ${columns} from prefix where matched limit ${limitSql}) as walked where (select is_walk from verdict) union all select * from (${sorted}) as sorted where not (select is_walk from verdict))`,
        ];
        return sql`select page.id from (with ${sql.join(ctes, sql`, `)} select * from keyed union all select * from (${walk(audience, rest, limitSql)}) as rest where (select count(*) from keyed) < ${limitSql}) as page order by ${sql.join(order, sql`, `)} limit ${limitSql}`;
      }
      const names = kinds.map((_, index) => sql.raw(`keyed${String(index)}`));
      const keyedPages = kinds.map(
        (branch, index) => sql`${names[index]} as (${walk(branch, keyed, limitSql)})`,
      );
      const union = kinds.length > 1 ? sql` union ` : sql` union all `;
      const keyedRows = sql.join(
        names.map((name) => sql`select * from ${name}`),
        union,
      );
      const left = sql`greatest(0, ${limitSql} - (select count(*) from (${keyedRows}) as keyed))`;
      return sql`select page.id from (with ${sql.join(keyedPages, sql`, `)} ${keyedRows}${union}(${walk(audience, rest, left)})) as page order by ${sql.join(order, sql`, `)} limit ${limitSql}`;
    }
    const conditions = query.after
      ? [...walkConditions, afterPosition(query.after)]
      : walkConditions;
    // The submitted, priority and store orders have an index per branch to walk in order:
    // (location_id | submitted_by, [priority,] submitted_at, id), and one store's tickets share
    // its name, so the store's branch walks its newest; the submitter's few tickets are sorted
    // from an index alone. The other sorts filter one index.
    if (branches.length < 2 || !BRANCH_SORTS.has(query.sort)) {
      const audience = branches.length > 1 ? or(...branches) : branches[0];
      const all = audience ? [audience, ...conditions] : conditions;
      const where = all.length > 0 ? sql` where ${and(...all)}` : sql``;
      return sql`select ${tickets.id} from ${tickets}${join}${where} order by ${sql.join(sortOrder(query.sort), sql`, `)} limit ${limitSql}`;
    }
    // Issue 37 (decision 042): an audience of two kinds of tickets (a manager's: those they
    // submitted or their store's) walked the submitted index and filtered every ticket it passed
    // (3,240 for a page of 101, 2,895 buffers). Each kind now walks its own index for its own
    // page, and the page is the first of both together (`union` drops a ticket of both kinds met
    // twice), the sort's keys carried out so no ticket is read again.
    const branchPages = branches.map(
      (branch) =>
        sql`(select ${tickets.id} as id, ${carried} from ${tickets}${join} where ${and(branch, ...conditions)} order by ${sql.join(sortOrder(query.sort), sql`, `)} limit ${limitSql})`,
    );
    return sql`select page.id from (${sql.join(branchPages, sql` union `)}) as page order by ${sql.join(order, sql`, `)} limit ${limitSql}`;
  }

  /**
   * A first page with no filter but who may see it (the list as it opens), whose statement
   * Drizzle builds once per audience kind, sort and limit (issue 37, decision 042): building the
   * page's select of 37 columns and its subqueries cost more of the server's time per request
   * than any other part of the list but the answer's writing. The instant and the audience's ids
   * are placeholders, filled at each run.
   */
  function isPlainFirstPage(query: TicketQuery): boolean {
    return (
      !query.after &&
      !query.search &&
      !query.statuses?.length &&
      !query.priorities?.length &&
      !query.location &&
      !query.category &&
      !query.assignedTo &&
      !query.scheduledFrom &&
      !query.scheduledTo &&
      !query.sla?.states.length
    );
  }

  function preparePlainPage(
    audience: TicketAudience,
    sort: TicketSort,
    limit: number,
    name: string,
  ) {
    // `audience` has its ids as placeholders (preparedAudience), through the one visibility
    // builder (decision 020).
    return selectPage(
      db,
      sql.placeholder('now'),
      pageIdsSql({ sort, limit }, ticketVisibleBranches(audience), []),
    )
      .orderBy(...sortOrder(sort))
      .prepare(name);
  }

  const plainPages = new Map<string, ReturnType<typeof preparePlainPage>>();

  function preparePlainTotal(audience: TicketAudience, name: string) {
    // A store's manager: the same rows, summed by a statement kept on its generic plan (cut 52).
    if (audience.kind === 'submitted-or-location' && audience.locationId) {
      return storeManagerTotal(db, audience.userId, audience.locationId).prepare(name);
    }
    return db
      .select({ count: countedTickets() })
      .from(visibleTicketCounts(audience, {}, { perStore: true }))
      .prepare(name);
  }

  const plainTotals = new Map<string, ReturnType<typeof preparePlainTotal>>();

  /** The plain first page's total, from the counters, built once per audience shape (as the page). */
  async function plainTotal(audience: TicketAudience): Promise<CappedCount> {
    const { shape, placeholders, values } = preparedAudience(audience);
    const name = `tickets_total_${shape}`;
    let prepared = plainTotals.get(name);
    if (!prepared) {
      prepared = preparePlainTotal(placeholders, name);
      plainTotals.set(name, prepared);
    }
    const [row] = await prepared.execute(values);
    return { count: row?.count ?? 0, capped: false };
  }

  function plainPage(query: TicketQuery, now: Date): Promise<TicketRow[]> {
    const { sort, limit } = query;
    const { shape, placeholders, values } = preparedAudience(query.audience);
    const name = `tickets_page_${shape}_${sort}_${String(limit)}`;
    let prepared = plainPages.get(name);
    if (!prepared) {
      prepared = preparePlainPage(placeholders, sort, limit, name);
      plainPages.set(name, prepared);
    }
    return allRows(prepared, { now: now.toISOString(), ...values });
  }

  /**
   * A search's page (decision 042 cut 57): its ids found by a statement planned for the words at
   * every run (planPerRun), then the tickets' columns by those ids, kept on their generic plan.
   * `executor` is the search's transaction, whose setting the plan mode is.
   */
  async function searchPage(
    executor: Executor,
    query: TicketQuery,
    now: Date,
    pageIds: SQL,
  ): Promise<TicketRow[]> {
    await planPerRun(executor, true);
    const answer: unknown = await executor.execute(pageIds);
    await planPerRun(executor, false);
    const ids = (answer as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (ids.length === 0) return [];
    // A JSON array rather than a uuid[]: the planner counts a parameter array's unnest as 10 rows
    // and then joined the stores, categories and people row by row (1,797 buffers for a page of
    // 101, against 787 joined as the page's ids are); it counts a JSON array's elements as 100.
    const idList = sql`select value::uuid as id from json_array_elements_text(${JSON.stringify(ids)}::json)`;
    return rowsOf(
      await executor.execute(selectPage(executor, now, idList).orderBy(...sortOrder(query.sort))),
    );
  }

  return {
    /** The photos module's read of a page's photos (its hook, decision 041; cut 71). */
    usePagePhotos(read: PagePhotosRead): void {
      pagePhotos = read;
      // Pages prepared before it would go on without the photos.
      plainPages.clear();
    },

    /**
     * A page of tickets in the query's sort; one more than the limit tells whether a next page
     * exists. `total` counts every matching ticket, all pages (a search's up to its cap).
     * `photosRead`: each ticket read with the page's photos (usePagePhotos) and what the read
     * gave; a ticket not in it (the searched number's, put first; or none installed) was not.
     */
    async list(
      query: TicketQuery,
      now: Date,
    ): Promise<{
      tickets: TicketWithoutPhotos[];
      hasMore: boolean;
      total: CappedCount;
      photosRead: Map<string, unknown>;
    }> {
      return withConditions(query, async (executor, conditions, words, filters) => {
        // A search for one ticket number puts that ticket first (decision 025): the first page
        // leads with it and every page's ordered walk leaves it out, so it comes once and the
        // cursors stay positions in the sort. A one-ticket page would have no walk position for
        // its cursor, so a limit of 1 keeps the plain order.
        const pinnedNumber = query.limit > 1 ? searchedTicketNumber(words) : null;
        const walkConditions =
          pinnedNumber === null ? filters : [...filters, ne(tickets.ticketNumber, pinnedNumber)];
        // The page's ids come from the tickets table alone (the store sort joins the store's
        // name), walking an ordered index; names and time logged are then joined onto those rows
        // only. Joining first makes the planner hash-join and sort the whole table (decisions 007 and 008).
        const wordsCondition = searchCondition(words);
        // `fewMatches`: a search whose count came under its cap (decision 042 cut 62).
        const pageIds = (fewMatches: boolean) =>
          pageIdsSql(
            query,
            ticketVisibleBranches(query.audience),
            walkConditions,
            wordsCondition && {
              words: wordsCondition,
              // The walk's conditions but the words: the query's others and the pinned number's.
              others: [...filterConditions(query, []), ...walkConditions.slice(filters.length)],
              fewMatches,
            },
          );
        const page = async (total?: CappedCount): Promise<TicketRow[]> => {
          if (executor === db && isPlainFirstPage(query)) return plainPage(query, now);
          const fewMatches = total !== undefined && !total.capped;
          if (words.length > 0) return searchPage(executor, query, now, pageIds(fewMatches));
          return rowsOf(
            await executor.execute(
              selectPage(executor, now, pageIds(fewMatches)).orderBy(...sortOrder(query.sort)),
            ),
          );
        };
        const pinned = async (): Promise<TicketRow[]> => {
          if (pinnedNumber === null || query.after) return [];
          return rowsOf(
            await executor.execute(
              selectTickets(executor, now).where(
                and(...conditions, eq(tickets.ticketNumber, pinnedNumber)),
              ),
            ),
          );
        };
        // Side by side on a pool; one after the other inside a transaction's one connection, the
        // count first: a search's page is read by how many it found (pageIdsSql).
        const count = () => countMatching(executor, query, conditions, words);
        let rows: TicketRow[], total: CappedCount, lead: TicketRow[];
        if (executor === db) {
          [rows, total, lead] = await Promise.all([page(), count(), pinned()]);
        } else {
          total = await count();
          rows = await page(total);
          lead = await pinned();
        }
        const walkLimit = query.limit - lead.length;
        const hasMore = rows.length > walkLimit;
        const walked = rows.slice(0, walkLimit);
        const photosRead = new Map<string, unknown>();
        if (pagePhotos) for (const row of walked) photosRead.set(row.id, row.photos);
        return { tickets: toTickets([...lead, ...walked]), hasMore, total, photosRead };
      });
    },

    /**
     * How many tickets match the query (its statuses, cursor and limit aside), per status; a
     * search's counts stop at its cap.
     */
    async countByStatus(query: TicketQuery): Promise<Map<TicketStatus, CappedCount>> {
      const everyStatus = { ...query, statuses: [] };
      return withConditions(everyStatus, async (executor, conditions, words) => {
        if (query.search) {
          return countSearchMatchesByStatus(executor, searchlessConditions(everyStatus), words);
        }
        const filter = counterFilter(everyStatus);
        const rows = filter
          ? await executor
              .select({ status: sql<TicketStatus>`${counted.status}`, count: countedTickets() })
              .from(visibleTicketCounts(query.audience, filter, { perStore: true }))
              .groupBy(counted.status)
          : await executor
              .select({ status: tickets.status, count: sql<number>`count(*)::int` })
              .from(tickets)
              .where(and(...conditions))
              .groupBy(tickets.status);
        return new Map(rows.map((row) => [row.status, { count: row.count, capped: false }]));
      });
    },

    async findById(
      id: string,
      now: Date,
      executor: Executor = db,
    ): Promise<TicketWithoutPhotos | undefined> {
      const rows = rowsOf(
        await executor.execute(selectTickets(executor, now).where(eq(tickets.id, id)).limit(1)),
      );
      const [ticket] = toTickets(rows);
      return ticket;
    },

    /** The rule-relevant columns, locked until the transaction ends so checks and writes agree. */
    async lockState(id: string, executor: Executor): Promise<TicketState | undefined> {
      const [row] = await stateById(id, executor).for('update');
      return row;
    },

    /** The rule-relevant columns without a lock, for a permission check before other work. */
    async findState(id: string, executor: Executor = db): Promise<TicketState | undefined> {
      const [row] = await stateById(id, executor);
      return row;
    },

    /** A store by name, in any letter case (the create form sends names; architecture §5). */
    findLocationByName(name: string, executor: Executor = db) {
      return findByName(locations, name, executor);
    },

    /** An equipment category by name, in any letter case. */
    findCategoryByName(name: string, executor: Executor = db) {
      return findByName(categories, name, executor);
    },

    /** A store by id. */
    findLocationById(id: string, executor: Executor = db) {
      return findById(locations, id, executor);
    },

    /** An equipment category by id. */
    findCategoryById(id: string, executor: Executor = db) {
      return findById(categories, id, executor);
    },

    /** What a new ticket checks of its unit (decision 033): where it is, what it is, whether retired. */
    async findEquipmentRef(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: equipment.id,
          name: equipment.name,
          locationId: equipment.locationId,
          categoryId: equipment.categoryId,
          status: equipment.status,
        })
        .from(equipment)
        .where(eq(equipment.id, id))
        .limit(1);
      return row;
    },

    async findPerson(id: string, executor: Executor = db): Promise<PersonRef | undefined> {
      const [row] = await executor
        .select({ id: users.id, name: users.name, role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async insert(
      values: TicketInsert,
      executor: Executor = db,
    ): Promise<{ id: string; ticketNumber: number }> {
      const [row] = await executor
        .insert(tickets)
        .values({
          title: values.title,
          description: values.description,
          priority: values.priority,
          locationId: values.locationId,
          categoryId: values.categoryId,
          equipmentDown: values.equipmentDown,
          equipmentId: values.equipmentId,
          submittedBy: values.submittedBy,
          submittedAt: values.now,
          scheduledStart: values.scheduledStart,
          scheduledEnd: values.scheduledEnd,
          allDay: values.allDay,
          aiTriage: values.aiTriage,
          riskAnswers: values.riskAnswers,
          ...values.sla,
          updatedAt: values.now,
        })
        .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
      if (!row) throw new Error('ticket insert returned no row');
      return row;
    },

    async update(
      id: string,
      changes: TicketChanges,
      now: Date,
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .update(tickets)
        .set({ ...changes, updatedAt: now })
        .where(eq(tickets.id, id));
    },

    /** The uncompleted tickets assigned to a user, locked until the transaction ends. */
    async lockUncompletedAssignedTo(userId: string, executor: Executor): Promise<TicketState[]> {
      return executor
        .select(stateColumns)
        .from(tickets)
        .where(and(eq(tickets.assignedTo, userId), ne(tickets.status, 'completed')))
        .orderBy(asc(tickets.ticketNumber))
        .for('update');
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
