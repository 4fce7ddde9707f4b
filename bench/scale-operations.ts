import { sql } from 'drizzle-orm';

import type { Database } from '#server/db/database.ts';

import type { ScaleCounts, SeedStep } from './scale-data.ts';

// Issue 37: the bench's lines for the lists that landed this month (requests, notifications, PM
// plans and compliance, vendors, spend) read tables the scale chain left empty, so they measured an
// empty answer. This fills them as a chain of this size would stand after three years: preventive
// plans with a year of occurrences and their tickets, outside vendors with a dispatch on every
// ticket waiting for a third party and on one ticket in thirty, QR requests from the stores, the
// technicians' assignment notifications, and what an hour of a technician costs. Like the rest of
// the chain, rows are generated inside the database, each case from `g % n` (BRANCH_COVERAGE_COUNTS
// reaches every one; bench/scale-data.db.test.ts checks it).

const PM_TITLES = [
  'Fryer boil-out',
  'Condenser coil cleaning',
  'Ice machine clean and sanitize',
  'Hood filter swap',
  'Grease trap pump-out',
  'Water filter change',
];

/** Technicians' hourly cost, the PM plans and their tickets, vendors and dispatches, requests, notifications. */
export async function seedScaleOperations(
  db: Database,
  counts: ScaleCounts,
  step: SeedStep,
): Promise<void> {
  await step('what an hour of each technician costs', () =>
    db.execute(
      sql.raw(`update users set hourly_cost_cents = 2200 + (abs(hashtext(username)) % 13) * 100
        where role = 'technician'`),
    ),
  );
  await step(`${String(counts.pmPlans)} PM plans, a year of their occurrences and tickets`, () =>
    seedPm(db, counts),
  );
  await step(`${String(counts.vendors)} vendors and their dispatches`, () =>
    seedVendors(db, counts),
  );
  await step(`${String(counts.requests)} QR requests`, () => seedRequests(db, counts));
  await step("the technicians' assignment notifications", () =>
    db.execute(
      sql.raw(`
      insert into notifications (user_id, kind, ticket_id, actor_id, text, link, read_at, created_at)
      select t.assigned_to, 'ticket.assigned', t.id, a.id,
        a.name || ' assigned #' || t.ticket_number || ' to you', '/tickets/' || t.id,
        -- Read within two hours, except the last three days'.
        case when t.submitted_at < now() - interval '3 days'
          then t.submitted_at + interval '2 hours 20 minutes' end,
        least(t.submitted_at + interval '20 minutes', now())
      from tickets t cross join (select id, name from users where role = 'admin' order by username limit 1) a
      where t.assigned_to is not null
      -- In time order, so each user's newest have the highest sequence numbers, as when written live.
      order by t.submitted_at, t.ticket_number`),
    ),
  );
}

/**
 * Plan g covers one unit monthly (g % 10 < 7), every unit of its category at one store quarterly
 * (7-8), or three stores as a whole monthly (9); one in 25 is paused. Occurrences run from a year
 * ago to the end of the lead window; a past one is missed (5 %), done late (9 %) or on time, from
 * a hash of its plan, unit and day, and each one not missed has its preventive ticket (no
 * submitter, the plan's checklist copied, its default technician assigned). Generation is checked
 * through now, so the server does not catch a year up when it starts.
 */
