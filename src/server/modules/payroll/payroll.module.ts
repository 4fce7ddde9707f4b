import { defineModule } from '../module-manifest.ts';
import { payPeriodsCheck } from './pay-periods.check.ts';
import { createPayPeriodsRepository } from './pay-periods.repository.ts';
import { createPayPeriodsService } from './pay-periods.service.ts';
import { createPayrollExportService } from './payroll-export.service.ts';
import { payrollRoutes } from './payroll.routes.ts';

/** Pay periods (kept on schedule by a check), their lock, and the payroll export. */
export const payrollModule = defineModule({
  name: 'payroll',
  layer: 'work',
  needs: [],
  provides: ['payPeriods', 'payrollExport'],
  create: (ctx) => {
    const { db, clock, timeZone } = ctx;
    const repository = createPayPeriodsRepository(db);
    return {
      payPeriods: createPayPeriodsService({ db, repository, clock, timeZone }),
      payrollExport: createPayrollExportService({ repository, clock, timeZone }),
    };
  },
  routes: ({ payPeriods, payrollExport }) => [payrollRoutes({ payPeriods, payrollExport })],
  checks: ({ payPeriods }) => [payPeriodsCheck(payPeriods)],
  policy: 'src/contract/policies/payroll.ts',
  testTier: 'cross-database',
});
