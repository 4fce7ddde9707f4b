import { defineModule } from '../module-manifest.ts';
import { createPmComplianceRepository } from './pm-compliance.repository.ts';
import { pmComplianceRoutes } from './pm-compliance.routes.ts';
import { createPmComplianceService } from './pm-compliance.service.ts';
import { createPmGenerationRepository } from './pm-generation.repository.ts';
import { createPmGeneration, PM_GENERATION_CHECK } from './pm-generation.ts';
import type { PmGeneration } from './pm-generation.ts';
import { createPmPlansRepository } from './maintenance-plans.repository.ts';
import { pmPlansRoutes } from './maintenance-plans.routes.ts';
import { createPmPlansService } from './maintenance-plans.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PM occurrences → tickets exactly once; tests run `app.pmGeneration.generateDue()`. */
    pmGeneration: PmGeneration;
  }
}

/**
 * Preventive maintenance (decision 034): plans, templates, preview and calendar due dates, the
 * generation of their tickets, and compliance.
 */
export const pmPlansModule = defineModule({
  name: 'maintenance-plans',
  layer: 'work',
  needs: ['tickets'],
  provides: ['pmPlans', 'pmGeneration', 'pmCompliance'],
  create: (ctx, { tickets }) => {
    const { db, clock, timeZone } = ctx;
    const pmGeneration = createPmGeneration({
      db,
      repository: createPmGenerationRepository(db),
      tickets,
      clock,
      timeZone,
      log: ctx.log,
    });
    return {
      pmGeneration,
      pmPlans: createPmPlansService({
        db,
        repository: createPmPlansRepository(db),
        clock,
        timeZone,
        // After create, edit, resume and apply: what is due within its lead time is generated now.
        generateForPlan: (planId) => pmGeneration.generateForPlan(planId),
      }),
      pmCompliance: createPmComplianceService({
        repository: createPmComplianceRepository(db),
        clock,
        timeZone,
      }),
    };
  },
  routes: ({ pmPlans, pmCompliance }, { config }) => [
    pmComplianceRoutes({ compliance: pmCompliance }),
    pmPlansRoutes({ pmPlans, checksAnswers: config.checksAnswers }),
  ],
  // The minute check: "a scheduler looks again at least once a minute" (decision 034).
  checks: ({ pmGeneration }) => [
    { name: PM_GENERATION_CHECK, run: () => pmGeneration.generateDue() },
  ],
  start: ({ pmGeneration }, ctx) => {
    ctx.app.decorate('pmGeneration', pmGeneration);
  },
  policy: 'src/contract/policies/maintenance-plans.ts',
  testTier: 'one-database',
});
