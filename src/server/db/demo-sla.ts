import { sql } from 'drizzle-orm';

import type { Executor } from './database.ts';

/**
 * Issue 39: the demo chain's tickets on the SLA clock, as migration 0016 times tickets that
 * existed before it: the default targets on a 24x7 clock (urgent 2 h / 24 h, medium 24 h / 3 days,
 * low 3 days / 14 days), at risk at 80 %; responded at the first move out of open (or completion);
 * paused since the last move into waiting; the business minutes to the response and to completion
 * that the maintenance dashboard averages. Preventive work has no target.
 */
export async function seedDemoSla(tx: Executor): Promise<void> {
  await tx.execute(sql`
    update tickets set
      sla_respond_by = submitted_at + make_interval(mins => t.respond),
      sla_respond_risk_at = submitted_at + make_interval(mins => t.respond * 4 / 5),
      sla_resolve_by = submitted_at + make_interval(mins => t.resolve),
      sla_resolve_risk_at = submitted_at + make_interval(mins => t.resolve * 4 / 5)
    from (values ('urgent', 120, 1440), ('medium', 1440, 4320), ('low', 4320, 20160))
      as t(priority, respond, resolve)
    where tickets.priority = t.priority and not tickets.preventive and tickets.sla_resolve_by is null`);
  await tx.execute(sql`
    update tickets set sla_responded_at = coalesce(
      (select min(a.created_at) from activity a where a.ticket_id = tickets.id
        and a.kind = 'ticket.status_changed' and a.details->>'to' <> 'open'),
      completed_at, updated_at)
    where status <> 'open' and sla_resolve_by is not null and sla_responded_at is null`);
  await tx.execute(sql`
    update tickets set sla_paused_at = coalesce(
      (select max(a.created_at) from activity a where a.ticket_id = tickets.id
        and a.kind = 'ticket.status_changed' and a.details->>'to' = tickets.status),
      updated_at)
    where status in ('waiting-for-parts', 'waiting-for-third-party')
      and sla_resolve_by is not null and sla_paused_at is null`);
  // Decision 046: the dashboard's respond and resolve times, business minutes on the 24x7 clock.
  await tx.execute(sql`
    update tickets set sla_respond_minutes =
      greatest(0, round(extract(epoch from (sla_responded_at - submitted_at)) / 60))::int
    where sla_responded_at is not null and sla_resolve_by is not null
      and sla_respond_minutes is null`);
  await tx.execute(sql`
    update tickets set sla_resolve_minutes = greatest(0,
      round(extract(epoch from (completed_at - submitted_at)) / 60) - sla_paused_minutes)::int
    where status = 'completed' and completed_at is not null and sla_resolve_by is not null
      and sla_resolve_minutes is null`);
}
