import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { DISPATCH_STATUSES } from '../../contract/schemas/dispatch-status.ts';
import { PUNCH_FLAGS } from '../../contract/schemas/offline-sync.ts';
import { TICKET_STATUSES } from '../../contract/schemas/ticket.ts';

// The data model of architecture §4. Invariants live here where the database can hold them:
// unique names, foreign keys, one open time session per user, value checks.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('locations_name_unique').on(sql`lower(${table.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('categories_name_unique').on(sql`lower(${table.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'technician'] }).notNull(),
    status: text('status', { enum: ['active', 'inactive', 'pending'] })
      .notNull()
      .default('active'),
    // Managers: their store.
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    // Technicians: the store they work for, set by admins; their manager's report holds their sessions.
    homeLocationId: uuid('home_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    email: text('email'),
    phone: text('phone'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Decision 037: what an hour of this person's work costs (cents), for ticket costs; admins only. */
    hourlyCostCents: integer('hourly_cost_cents'),
    /** Issue 40: the language the person chose ('en' | 'es'); null: not chosen, the browser's is used. */
    language: text('language', { enum: ['en', 'es'] }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    index('users_role_status_idx').on(table.role, table.status),
    index('users_location_idx').on(table.locationId),
    index('users_home_location_idx').on(table.homeLocationId),
    check('users_role_check', sql`${table.role} in ('admin', 'manager', 'technician')`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive', 'pending')`),
    check('users_language_check', sql`${table.language} in ('en', 'es')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

// Login rate-limit counters live in the database so several instances share them (architecture §1).
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationName: text('certification_name').notNull(),
    certificationNumber: text('certification_number').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('certifications_user_idx').on(table.userId)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    ticketNumber: integer('ticket_number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'urgent'] })
      .notNull()
      .default('medium'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    equipmentDown: boolean('equipment_down').notNull().default(false),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completionNotes: text('completion_notes'),
    /** The AI triage the server ran on the report when it was created (decision 027), or null. */
    aiTriage: jsonb('ai_triage'),
    /**
     * Issue 38: the three risk questions' answers given when the report was created
     * ({ peopleAtRisk, foodAtRisk, canServe }), or null when they were not asked.
     */
    riskAnswers: jsonb('risk_answers'),
    /** The unit the ticket is about (decision 033), or null. */
    equipmentId: uuid('equipment_id').references((): AnyPgColumn => equipment.id, {
      onDelete: 'restrict',
    }),
    /** Generated by a preventive maintenance plan (decision 034); stays true if the plan is deleted. */
    preventive: boolean('preventive').notNull().default(false),
    pmPlanId: uuid('pm_plan_id').references((): AnyPgColumn => pmPlans.id, {
      onDelete: 'set null',
    }),
    /** What was skipped when the ticket was completed with checklist items unticked (decision 034). */
    checklistSkippedNote: text('checklist_skipped_note'),
    // Issue 39 (decision 045): the ticket's service-level clock. Instants are computed in business
    // time (the store's opening hours, pauses) when the ticket is created or leaves a pause, so SQL
    // compares them with now (or the pause's start) to tell on-track, at-risk, overdue, met, missed.
    // Null: no target (preventive work).
    slaRespondBy: timestamp('sla_respond_by', { withTimezone: true }),
    /** 80 % of the respond target: at risk from here. */
    slaRespondRiskAt: timestamp('sla_respond_risk_at', { withTimezone: true }),
    slaResolveBy: timestamp('sla_resolve_by', { withTimezone: true }),
    /** 80 % of the resolve target: at risk from here. */
    slaResolveRiskAt: timestamp('sla_resolve_risk_at', { withTimezone: true }),
    /** When it was first accepted by its assignee (or a vendor accepted its dispatch). */
    slaRespondedAt: timestamp('sla_responded_at', { withTimezone: true }),
    /** Start of the current pause (waiting for parts or a third party), or null while it runs. */
    slaPausedAt: timestamp('sla_paused_at', { withTimezone: true }),
    /** Business minutes of the pauses that ended; the instants above already include them. */
    slaPausedMinutes: integer('sla_paused_minutes').notNull().default(0),
    // The maintenance dashboard's respond and resolve times (decision 046) are business time, as
    // the targets are: counted by the server when the ticket is responded to and completed (the
    // store's opening hours, pauses left out), because SQL cannot walk opening hours per row.
    /** Business minutes from submission to the response. */
    slaRespondMinutes: integer('sla_respond_minutes'),
    /** Business minutes from submission to the (last) completion, pauses left out. */
    slaResolveMinutes: integer('sla_resolve_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tickets_number_unique').on(table.ticketNumber),
    // Search with typos tolerated at chain scale (decision 025): trigram matching on the ticket's own
    // words. The pg_trgm extension is created by migration 0005 (and loaded into PGlite).
    index('tickets_search_trgm_idx').using(
      'gin',
      sql`lower(${table.title} || ' ' || ${table.description}) gin_trgm_ops`,
    ),
    // Plain ascending (column, id) indexes: a backward scan serves ORDER BY … DESC exactly, which a
    // DESC NULLS LAST index cannot (decisions 007 and 008).
    index('tickets_submitted_idx').on(table.submittedAt, table.id),
    index('tickets_status_idx').on(table.status, table.submittedAt, table.id),
    index('tickets_priority_idx').on(table.priority, table.submittedAt, table.id),
    index('tickets_location_idx').on(table.locationId, table.submittedAt, table.id),
    index('tickets_category_idx').on(table.categoryId, table.submittedAt, table.id),
    index('tickets_assigned_idx').on(table.assignedTo, table.submittedAt, table.id),
    index('tickets_submitter_idx').on(table.submittedBy, table.submittedAt, table.id),
    // Decision 042 (cut 38): a manager's page in the priority order walks one index per kind of
    // ticket, their store's and their own; the submitter's carries the store so the total's
    // count of their reports at other stores reads this index alone. Cut 55 (migration 0033, by
    // hand): the submitter's also INCLUDEs status, assigned_to, equipment_down, equipment_id and
    // category_id, so the dashboard's counters, the stores' list and the ticket counts read a
    // manager's reports at other stores from the index, not the heap. Drizzle's builder cannot
    // write INCLUDE; a change to this index must keep it (write its migration by hand again).
    index('tickets_location_priority_idx').on(
      table.locationId,
      table.priority,
      table.submittedAt,
      table.id,
    ),
    index('tickets_submitter_priority_idx').on(
      table.submittedBy,
      table.priority,
      table.submittedAt,
      table.id,
      table.locationId,
    ),
    index('tickets_scheduled_idx').on(table.scheduledStart),
    // Keyed by completion with the columns the maintenance dashboard's backlog and SLA verdicts
    // read, so they scan it alone (index-only) for the open and the recently completed tickets
    // (decision 046); every other reader of completed_at uses it as before.
    index('tickets_completed_idx').on(
      table.completedAt,
      table.locationId,
      table.submittedAt,
      table.status,
      table.preventive,
      table.slaRespondBy,
      table.slaRespondedAt,
      table.slaResolveBy,
    ),
    index('tickets_equipment_idx').on(table.equipmentId, table.submittedAt),
    // Decision 042: whether a ticket someone sees names a unit that is down (the dashboard's Out
    // of Order card), answered from the index: a unit's tickets with the columns of visibility.
    index('tickets_equipment_audience_idx')
      .on(table.equipmentId, table.assignedTo, table.submittedBy, table.locationId)
      .where(sql`${table.equipmentId} is not null`),
    // Decision 042 cut 58: a plan's preventive tickets (a few thousand of the chain's 100,000), so
    // the plans list reads each plan's last completion and its occurrences' tickets from the index
    // (maintenance-plans.repository.ts statsOf), not the whole table twice a request.
    index('tickets_pm_plan_idx')
      .on(table.pmPlanId, table.completedAt, table.id)
      .where(sql`${table.pmPlanId} is not null`),
    // The SLA check and the grid's overdue filter look at uncompleted tickets by their deadline.
    index('tickets_sla_open_idx')
      .on(table.slaResolveBy)
      .where(sql`${table.completedAt} is null`),
    // Decision 042 cut 41: the board's SLA order walks the uncompleted tickets by their next
    // deadline (ticket-sort.repository.ts slaDueAt, the same expression) in the order's ties
    // (newest first), and filters them by the list's columns from the index alone.
    index('tickets_sla_due_idx')
      .on(
        sql`(case when ${table.completedAt} is null then coalesce(case when ${table.slaRespondedAt} is null then ${table.slaRespondBy} end, ${table.slaResolveBy}) end)`,
        // The order's DESC, whose nulls come first (none here, but the order must match).
        table.submittedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
        table.locationId,
        table.submittedBy,
        table.assignedTo,
        table.status,
        table.priority,
        table.categoryId,
        table.completedAt,
        table.slaRespondedAt,
        table.slaRespondBy,
        table.slaResolveBy,
      )
      .where(sql`${table.completedAt} is null`),
    // The maintenance dashboard's response times read the repairs responded to in a period, with
    // their store and minutes from this index alone (decision 042 cut 70: the heap had been half
    // of that statement on the bench's quarter). Nothing else reads tickets by their response.
    index('tickets_sla_responded_idx')
      .on(table.slaRespondedAt, table.locationId, table.slaRespondMinutes)
      .where(sql`${table.slaRespondMinutes} is not null and not ${table.preventive}`),
    // Its downtime reads the tickets marked equipment down (one in twenty at chain scale).
    index('tickets_equipment_down_idx')
      .on(table.submittedAt)
      .where(sql`${table.equipmentDown}`),
    // Each labour session's ticket, looked up by id for its store and category by the spend
    // statements (the Spend tab, the maintenance dashboard), read from this index alone (046).
    index('tickets_cost_lookup_idx').on(table.id, table.locationId, table.categoryId),
    // The equipment register's repeat repairs (a unit's repair tickets of the last 90 days, also
    // the dashboard's per store) count them from this index alone (decision 046).
    index('tickets_repairs_idx')
      .on(table.submittedAt, table.equipmentId)
      .where(sql`${table.equipmentId} is not null and not ${table.preventive}`),
    check('tickets_priority_check', sql`${table.priority} in ('low', 'medium', 'urgent')`),
    check(
      'tickets_status_check',
      sql`${table.status} in ('open', 'accepted', 'in-progress', 'waiting-for-parts', 'waiting-for-third-party', 'completed')`,
    ),
    check(
      'tickets_schedule_check',
      sql`(${table.scheduledStart} is null) = (${table.scheduledEnd} is null) and (${table.scheduledEnd} is null or ${table.scheduledEnd} > ${table.scheduledStart})`,
    ),
  ],
);

export const ticketPhotos = pgTable(
  'ticket_photos',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Decision 031: taken before the work ('before', also every older photo) or as evidence of it ('after'). */
    stage: text('stage').notNull().default('before'),
    /** Decision 037: added by a vendor on the portal of this dispatch (null: by a signed-in user). */
    dispatchId: uuid('dispatch_id').references((): AnyPgColumn => dispatches.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_photos_ticket_idx').on(table.ticketId),
    check('ticket_photos_stage_check', sql`${table.stage} in ('before', 'after')`),
  ],
);

// PostgreSQL bytea; PGlite hands it back as a Uint8Array and pg as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.from(value);
  },
});

/**
 * The bytes of stored files (photos) when they live in the database (PHOTO_STORAGE=database, the
 * default with DATABASE_URL): every instance reads them without a shared disk. A file is a run of
 * chunks so neither side holds more than one chunk of it at a time (docs/decisions/014).
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    storageKey: text('storage_key').notNull(),
    chunkIndex: integer('chunk_index').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.storageKey, table.chunkIndex] })],
);

export const activity = pgTable(
  'activity',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_created_idx').on(table.createdAt),
    index('activity_ticket_idx').on(table.ticketId, table.createdAt),
    // The maintenance dashboard's first-time fix asks of each completed ticket whether it was
    // ever reopened (decision 046): a small index of those events keeps it off a full scan.
    index('activity_reopened_idx')
      .on(table.ticketId)
      .where(sql`${table.kind} = 'ticket.reopened'`),
  ],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startTime: time('start_time'),
    endTime: time('end_time'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('calendar_events_date_idx').on(table.date),
    check(
      'calendar_events_times_check',
      sql`${table.startTime} is null or ${table.endTime} is null or ${table.endTime} > ${table.startTime}`,
    ),
  ],
);

export const timeSessions = pgTable(
  'time_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    clockInTime: timestamp('clock_in_time', { withTimezone: true }).notNull().defaultNow(),
    clockOutTime: timestamp('clock_out_time', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    notes: text('notes'),
    // Decision 035: break time is kept with the session so every report deducts the same
    // minutes. `unpaidBreakMinutes` is fixed when a break ends (or the session is corrected) by the
    // chain's paid/unpaid setting of that moment, so changing the setting never rewrites the past.
    breakMinutes: integer('break_minutes').notNull().default(0),
    unpaidBreakMinutes: integer('unpaid_break_minutes').notNull().default(0),
    /** 'clock': punched on the time clock; 'manual': a missed session added by an admin or manager. */
    source: text('source', { enum: ['clock', 'manual'] })
      .notNull()
      .default('clock'),
    /** When an admin or manager last corrected it; the session's history keeps every change. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    // Decision 036: a punch of this session (in, out, a break) was tapped offline and
    // replayed later. `punchFlag` says why the server used its own time instead of a tap time (the
    // last such punch); null when every tap time was taken.
    offline: boolean('offline').notNull().default(false),
    punchFlag: text('punch_flag', { enum: PUNCH_FLAGS }),
  },
  (table) => [
    // One open session per user, even under concurrent clock-ins (product rules §4, architecture §4).
    uniqueIndex('time_sessions_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.clockOutTime} is null`),
    index('time_sessions_user_idx').on(table.userId, table.clockInTime),
    index('time_sessions_clock_in_idx').on(table.clockInTime),
    // The spend statements (the Spend tab, the maintenance dashboard) read a period's sessions on a
    // ticket with what their labour needs, from this index alone (decision 042 cut 70): by clock-in
    // alone they read every shift's row too, four in five at chain scale, to drop it. A punch with
    // no ticket (the time clock's own shifts) does not write it.
    index('time_sessions_ticket_clock_in_idx')
      .on(
        table.clockInTime,
        table.ticketId,
        table.userId,
        table.clockOutTime,
        table.durationMinutes,
        table.unpaidBreakMinutes,
        table.id,
      )
      .where(sql`${table.ticketId} is not null`),
    // A ticket's sessions (issue 37, decision 042, brief C3): the columns the ticket list's grouped
    // time logged reads (worked-time.ts workedMinutesSql, the id for a running session's breaks)
    // follow the ticket, so a page's sessions come from the index alone, not one heap block each.
    // Only sessions on a ticket (a fifth at chain scale): every read by ticket names one.
    index('time_sessions_ticket_idx')
      .on(
        table.ticketId,
        table.clockInTime,
        table.clockOutTime,
        table.durationMinutes,
        table.unpaidBreakMinutes,
        table.id,
      )
      .where(sql`${table.ticketId} is not null`),
    // Which of many tickets have sessions at all (issue 37, decision 042 cut 51): a unit's history
    // totals look up its 2,000 tickets, and in the covering index above that walked most of its
    // 9.6 MB (2,752 buffers in PGlite); this one packs a ticket's sessions into one entry (0.8 MB,
    // 368), and the covering index is then read for the tickets found only (time-logged.ts).
    index('time_sessions_ticket_ids_idx')
      .on(table.ticketId)
      .where(sql`${table.ticketId} is not null`),
    check('time_sessions_source_check', sql`${table.source} in ('clock', 'manual')`),
    check(
      'time_sessions_punch_flag_check',
      sql`${table.punchFlag} is null or ${table.punchFlag} in ('tap_in_future', 'tap_before_previous', 'tap_too_old')`,
    ),
    check(
      'time_sessions_break_check',
      sql`${table.breakMinutes} >= 0 and ${table.unpaidBreakMinutes} between 0 and ${table.breakMinutes}`,
    ),
    check(
      'time_sessions_order_check',
      sql`${table.clockOutTime} is null or ${table.clockOutTime} >= ${table.clockInTime}`,
    ),
    // One person's sessions never overlap: the exclusion constraint time_sessions_no_overlap
    // (btree_gist) is written by hand in migration 0006, since Drizzle cannot declare it (decision 030).
  ],
);

export const technicianSignups = pgTable(
  'technician_signups',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    joinedDate: timestamp('joined_date', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('technician_signups_status_idx').on(table.status, table.joinedDate),
    check(
      'technician_signups_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

// Advanced by every successful write; instances compare it before reusing a cached answer, so a
// write acknowledged by one instance is never answered stale by another (decision 022).
export const readCacheEpoch = pgSequence('read_cache_epoch');

// Durable background jobs (decision 016): one row a job; instances claim due rows with
// `for update skip locked`, so each job runs on one instance at a time, and retry with backoff.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

// Forgot-password links (decision 016): only the token's SHA-256 is stored; single use, 30 minutes.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

// Ticket comments (decision 032): plain text up to 2,000 characters; `mentions` holds the user ids the
// body's @usernames resolved to when it was written (each could see the ticket then).
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_comments_ticket_idx').on(table.ticketId, table.createdAt),
    check('ticket_comments_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

// What each user is told (decision 032). `seq` orders a user's notifications and is the SSE event id a
// reconnecting browser sends back (Last-Event-ID). `dedupeKey` makes a check that runs on every
// instance (an expiring certification, an open session) tell each person once. `mailState` is
// where its e-mail is: none, queued in the outbox, waiting for the daily digest, or digested.
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    mailState: text('mail_state', { enum: ['none', 'queued', 'digest', 'digested'] })
      .notNull()
      .default('none'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_seq_idx').on(table.userId, table.seq),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_digest_idx')
      .on(table.userId)
      .where(sql`${table.mailState} = 'digest'`),
    uniqueIndex('notifications_dedupe_idx')
      .on(table.userId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
  ],
);

// Each user's notification settings (decision 032); a user without a row has the defaults. The
// unsubscribe token is random per user and only ever turns e-mail off.
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailKinds: jsonb('email_kinds').$type<Record<string, boolean>>().notNull().default({}),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The equipment register (decision 033). A unit's name is unique within its store
// among units that are not retired (a retired "Fryer 2" stays in history beside the new one). The
// short code is what its QR label carries; it identifies the unit and nothing else.
export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    shortCode: text('short_code').notNull(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    make: text('make'),
    model: text('model'),
    serialNumber: text('serial_number'),
    installDate: date('install_date', { mode: 'string' }),
    warrantyEndDate: date('warranty_end_date', { mode: 'string' }),
    warrantyProvider: text('warranty_provider'),
    status: text('status', { enum: ['in-service', 'down', 'retired'] })
      .notNull()
      .default('in-service'),
    notes: text('notes'),
    photoStorageKey: text('photo_storage_key'),
    photoContentType: text('photo_content_type'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('equipment_short_code_unique').on(table.shortCode),
    uniqueIndex('equipment_store_name_unique')
      .on(table.locationId, sql`lower(${table.name})`)
      .where(sql`${table.status} <> 'retired'`),
    index('equipment_location_idx').on(table.locationId, table.categoryId),
    // Decision 042: the dashboard's Out of Order card reads the units that are down, a few of thousands.
    index('equipment_down_idx')
      .on(table.locationId, table.id)
      .where(sql`${table.status} = 'down'`),
    index('equipment_category_idx').on(table.categoryId),
    index('equipment_warranty_idx').on(table.warrantyEndDate),
    index('equipment_search_trgm_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || coalesce(${table.make}, '') || ' ' || coalesce(${table.model}, '') || ' ' || coalesce(${table.serialNumber}, '')) gin_trgm_ops`,
    ),
    check('equipment_status_check', sql`${table.status} in ('in-service', 'down', 'retired')`),
    check(
      'equipment_warranty_check',
      sql`${table.installDate} is null or ${table.warrantyEndDate} is null or ${table.warrantyEndDate} >= ${table.installDate}`,
    ),
  ],
);

// Problems reported from a unit's QR label by someone signed out (decision 033). A request is decided
// once: approved into a ticket or declined with a reason. `sourceAddress` (the client address the
// trusted proxies name) rate-limits reports per address; the equipment id per unit.
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: id(),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    reporterName: text('reporter_name'),
    reporterPhone: text('reporter_phone'),
    sourceAddress: text('source_address').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('maintenance_requests_status_idx').on(table.status, table.createdAt),
    index('maintenance_requests_equipment_idx').on(table.equipmentId, table.createdAt),
    index('maintenance_requests_source_idx').on(table.sourceAddress, table.createdAt),
    check(
      'maintenance_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'declined')`,
    ),
  ],
);

export const maintenanceRequestPhotos = pgTable(
  'maintenance_request_photos',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('maintenance_request_photos_request_idx').on(table.requestId)],
);

// Preventive maintenance (decision 034). A plan covers one unit (scope 'equipment'),
// every unit of its category at its stores ('category'), or its stores as a whole ('store'). Its
// recurrence is an RFC 5545 RRULE read in the business time zone from `startDate` at `dueTime`, so a
// plan due at 06:00 stays at 06:00 across DST. Occurrences due before `effectiveFrom` (set when the
// plan is created, edited or resumed) are neither generated nor counted missed: an edit changes
// future tickets only and a pause skips what fell inside it. `checklist` is the ordered items
// [{ id, text }] copied onto each generated ticket. Deleting a plan only sets `deletedAt`, so its
// history still counts in the compliance report.
export const pmPlans = pgTable(
  'pm_plans',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    scope: text('scope', { enum: ['equipment', 'category', 'store'] }).notNull(),
    equipmentId: uuid('equipment_id').references(() => equipment.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    rrule: text('rrule').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dueTime: text('due_time').notNull(),
    leadDays: integer('lead_days').notNull().default(0),
    priority: text('priority', { enum: ['low', 'medium', 'urgent'] })
      .notNull()
      .default('medium'),
    defaultTechnicianId: uuid('default_technician_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    estimatedMinutes: integer('estimated_minutes').notNull().default(60),
    checklist: jsonb('checklist').$type<{ id: string; text: string }[]>().notNull().default([]),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    /** Occurrences due up to here were generated or marked missed; the generator goes on after it. */
    checkedThrough: timestamp('checked_through', { withTimezone: true }),
    /** The template the plan was made from, or null. */
    templateId: text('template_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pm_plans_equipment_idx').on(table.equipmentId),
    index('pm_plans_category_idx').on(table.categoryId),
    check('pm_plans_scope_check', sql`${table.scope} in ('equipment', 'category', 'store')`),
    check(
      'pm_plans_equipment_scope_check',
      sql`(${table.scope} = 'equipment') = (${table.equipmentId} is not null)`,
    ),
    check('pm_plans_status_check', sql`${table.status} in ('active', 'paused')`),
    check('pm_plans_priority_check', sql`${table.priority} in ('low', 'medium', 'urgent')`),
    check('pm_plans_lead_days_check', sql`${table.leadDays} between 0 and 365`),
    check('pm_plans_estimate_check', sql`${table.estimatedMinutes} between 1 and 1440`),
  ],
);

/** The stores a 'category' or 'store' plan covers (an 'equipment' plan has its unit's store). */
export const pmPlanLocations = pgTable(
  'pm_plan_locations',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => pmPlans.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.locationId] }),
    index('pm_plan_locations_location_idx').on(table.locationId),
  ],
);

