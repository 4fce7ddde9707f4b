import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { SlaState } from '#contract/schemas/sla.ts';

import { tickets } from './schema.ts';
import type { SqlInstant } from './worked-time.ts';

/**
 * Issue 39 (decision 045): a ticket's SLA state at `now`, the one SQL form the ticket list, its
 * filter and the at-risk/overdue check use. Completed: met when both targets were kept. Open: the
 * clock stands still while paused (its pause's start stands for now); a target already answered
 * (responded) no longer counts. Null for work without a target.
 */
export function slaStateSql(now: SqlInstant): SQL<SlaState | null> {
  const at = sql`coalesce(${tickets.slaPausedAt}, ${now instanceof Date ? now.toISOString() : now}::timestamptz)`;
  return sql<SlaState | null>`(case
    when ${tickets.slaResolveBy} is null then null
    when ${tickets.completedAt} is not null then
      case when ${tickets.completedAt} <= ${tickets.slaResolveBy}
        and coalesce(${tickets.slaRespondedAt}, ${tickets.completedAt}) <= ${tickets.slaRespondBy}
      then 'met' else 'missed' end
    when ${at} >= ${tickets.slaResolveBy}
      or (${tickets.slaRespondedAt} is null and ${at} >= ${tickets.slaRespondBy}) then 'overdue'
    when ${at} >= ${tickets.slaResolveRiskAt}
      or (${tickets.slaRespondedAt} is null and ${at} >= ${tickets.slaRespondRiskAt}) then 'at-risk'
    else 'on-track' end)`;
}