async function seedPm(db: Database, counts: ScaleCounts): Promise<void> {
  const titles = `(ARRAY[${PM_TITLES.map((title) => `'${title}'`).join(',')}])`;
  await db.execute(
    sql.raw(`
    with stores as (select array_agg(id order by name) ids from locations),
      cats as (select array_agg(id order by name) ids from categories),
      techs as (select array_agg(id order by username) ids from users where role = 'technician'),
      units as (select array_agg(id order by serial_number) ids from equipment),
      admin as (select id from users where role = 'admin' order by username limit 1)
    insert into pm_plans (title, description, scope, equipment_id, category_id, rrule, start_date,
      due_time, lead_days, priority, default_technician_id, estimated_minutes, checklist, status,
      effective_from, checked_through, created_by, created_at, updated_at)
    select
      ${titles}[1 + g % ${String(PM_TITLES.length)}],
      'Preventive work as the manufacturer schedules it.',
      p.scope,
      case when p.scope = 'equipment' then p.unit_id end,
      case when p.scope = 'equipment' then (select category_id from equipment where id = p.unit_id)
        else cats.ids[1 + g % array_length(cats.ids, 1)] end,
      case when p.scope = 'category' then 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=' else 'FREQ=MONTHLY;BYMONTHDAY=' end
        || (1 + g % 28),
      (date_trunc('month', current_date) - interval '12 months')::date + (g % 28),
      lpad((5 + g % 4)::text, 2, '0') || ':00',
      g % 3,
      case when g % 5 = 0 then 'low' else 'medium' end,
      techs.ids[1 + (g * 11) % array_length(techs.ids, 1)],
      45 + (g % 4) * 15,
      jsonb_build_array(
        jsonb_build_object('id', gen_random_uuid()::text, 'text', 'Power down and tag out'),
        jsonb_build_object('id', gen_random_uuid()::text, 'text', 'Clean and inspect'),
        jsonb_build_object('id', gen_random_uuid()::text, 'text', 'Test and record readings')),
      case when g % 25 = 0 then 'paused' else 'active' end,
      now() - interval '12 months 1 day', now(), admin.id,
      now() - interval '12 months 1 day', now() - interval '12 months 1 day'
    from generate_series(1, ${String(counts.pmPlans)}) g
    cross join stores cross join cats cross join techs cross join units cross join admin
    cross join lateral (
      select case when g % 10 < 7 then 'equipment' when g % 10 < 9 then 'category' else 'store' end as scope,
        units.ids[1 + (g * 37) % array_length(units.ids, 1)] as unit_id
    ) p`),
  );
  // The stores a category or store plan covers: one store, or three.
  await db.execute(
    sql.raw(`
    with stores as (select array_agg(id order by name) ids from locations),
      plans as (select id, scope, row_number() over (order by created_at, id) as g from pm_plans where scope <> 'equipment')
    insert into pm_plan_locations (plan_id, location_id)
    select distinct p.id, stores.ids[1 + (p.g + k) % array_length(stores.ids, 1)]
    from plans p cross join stores
    cross join generate_series(0, case when p.scope = 'store' then 2 else 0 end) k`),
  );
  // Each plan's units (the unit; its category's units at its store; each store as a whole) and
  // due days, its preventive tickets, then its occurrences joined to them by plan, unit and time.
  await db.execute(
    sql.raw(`
    with targets as (
      select p.id as plan_id, e.location_id, e.id as equipment_id, e.id as unit_key, e.name as unit_name
      from pm_plans p join equipment e on e.id = p.equipment_id
      union all
      select p.id, l.location_id, e.id, e.id, e.name
      from pm_plans p join pm_plan_locations l on l.plan_id = p.id
      -- At most twelve units (the full chain has ten of a category at a store).
      cross join lateral (select id, name from equipment
        where location_id = l.location_id and category_id = p.category_id
        order by serial_number limit 12) e
      where p.scope = 'category'
      union all
      select p.id, l.location_id, null, l.location_id, null
      from pm_plans p join pm_plan_locations l on l.plan_id = p.id
      where p.scope = 'store'
    ),
    due as (
      select t.*, p.title, p.description, p.priority, p.category_id, p.default_technician_id,
        p.estimated_minutes, p.lead_days,
        (p.start_date + make_interval(months => k * case when p.scope = 'category' then 3 else 1 end)
          + p.due_time::time) at time zone 'UTC' as due_at
      from targets t join pm_plans p on p.id = t.plan_id
      cross join generate_series(0, 12) k
      where k * case when p.scope = 'category' then 3 else 1 end <= 12
    ),
    judged as (
      select d.*, (d.due_at - make_interval(days => d.lead_days))::date::timestamptz as opens_at,
        case
          when d.due_at::date >= current_date then 'open'
          when abs(hashtext(d.plan_id::text || d.unit_key::text || d.due_at::date)) % 100 < 5 then 'missed'
          when abs(hashtext(d.plan_id::text || d.unit_key::text || d.due_at::date)) % 100 < 14 then 'late'
          else 'on-time'
        end as outcome
      from due d
    ),
    windowed as (select * from judged where opens_at <= now()),
    made as (
      insert into tickets (title, description, priority, status, location_id, category_id,
        equipment_down, equipment_id, submitted_by, submitted_at, assigned_to, scheduled_start,
        scheduled_end, all_day, completed_at, completion_notes, preventive, pm_plan_id, updated_at)
      select coalesce(w.title || ': ' || w.unit_name, w.title), w.description, w.priority,
        case when w.outcome = 'open' then 'open' else 'completed' end,
        w.location_id, w.category_id, false, w.equipment_id, null, w.opens_at,
        w.default_technician_id, w.due_at, w.due_at + make_interval(mins => w.estimated_minutes), false,
        c.completed_at, case when c.completed_at is not null then 'Done as per the checklist.' end,
        true, w.plan_id, coalesce(c.completed_at, w.opens_at)
      from windowed w
      cross join lateral (
        select case w.outcome
          when 'on-time' then w.due_at + make_interval(mins => w.estimated_minutes)
          when 'late' then w.due_at + make_interval(days => 2 + abs(hashtext(w.unit_key::text)) % 4)
        end as completed_at
      ) c
      where w.outcome <> 'missed'
      order by w.opens_at
      returning id, pm_plan_id, location_id, equipment_id, scheduled_start
    )
    insert into pm_occurrences (plan_id, location_id, equipment_id, unit_key, due_at, due_date,
      status, ticket_id, created_at)
    select w.plan_id, w.location_id, w.equipment_id, w.unit_key, w.due_at, w.due_at::date,
      case when w.outcome = 'missed' then 'missed' else 'generated' end, m.id,
      case when w.outcome = 'missed' then w.due_at + interval '1 day' else w.opens_at end
    from windowed w
    left join made m on m.pm_plan_id = w.plan_id and m.location_id = w.location_id
      and m.equipment_id is not distinct from w.equipment_id and m.scheduled_start = w.due_at`),
  );
  // Their activity, as the generator writes it (no person made them).
  await db.execute(
    sql.raw(`
    insert into activity (actor_id, ticket_id, kind, details, created_at)
    select null, id, 'ticket.created', jsonb_build_object('ticketNumber', ticket_number, 'title', title),
      submitted_at
    from tickets where preventive`),
  );
  // The plan's checklist on each of its tickets, ticked off on the completed ones.
  await db.execute(
    sql.raw(`
    insert into ticket_checklist_items (ticket_id, position, text, done, done_by, done_at, created_at)
    select t.id, item.position - 1, item.value ->> 'text', t.status = 'completed',
      case when t.status = 'completed' then t.assigned_to end,
      case when t.status = 'completed' then t.completed_at - make_interval(mins => (4 - item.position)::int * 5) end,
      t.submitted_at
    from tickets t join pm_plans p on p.id = t.pm_plan_id
    cross join lateral jsonb_array_elements(p.checklist) with ordinality as item(value, position)
    where t.preventive`),
  );
}