// One row per plan, unit and due day, whatever happens (restarts, catch-up, two instances): the
// unique index is what makes generation exactly-once. `unitKey` is the equipment id, or the store's
// id for a store-wide plan, so the key never holds a NULL. 'generated' rows point at their ticket;
// 'missed' rows are occurrences whose due day ended while nothing generated them (a server that was
// down), recorded instead of flooding the board with overdue tickets.
export const pmOccurrences = pgTable(
  'pm_occurrences',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => pmPlans.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    equipmentId: uuid('equipment_id').references(() => equipment.id, { onDelete: 'restrict' }),
    unitKey: uuid('unit_key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The business day of `dueAt`. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['generated', 'missed'] }).notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pm_occurrences_unit_due_unique').on(table.planId, table.unitKey, table.dueDate),
    index('pm_occurrences_location_due_idx').on(table.locationId, table.dueDate),
    index('pm_occurrences_due_idx').on(table.dueDate),
    index('pm_occurrences_ticket_idx').on(table.ticketId),
    check('pm_occurrences_status_check', sql`${table.status} in ('generated', 'missed')`),
    check(
      'pm_occurrences_ticket_check',
      // A missed occurrence has no ticket; a generated one keeps null only if its ticket is deleted.
      sql`${table.status} = 'generated' or ${table.ticketId} is null`,
    ),
  ],
);

