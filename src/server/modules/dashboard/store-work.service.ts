import { hasStoreWorkList } from '#contract/policies/dashboard.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import {
  RECENTLY_COMPLETED_DAYS,
  STORE_WORK_TICKETS_SHOWN,
  STORE_WORK_WAITING_SHOWN,
} from '#contract/schemas/store-work.ts';
import type { StoreWork, StoreWorkTicket } from '#contract/schemas/store-work.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Clock } from '../../integrations/clock.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { MaintenanceRequestsService } from '../requests/requests.service.ts';
import type {
  ActiveDispatchRow,
  StoreWorkRepository,
  UnfinishedTicketRow,
} from './store-work.repository.ts';

// Issue 36: the manager dashboard's work. Their unfinished tickets with who is on them and when they
// are expected; what waits on them: their store's problem reports to approve (the requests service
// answers them, scoped as the Requests tab) and their store's work completed in the last days and not
// yet confirmed fixed ('Confirm fixed', or reopened as not fixed: fix-confirmation.service.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

function firstLine(text: string): string {
  return (text.trim().split(/\r?\n/, 1)[0] ?? '').trim();
}

/** Who is on it and when they are expected: the active vendor dispatch, else the technician. */
function whoAndWhen(
  row: UnfinishedTicketRow,
  dispatch: ActiveDispatchRow | undefined,
): Pick<StoreWorkTicket, 'onIt' | 'expected'> {
  if (dispatch) {
    const onIt = {
      kind: 'vendor' as const,
      name: dispatch.vendor,
      dispatchStatus: dispatch.status,
    };
    switch (dispatch.status) {
      case 'sent':
        return { onIt, expected: { kind: 'due-by', at: dispatch.dueBy.toISOString() } };
      case 'accepted':
        return {
          onIt,
          expected: dispatch.etaAt
            ? { kind: 'arriving', at: dispatch.etaAt.toISOString() }
            : { kind: 'due-by', at: dispatch.dueBy.toISOString() },
        };
      case 'on-site':
        return {
          onIt,
          expected: dispatch.onSiteSince
            ? { kind: 'on-site-since', at: dispatch.onSiteSince.toISOString() }
            : null,
        };
      default:
        // Work done or invoiced: the vendor is finished; an admin confirms the work.
        return { onIt, expected: null };
    }
  }
  if (row.assigneeName) {
    return {
      onIt: { kind: 'technician', name: row.assigneeName, dispatchStatus: null },
      expected: row.scheduledStart
        ? { kind: 'scheduled', at: row.scheduledStart.toISOString() }
        : null,
    };
  }
  return { onIt: null, expected: null };
}

export function createStoreWorkService(deps: {
  repository: StoreWorkRepository;
  requests: Pick<MaintenanceRequestsService, 'list'>;
  clock: Clock;
}) {
  const { repository, requests, clock } = deps;
  return {
    async storeWork(user: SessionUser): Promise<StoreWork> {
      if (!hasStoreWorkList(user)) throw forbidden('Only managers have a store work list');
      const audience = ticketAudienceFor(user);
      const since = new Date(clock.now().getTime() - RECENTLY_COMPLETED_DAYS * DAY_MS);
      // A manager without a store decides no requests: nothing waits on them there.
      const pendingRequests = user.locationId
        ? requests.list(user, 'pending')
        : Promise.resolve({ requests: [], pendingCount: 0 });
      // The work to confirm is their store's: a ticket they submitted elsewhere is confirmed there.
      const toConfirm = user.locationId
        ? repository.completedToConfirm(user.locationId, since, STORE_WORK_WAITING_SHOWN)
        : Promise.resolve({ total: 0, rows: [] });
      const [unfinished, completed, pending] = await Promise.all([
        repository.unfinishedTickets(audience, STORE_WORK_TICKETS_SHOWN),
        toConfirm,
        pendingRequests,
      ]);
      const active = await repository.activeDispatches(unfinished.rows.map((row) => row.id));
      const dispatchOf = new Map<string, ActiveDispatchRow>();
      // Newest first: a ticket's newest active dispatch is the one kept.
      for (const dispatch of active) {
        if (!dispatchOf.has(dispatch.ticketId)) dispatchOf.set(dispatch.ticketId, dispatch);
      }
      // The oldest reports first: they have waited longest.
      const oldestFirst = [...pending.requests].sort((left, right) =>
        left.createdAt.localeCompare(right.createdAt),
      );
      return {
        unfinished: {
          total: unfinished.total,
          tickets: unfinished.rows.map((row) => ({
            id: row.id,
            ticketNumber: row.ticketNumber,
            title: row.title,
            status: row.status,
            priority: row.priority,
            location: row.location,
            submittedAt: row.submittedAt.toISOString(),
            ...whoAndWhen(row, dispatchOf.get(row.id)),
          })),
        },
        requestsToApprove: {
          total: pending.pendingCount,
          requests: oldestFirst.slice(0, STORE_WORK_WAITING_SHOWN).map((request) => ({
            id: request.id,
            equipment: request.equipment.name,
            location: request.location,
            summary: firstLine(request.description),
            createdAt: request.createdAt,
          })),
        },
        recentlyCompleted: {
          total: completed.total,
          tickets: completed.rows.map((row) => ({
            id: row.id,
            ticketNumber: row.ticketNumber,
            title: row.title,
            location: row.location,
            completedAt: row.completedAt.toISOString(),
            completedBy: row.completedBy,
          })),
        },
      };
    },
  };
}
