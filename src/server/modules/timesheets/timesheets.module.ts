import { defineModule } from '../module-manifest.ts';
import { createOvertimeNotice, OVERTIME_NEAR_CHECK } from './overtime-notice.ts';
import { createTimesheetsRepository } from './timesheets.repository.ts';
import { timesheetsRoutes } from './timesheets.routes.ts';
import { createTimesheetsService } from './timesheets.service.ts';

/** Weekly timesheets, their approval and the 90 % overtime notice (decision 035). */
export const timesheetsModule = defineModule({
  name: 'timesheets',
  layer: 'work',
  needs: ['notifications'],
  provides: ['timesheets'],
  create: (ctx) => ({
    timesheets: createTimesheetsService({
      db: ctx.db,
      repository: createTimesheetsRepository(ctx.db),
      clock: ctx.clock,
      timeZone: ctx.timeZone,
    }),
  }),
  routes: ({ timesheets }, { config }) => [
    timesheetsRoutes({ timesheets, checksAnswers: config.checksAnswers }),
  ],
  checks: ({ timesheets, notifications }, ctx) => {
    const notice = createOvertimeNotice({
      db: ctx.db,
      timesheets,
      notifications,
      clock: ctx.clock,
    });
    return [
      {
        name: OVERTIME_NEAR_CHECK,
        run: async () => {
          await notice.check();
        },
      },
    ];
  },
  policy: 'src/contract/policies/timesheets.ts',
  testTier: 'cross-database',
});