/**
 * How many tickets share a store, assignee, status, priority and "down without a unit" (decision
 * 042, cuts). Kept by statement triggers on tickets (migration 0017), in the writing transaction,
 * so the dashboard, the stores' counts and the list's total sum a few thousand rows instead of
 * counting 100,000 tickets. No foreign keys: a key's row stays (at 0) after its tickets move.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    locationId: uuid('location_id').notNull(),
    assignedTo: uuid('assigned_to'),
    status: text('status', { enum: TICKET_STATUSES }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'urgent'] }).notNull(),
    downWithoutUnit: boolean('down_without_unit').notNull(),
    // Migration 0025: the categories' counts (GET /api/categories/ticket-counts) read it too.
    categoryId: uuid('category_id').notNull(),
    tickets: integer('tickets').notNull(),
  },
  (table) => [
    // Nulls not distinct: unassigned tickets share one row per key (ON CONFLICT finds it).
    unique('ticket_counts_key')
      .on(
        table.locationId,
        table.assignedTo,
        table.status,
        table.priority,
        table.downWithoutUnit,
        table.categoryId,
      )
      .nullsNotDistinct(),
    // Migration 0031 (decision 042 cut 52): a technician's rows (their total, their board's and
    // dashboard's counts) read by assignee, 12 of the bench chain's 2,434 rows for tech1, not by
    // a scan of every row. Only the key: the triggers' updates of `tickets` stay HOT.
    index('ticket_counts_assignee_idx').on(table.assignedTo),
  ],
);

/**
 * The same counts without the assignee (only whether there is one) and the category: a store's
 * tickets per status, priority, assigned or not and "down without a unit" (decision 042 cut 66,
 * migration 0035). Kept by the same triggers, in the same transaction, after ticket_counts. The
 * admin's and the manager's dashboard numbers, the stores' counts and the list's totals read
 * these 980 rows of the bench chain instead of ticket_counts' 2,751; a reassignment between two
 * technicians moves nothing here, so it locks none of these rows.
 */