/**
 * Vendor g serves one trade, or two (even g), at up to ten stores each, first to third call; one
 * in six writes in Spanish, one in twenty is inactive, and insurance runs out over the years (some
 * already has). Every ticket waiting for a third party has a dispatch in one of the six open
 * states (by `n % 6`), and one ticket in thirty besides: paid, or declined one time in seven. A
 * dispatch's times follow its ticket's report, never later than now; one not accepted was
 * escalated four hours after it was sent (the escalation check finds nothing to do).
 */
async function seedVendors(db: Database, counts: ScaleCounts): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into vendors (name, contact_name, email, phone, hourly_rate_cents, insurance_expires_on,
      language, active, created_at, updated_at)
    select
      (array['Arctic', 'Summit', 'Metro', 'Blue Line', 'Keystone', 'Pioneer', 'Harbor', 'Evergreen'])[1 + g % 8]
        || ' ' || (array['Refrigeration', 'HVAC', 'Plumbing', 'Electric', 'Kitchen Service', 'Facilities'])[1 + g % 6]
        || ' ' || g,
      'Dispatch desk ' || g, 'dispatch' || g || '@vendors.example', '+1 555 01' || lpad(g::text, 2, '0'),
      7500 + (g % 7) * 500, current_date + ((g % 10) * 60 - 90),
      case when g % 6 = 0 then 'es' else 'en' end, g % 20 <> 0,
      now() - interval '3 years', now() - interval '3 years'
    from generate_series(1, ${String(counts.vendors)}) g`),
  );
  await db.execute(
    sql.raw(`
    with cats as (select array_agg(id order by name) ids from categories),
      stores as (select array_agg(id order by name) ids from locations),
      v as (select id, row_number() over (order by name) as g from vendors),
      trades as (
        select distinct v.id as vendor_id, v.g, cats.ids[1 + (v.g + k * 3) % array_length(cats.ids, 1)] as category_id
        from v cross join cats cross join generate_series(0, case when v.g % 2 = 0 then 1 else 0 end) k
      ),
      inserted as (insert into vendor_trades (vendor_id, category_id)
        select vendor_id, category_id from trades returning vendor_id)
    insert into vendor_coverage (vendor_id, location_id, category_id, rank)
    select distinct on (t.vendor_id, s.store, t.category_id) t.vendor_id, s.store, t.category_id, 1 + (t.g + s.k) % 3
    from trades t cross join stores
    cross join lateral (
      select stores.ids[1 + (t.g * 3 + k) % array_length(stores.ids, 1)] as store, k
      from generate_series(0, least(9, array_length(stores.ids, 1) - 1)) k
    ) s`),
  );
  await db.execute(
    sql.raw(`
    with vendor_ids as (select array_agg(id order by name) ids from vendors),
      admin as (select id from users where role = 'admin' order by username limit 1),
      picked as (
        select t.id as ticket_id, t.ticket_number as n, t.status as ticket_status,
          -- A vendor of the ticket's trade when one serves it, else any.
          coalesce(
            (select vt.vendor_id from vendor_trades vt where vt.category_id = t.category_id
              order by hashtext(vt.vendor_id::text || t.ticket_number) limit 1),
            vendor_ids.ids[1 + t.ticket_number % array_length(vendor_ids.ids, 1)]) as vendor_id,
          least(t.submitted_at + interval '3 hours', now()) as sent_at
        from tickets t cross join vendor_ids
        where not t.preventive and t.status <> 'open'
          and (t.status = 'waiting-for-third-party' or t.ticket_number % 30 = 0)
      ),
      stated as (
        select p.*, 50000 + (p.n % 20) * 2500 as nte,
          case
            when p.ticket_status = 'waiting-for-third-party' then
              (array['sent', 'accepted', 'on-site', 'work-done', 'invoiced', 'approved'])[1 + p.n % 6]
            when p.n % 7 = 0 then 'declined'
            else 'paid'
          end as status
        from picked p
      ),
      timed as (
        select s.*,
          s.status not in ('sent', 'declined') as accepted,
          s.status in ('work-done', 'invoiced', 'approved', 'paid') as worked,
          s.status in ('invoiced', 'approved', 'paid') as invoiced,
          s.status in ('approved', 'paid') as approved,
          least(s.sent_at + interval '2 hours', now()) as accepted_at,
          least(s.sent_at + interval '2 days', now()) as invoiced_at,
          least(s.sent_at + interval '16 days', now()) as paid_at
        from stated s
      )
    insert into dispatches (ticket_id, vendor_id, status, nte_cents, due_by, instructions,
      portal_token_hash, portal_link_expires_at, created_by, sent_at, accepted_at, eta_at,
      declined_at, decline_reason, escalated_at, work_outcome, invoice_number, invoice_cents,
      invoice_labour_minutes, invoice_parts, invoiced_at, approved_at, paid_at, closed_at, updated_at)
    select t.ticket_id, t.vendor_id, t.status, t.nte, t.sent_at + interval '3 days',
      case when t.n % 2 = 0 then 'Call the store manager on arrival.' end,
      encode(sha256(('bench-dispatch-' || t.ticket_id)::bytea), 'hex'),
      t.sent_at + interval '33 days', admin.id, t.sent_at,
      case when t.accepted then t.accepted_at end,
      case when t.accepted then t.sent_at + interval '1 day' end,
      case when t.status = 'declined' then t.accepted_at end,
      case when t.status = 'declined' then 'No technician free this week' end,
      case when t.status = 'sent' then least(t.sent_at + interval '4 hours', now()) end,
      case when t.worked then 'work-done' end,
      case when t.invoiced then 'INV-' || t.n end,
      case when t.invoiced then t.nte * (60 + t.n % 40) / 100 end,
      case when t.invoiced then 60 + (t.n % 8) * 30 end,
      case when t.invoiced and t.n % 3 = 0 then 'Compressor relay, gasket' end,
      case when t.invoiced then t.invoiced_at end,
      case when t.approved then t.invoiced_at end,
      case when t.status = 'paid' then t.paid_at end,
      case when t.status = 'paid' then t.paid_at when t.status = 'declined' then t.accepted_at end,
      case when t.status = 'paid' then t.paid_at when t.invoiced then t.invoiced_at else t.accepted_at end
    from timed t cross join admin`),
  );
  // The vendor's visit: on site now, or checked out with the work done.
  await db.execute(
    sql.raw(`
    insert into dispatch_visits (dispatch_id, checked_in_at, checked_out_at, outcome, notes)
    select id, least(sent_at + interval '1 day', now()),
      case when status <> 'on-site' then least(sent_at + interval '1 day 2 hours', now()) end,
      case when status <> 'on-site' then 'work-done' end,
      case when status <> 'on-site' then 'Replaced the failed part and tested.' end
    from dispatches where status in ('on-site', 'work-done', 'invoiced', 'approved', 'paid')`),
  );
}

/**
 * Request g reports the unit g * 7 of those with a reported ticket (mod their number) from a
 * store's QR label: the first one in 150
 * reported in the last two days and pending, the rest over three years, declined one time in
 * eight, else approved into the unit's latest ticket.
 */
async function seedRequests(db: Database, counts: ScaleCounts): Promise<void> {
  await db.execute(
    sql.raw(`
    with units as (select array_agg(distinct equipment_id order by equipment_id) ids from tickets
        where equipment_id is not null and not preventive),
      admin as (select id from users where role = 'admin' order by username limit 1),
      base as (
        select g, units.ids[1 + (g * 7) % array_length(units.ids, 1)] as equipment_id,
          g <= greatest(2, ${String(counts.requests)} / 150) as pending,
          case when g <= greatest(2, ${String(counts.requests)} / 150)
            then now() - make_interval(hours => g)
            else now() - make_interval(days => 2 + g % 1093, mins => g % 600) end as created_at
        from generate_series(1, ${String(counts.requests)}) g cross join units
      )
    insert into maintenance_requests (equipment_id, description, reporter_name, reporter_phone,
      source_address, status, decided_by, decided_at, decline_reason, ticket_id, created_at)
    select b.equipment_id,
      (array['Not cooling since this morning', 'Making a loud grinding noise', 'Leaking water onto the floor',
        'Will not turn on', 'Display shows an error code'])[1 + b.g % 5],
      case when b.g % 3 = 0 then 'Shift lead' end,
      case when b.g % 3 = 0 then '+1 555 02' || lpad((b.g % 100)::text, 2, '0') end,
      '10.20.' || (b.g % 250) || '.' || (1 + b.g % 200),
      case when b.pending then 'pending' when b.g % 8 = 0 then 'declined' else 'approved' end,
      case when not b.pending then admin.id end,
      case when not b.pending then b.created_at + interval '1 hour' end,
      case when not b.pending and b.g % 8 = 0 then 'Already reported' end,
      case when not b.pending and b.g % 8 <> 0 then
        (select t.id from tickets t where t.equipment_id = b.equipment_id
          order by t.submitted_at desc limit 1) end,
      b.created_at
    from base b cross join admin`),
  );
}
