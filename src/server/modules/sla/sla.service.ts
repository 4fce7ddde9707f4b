import { canManageSla } from '#contract/policies/sla.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { SlaSettings, SlaSettingsInput } from '#contract/schemas/sla.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequestAt, forbidden } from '../../lib/app-error.ts';
import { businessMinutesBetween, slaDeadlines } from '../../lib/sla-clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SlaCalendar } from '../tickets/ticket-sla.ts';
import type { SlaAlertsRepository, SlaCrossing } from './sla-alerts.repository.ts';
import type { SlaSettingsRepository } from './sla-settings.repository.ts';

export const SLA_FORBIDDEN = 'Only admins can read or change service-level targets';

/** What a notice says: the ticket, and how far it is along its target. */
function noticeText(crossing: SlaCrossing): string {
  const ticket = `#${String(crossing.ticketNumber)} ${crossing.title}`;
  return crossing.state === 'overdue'
    ? `${ticket} is overdue on its service-level target`
    : `${ticket} is at risk of missing its service-level target`;
}

export function createSlaService(deps: {
  db: Database;
  settings: SlaSettingsRepository;
  alerts: SlaAlertsRepository;
  clock: Clock;
  timeZone: string;
  notifications: Pick<NotificationsService, 'notify' | 'adminIds'>;
}) {
  const { db, settings, alerts, clock, timeZone, notifications } = deps;

  /** The business calendar the tickets service times tickets by (issue 39). */
  const calendar: SlaCalendar = {
    async deadlines(ticket, executor) {
      const current = await settings.get(executor);
      const target = current.targets[ticket.priority];
      return slaDeadlines({
        submittedAt: ticket.submittedAt,
        respondMinutes: target.respondMinutes,
        resolveMinutes: target.resolveMinutes,
        pausedMinutes: ticket.pausedMinutes,
        hours: await settings.hoursOf(ticket.locationId, executor),
        timeZone,
      });
    },
    async minutesBetween(locationId, from, to, executor) {
      return businessMinutesBetween(
        from,
        to,
        await settings.hoursOf(locationId, executor),
        timeZone,
      );
    },
  };

  return {
    calendar,

    /** GET /api/settings/sla (admins). */
    async get(user: SessionUser): Promise<SlaSettings> {
      if (!canManageSla(user)) throw forbidden(SLA_FORBIDDEN);
      return settings.get();
    },

    /**
     * PUT /api/settings/sla (admins): the input is already valid (SlaSettingsInputSchema); every
     * store it names must exist. New targets and hours time tickets created afterwards (and a
     * ticket's deadlines when it leaves a pause); deadlines already set stay.
     */
    async update(user: SessionUser, input: SlaSettingsInput): Promise<SlaSettings> {
      if (!canManageSla(user)) throw forbidden(SLA_FORBIDDEN);
      return db.transaction(async (tx: Executor) => {
        const named = (input.storeHours ?? []).map((store) => store.locationId);
        const existing = await settings.existingLocationIds(named, tx);
        const unknown = named.findIndex((id) => !existing.has(id));
        if (unknown >= 0) {
          throw badRequestAt(
            `storeHours.${String(unknown)}.locationId`,
            `Unknown store: ${named[unknown] ?? ''}`,
          );
        }
        await settings.update(input, { id: user.id, at: clock.now() }, tx);
        return settings.get(tx);
      });
    },

    /**
     * Scheduled check: tickets that went at risk or overdue tell their assignee and the admins,
     * once per ticket per state (sla_alerts' key), however many instances run it.
     */
    async checkAlerts(): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const crossings = await alerts.crossings(now, tx);
        if (crossings.length === 0) return 0;
        const recorded = await alerts.record(crossings, now, tx);
        const admins = await notifications.adminIds(tx);
        const notices = crossings
          .filter((crossing) => recorded.has(`${crossing.ticketId}:${crossing.state}`))
          .flatMap((crossing) => {
            const people = new Set(admins);
            if (crossing.assignedTo) people.add(crossing.assignedTo);
            return [...people].map((userId) => ({
              userId,
              kind: 'ticket.sla' as const,
              text: noticeText(crossing),
              link: `/tickets/${crossing.ticketId}`,
              actorId: null,
              dedupeKey: `sla:${crossing.ticketId}:${crossing.state}`,
            }));
          });
        return notifications.notify(notices, tx);
      });
    },
  };
}

export type SlaService = ReturnType<typeof createSlaService>;