export const ticketStoreCounts = pgTable(
  'ticket_store_counts',
  {
    locationId: uuid('location_id').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'urgent'] }).notNull(),
    unassigned: boolean('unassigned').notNull(),
    downWithoutUnit: boolean('down_without_unit').notNull(),
    tickets: integer('tickets').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'ticket_store_counts_pkey',
      columns: [
        table.locationId,
        table.status,
        table.priority,
        table.unassigned,
        table.downWithoutUnit,
      ],
    }),
  ],
);

// Issue 37 (decision 042 cut 35): tickets created and completed per day of the business time zone,
// for the admin's weekly series, kept by triggers on tickets in the writing transaction (migration
// 0027). The days are those of the zone in ticket_day_zone, which the server writes at start from
// its config (src/server/db/ticket-day-counts.ts); without that row the triggers keep nothing.
export const ticketDayCounts = pgTable('ticket_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  created: integer('created').notNull(),
  completed: integer('completed').notNull(),
});

/** The one row naming the zone of ticket_day_counts' days. */
export const ticketDayZone = pgTable(
  'ticket_day_zone',
  {
    id: boolean('id').primaryKey().default(true),
    zone: text('zone').notNull(),
  },
  (table) => [check('ticket_day_zone_one_row', sql`${table.id}`)],
);

