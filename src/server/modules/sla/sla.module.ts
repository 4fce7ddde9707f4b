import { defineModule } from '../module-manifest.ts';
import { createSlaAlertsRepository } from './sla-alerts.repository.ts';
import { createSlaSettingsRepository } from './sla-settings.repository.ts';
import { slaRoutes } from './sla.routes.ts';
import { createSlaService } from './sla.service.ts';

const SLA_ALERTS_CHECK = 'sla.at-risk-and-overdue';

/**
 * Issue 39 (decision 045): service-level targets, the stores' opening hours, the business calendar
 * that times tickets (installed on the tickets service) and the at-risk/overdue notices.
 */
export const slaModule = defineModule({
  name: 'sla',
  layer: 'work',
  needs: ['tickets', 'notifications'],
  provides: ['sla'],
  create: (ctx, { notifications }) => ({
    sla: createSlaService({
      db: ctx.db,
      settings: createSlaSettingsRepository(ctx.db),
      alerts: createSlaAlertsRepository(ctx.db),
      clock: ctx.clock,
      timeZone: ctx.timeZone,
      notifications,
    }),
  }),
  routes: ({ sla }) => [slaRoutes({ sla })],
  checks: ({ sla }) => [
    {
      name: SLA_ALERTS_CHECK,
      run: async () => {
        await sla.checkAlerts();
      },
    },
  ],
  start: ({ sla, tickets }) => {
    tickets.useSlaCalendar(sla.calendar);
  },
  policy: 'src/contract/policies/sla.ts',
  testTier: 'cross-database',
});