// A ticket's checklist (decision 034): copied from its plan when generated, or added to any ticket.
// Each tick records who and when.
export const ticketChecklistItems = pgTable(
  'ticket_checklist_items',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_checklist_items_ticket_idx').on(table.ticketId, table.position),
    check('ticket_checklist_items_text_length', sql`char_length(${table.text}) between 1 and 200`),
  ],
);

// Decision 035: payroll-grade time. Breaks, corrections with their history, technicians'
// correction requests, the chain's time settings, weekly approvals and locked pay periods.

export const timeBreaks = pgTable(
  'time_breaks',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => timeSessions.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  (table) => [
    index('time_breaks_session_idx').on(table.sessionId, table.startTime),
    // One open break per session, even under concurrent taps.
    uniqueIndex('time_breaks_one_open_per_session')
      .on(table.sessionId)
      .where(sql`${table.endTime} is null`),
    check(
      'time_breaks_order_check',
      sql`${table.endTime} is null or ${table.endTime} >= ${table.startTime}`,
    ),
  ],
);

/** Every change to a session: who, when, before, after, why. The original punch is the first 'before'. */
export const timeSessionChanges = pgTable(
  'time_session_changes',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => timeSessions.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['created', 'edited', 'correction-requested', 'correction-resolved'],
    }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('time_session_changes_session_idx').on(table.sessionId, table.createdAt),
    check(
      'time_session_changes_kind_check',
      sql`${table.kind} in ('created', 'edited', 'correction-requested', 'correction-resolved')`,
    ),
  ],
);

/** A technician asks for a correction of their own session instead of editing it. */
export const timeCorrectionRequests = pgTable(
  'time_correction_requests',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => timeSessions.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('time_correction_requests_session_idx').on(table.sessionId),
    index('time_correction_requests_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('time_correction_requests_status_check', sql`${table.status} in ('open', 'resolved')`),
  ],
);

/** The chain's time rules: one row (id 1), written by admins from the Settings screen. */
export const timeSettings = pgTable(
  'time_settings',
  {
    id: integer('id').primaryKey().default(1),
    breaksPaid: boolean('breaks_paid').notNull().default(false),
    breakRuleEnabled: boolean('break_rule_enabled').notNull().default(false),
    breakRuleAfterMinutes: integer('break_rule_after_minutes').notNull().default(360),
    breakRuleMinutes: integer('break_rule_minutes').notNull().default(30),
    roundingMinutes: integer('rounding_minutes').notNull().default(0),
    dailyOvertimeEnabled: boolean('daily_overtime_enabled').notNull().default(false),
    dailyOvertimeMinutes: integer('daily_overtime_minutes').notNull().default(480),
    weeklyOvertimeEnabled: boolean('weekly_overtime_enabled').notNull().default(true),
    weeklyOvertimeMinutes: integer('weekly_overtime_minutes').notNull().default(2400),
    doubleTimeEnabled: boolean('double_time_enabled').notNull().default(false),
    doubleTimeMinutes: integer('double_time_minutes').notNull().default(720),
    payPeriodLength: text('pay_period_length', { enum: ['weekly', 'biweekly'] })
      .notNull()
      .default('weekly'),
    /** A Sunday on which a pay period starts; the others follow every one or two weeks. */
    payPeriodAnchor: date('pay_period_anchor', { mode: 'string' }).notNull().default('2026-01-04'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('time_settings_single_row', sql`${table.id} = 1`),
    check('time_settings_rounding_check', sql`${table.roundingMinutes} in (0, 5, 15)`),
    check('time_settings_period_check', sql`${table.payPeriodLength} in ('weekly', 'biweekly')`),
  ],
);

/**
 * Issue 40: the language new users start in (one row, id 1, written by admins from Settings); no row
 * or a null default: a new user follows their browser's language until they choose one.
 */
export const languageSettings = pgTable(
  'language_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultLanguage: text('default_language', { enum: ['en', 'es'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('language_settings_single_row', sql`${table.id} = 1`),
    check('language_settings_language_check', sql`${table.defaultLanguage} in ('en', 'es')`),
  ],
);

/** A technician's week (Sunday start, business zone) approved by a manager or admin. */
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/** Approvals and un-approvals as they happened (an un-approval carries its reason). */
export const timesheetEvents = pgTable(
  'timesheet_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['approved', 'unapproved'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('timesheet_events_week_idx').on(table.userId, table.weekStart, table.createdAt),
    check('timesheet_events_kind_check', sql`${table.kind} in ('approved', 'unapproved')`),
  ],
);

/** A pay period: business days startDate..endDate inclusive; locked ones refuse every change. */
export const payPeriods = pgTable(
  'pay_periods',
  {
    id: id(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pay_periods_start_unique').on(table.startDate),
    index('pay_periods_end_idx').on(table.endDate),
    check('pay_periods_order_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export const payPeriodEvents = pgTable(
  'pay_period_events',
  {
    id: id(),
    payPeriodId: uuid('pay_period_id')
      .notNull()
      .references(() => payPeriods.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'locked', 'unlocked'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('pay_period_events_period_idx').on(table.payPeriodId, table.createdAt),
    check('pay_period_events_kind_check', sql`${table.kind} in ('created', 'locked', 'unlocked')`),
  ],
);

// Decision 036: a mutation sent with an `Idempotency-Key` header is applied once per user and
// key. The row is claimed before the handler runs and completed with the answer, so a replay (the
// phone's outbox after a lost answer) gets the first answer back instead of a second write.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD path` of the first request: the same key on another call is refused. */
    requestSignature: text('request_signature').notNull(),
    /**
     * Decision 039: SHA-256 (hex) of the method, the matched path and the JSON body, secret-named
     * fields left out: the same key with another body is refused too. Null on keys stored before.
     */
    requestHash: text('request_hash'),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    responseContentType: text('response_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

// Decision 037: outside vendors. A vendor serves trades (categories) at stores with a rank
// per store and trade (1 = first call); a dispatch sends one ticket to one vendor with a
// not-to-exceed amount and moves through the statuses of DISPATCH_STATUSES; the vendor works it on a
// portal page reached by the dispatch's own unguessable token. Amounts are integer cents.
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    hourlyRateCents: integer('hourly_rate_cents'),
    /** The insurance certificate's expiry; past it the vendor is flagged and needs an override. */
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    /** Issue 40: the language of the vendor's dispatch e-mails (vendors have no account). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendors_name_unique').on(sql`lower(${table.name})`),
    check(
      'vendors_rate_check',
      sql`${table.hourlyRateCents} is null or ${table.hourlyRateCents} >= 0`,
    ),
  ],
);

/** The trades (equipment categories) a vendor serves. */
export const vendorTrades = pgTable(
  'vendor_trades',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.categoryId] })],
);

/** Where a vendor serves a trade, and its rank there (1 = first call, 2 = second call, …). */
export const vendorCoverage = pgTable(
  'vendor_coverage',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.locationId, table.categoryId] }),
    index('vendor_coverage_store_trade_idx').on(table.locationId, table.categoryId, table.rank),
    check('vendor_coverage_rank_check', sql`${table.rank} between 1 and 20`),
  ],
);

export const dispatches = pgTable(
  'dispatches',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status', {
      enum: DISPATCH_STATUSES,
    })
      .notNull()
      .default('sent'),
    nteCents: integer('nte_cents').notNull(),
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    instructions: text('instructions'),
    /** The reason an admin gave for dispatching despite expired insurance or an NTE over the ceiling. */
    overrideReason: text('override_reason'),
    /**
     * Decision 039: the SHA-256 (hex) of the portal's token (32 random bytes, base64url), as for reset
     * tokens; the token itself exists only in the vendor's e-mail and the answer that made it.
     */
    portalTokenHash: text('portal_token_hash').notNull(),
    /**
     * Decision 039: the link stops working after this (30 days after the due-by, or after a renewal).
     * Null on rows written without it: 30 days after `due_by`.
     */
    portalLinkExpiresAt: timestamp('portal_link_expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    etaAt: timestamp('eta_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** When admins were told it was not accepted in time (once). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** Set by the vendor's last check-out: 'work-done' or 'needs-more-work'. */
    workOutcome: text('work_outcome'),
    workConfirmedAt: timestamp('work_confirmed_at', { withTimezone: true }),
    workConfirmedBy: uuid('work_confirmed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    invoiceNumber: text('invoice_number'),
    invoiceCents: integer('invoice_cents'),
    invoiceLabourMinutes: integer('invoice_labour_minutes'),
    invoiceParts: text('invoice_parts'),
    invoiceFileKey: text('invoice_file_key'),
    invoiceFileType: text('invoice_file_type'),
    invoiceFileSize: integer('invoice_file_size'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    /** When the invoice counts as approved: at once within the NTE, or when an admin approves. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Declined, paid or revoked: the portal link stops working 30 days after this. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dispatches_portal_token_hash_unique').on(table.portalTokenHash),
    index('dispatches_ticket_idx').on(table.ticketId, table.sentAt),
    index('dispatches_vendor_idx').on(table.vendorId, table.sentAt),
    index('dispatches_waiting_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent' and ${table.escalatedAt} is null`),
    index('dispatches_approved_idx').on(table.approvedAt),
    check(
      'dispatches_status_check',
      sql`${table.status} in ('sent', 'accepted', 'declined', 'on-site', 'work-done', 'invoiced', 'approved', 'paid')`,
    ),
    check('dispatches_nte_check', sql`${table.nteCents} > 0`),
    check(
      'dispatches_invoice_check',
      sql`${table.invoiceCents} is null or ${table.invoiceCents} >= 0`,
    ),
    check(
      'dispatches_outcome_check',
      sql`${table.workOutcome} is null or ${table.workOutcome} in ('work-done', 'needs-more-work')`,
    ),
  ],
);

/** Each time the vendor is on site: check-in and check-out, stamped by the server. */
export const dispatchVisits = pgTable(
  'dispatch_visits',
  {
    id: id(),
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => dispatches.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    outcome: text('outcome'),
    notes: text('notes'),
  },
  (table) => [
    index('dispatch_visits_dispatch_idx').on(table.dispatchId, table.checkedInAt),
    // At most one open visit per dispatch: two tabs checking in at once leave one.
    uniqueIndex('dispatch_visits_one_open')
      .on(table.dispatchId)
      .where(sql`${table.checkedOutAt} is null`),
    check(
      'dispatch_visits_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('work-done', 'needs-more-work')`,
    ),
  ],
);

/** What the vendor writes on the portal; shown to admins on the ticket, never other vendors' notes. */
export const dispatchNotes = pgTable(
  'dispatch_notes',
  {
    id: id(),
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => dispatches.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dispatch_notes_dispatch_idx').on(table.dispatchId, table.createdAt)],
);

/** Chain-wide vendor settings (one row): currency, the NTE ceiling, how long a vendor has to accept. */
export const vendorSettings = pgTable(
  'vendor_settings',
  {
    id: integer('id').primaryKey().default(1),
    currency: text('currency').notNull().default('USD'),
    nteCeilingCents: integer('nte_ceiling_cents').notNull().default(500000),
    acceptHoursUrgent: integer('accept_hours_urgent').notNull().default(4),
    acceptHoursOther: integer('accept_hours_other').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('vendor_settings_single_row', sql`${table.id} = 1`),
    check('vendor_settings_ceiling_check', sql`${table.nteCeilingCents} > 0`),
    check(
      'vendor_settings_hours_check',
      sql`${table.acceptHoursUrgent} between 1 and 168 and ${table.acceptHoursOther} between 1 and 168`,
    ),
  ],
);

/**
 * Issue 36: a manager of the ticket's store (or an admin) confirmed that a completed ticket is fixed.
 * A confirmation is of one completion (`completed_at`): reopened and completed again, the ticket
 * waits for a new one.
 */
export const ticketFixConfirmations = pgTable(
  'ticket_fix_confirmations',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ticket_fix_confirmations_completion_idx').on(table.ticketId, table.completedAt),
  ],
);

/**
 * Issue 39 (decision 045): the chain's service-level targets per priority, in minutes of business
 * time. One row (id 1), written by admins; a ticket takes the targets in force when it is created.
 */
export const slaSettings = pgTable(
  'sla_settings',
  {
    id: integer('id').primaryKey().default(1),
    urgentRespondMinutes: integer('urgent_respond_minutes').notNull().default(120),
    urgentResolveMinutes: integer('urgent_resolve_minutes').notNull().default(1440),
    mediumRespondMinutes: integer('medium_respond_minutes').notNull().default(1440),
    mediumResolveMinutes: integer('medium_resolve_minutes').notNull().default(4320),
    lowRespondMinutes: integer('low_respond_minutes').notNull().default(4320),
    lowResolveMinutes: integer('low_resolve_minutes').notNull().default(20160),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('sla_settings_single_row', sql`${table.id} = 1`),
    // One minute to one year; a response is due no later than the resolution.
    check(
      'sla_settings_range_check',
      sql`least(${table.urgentRespondMinutes}, ${table.urgentResolveMinutes}, ${table.mediumRespondMinutes}, ${table.mediumResolveMinutes}, ${table.lowRespondMinutes}, ${table.lowResolveMinutes}) >= 1 and greatest(${table.urgentRespondMinutes}, ${table.urgentResolveMinutes}, ${table.mediumRespondMinutes}, ${table.mediumResolveMinutes}, ${table.lowRespondMinutes}, ${table.lowResolveMinutes}) <= 525600`,
    ),
    check(
      'sla_settings_order_check',
      sql`${table.urgentRespondMinutes} <= ${table.urgentResolveMinutes} and ${table.mediumRespondMinutes} <= ${table.mediumResolveMinutes} and ${table.lowRespondMinutes} <= ${table.lowResolveMinutes}`,
    ),
  ],
);

/**
 * Issue 39: a store's opening hours, one row per open range of a weekday (0 Sunday … 6 Saturday)
 * in the business time zone; a store without rows is open 24x7 for its SLA clock. A range past
 * midnight is two rows (Friday 17:00–24:00, Saturday 00:00–02:00).
 */
export const slaStoreHours = pgTable(
  'sla_store_hours',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (table) => [
    index('sla_store_hours_location_idx').on(table.locationId, table.weekday),
    check('sla_store_hours_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('sla_store_hours_range_check', sql`${table.closesAt} > ${table.opensAt}`),
  ],
);

/** Issue 39: a ticket's at-risk or overdue notice went out (once per ticket per state). */
export const slaAlerts = pgTable(
  'sla_alerts',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['at-risk', 'overdue'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.state] }),
    check('sla_alerts_state_check', sql`${table.state} in ('at-risk', 'overdue')`),
  ],
);
