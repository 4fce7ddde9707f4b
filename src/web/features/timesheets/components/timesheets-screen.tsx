import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { UserRole } from '#contract/constants.ts';
import { canApproveTimesheet } from '#contract/policies/timesheets.ts';
import { canManagePayroll } from '#contract/policies/payroll.ts';

import { PageHeader } from '#web/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';

import { isSunday, weekStartOf } from '../lib/week.ts';
import { PayPeriodsPanel } from './pay-periods-panel.tsx';
import { TimesheetsView } from './timesheets-view.tsx';
import { WeekPicker } from './week-picker.tsx';

interface TimesheetsScreenProps {
  userRole: UserRole;
}

/**
 * /timesheets?weekStart=&userId=&tab=pay-periods: the week and tab live in the address so a reload
 * or a shared link shows the same week. Admins and managers see their technicians and act on them;
 * a technician sees their own weeks only (the server answers only theirs).
 */
export function TimesheetsScreen({ userRole: role }: TimesheetsScreenProps) {
  const { t } = useTranslation('timesheets');
  const [params, setParams] = useSearchParams();
  const canManage = canApproveTimesheet({ role });
  const isAdmin = canManagePayroll({ role });
  const asked = params.get('weekStart') ?? '';
  const weekStart = isSunday(asked) ? asked : weekStartOf(new Date());
  const userId = canManage ? (params.get('userId') ?? undefined) : undefined;
  const tab = isAdmin && params.get('tab') === 'pay-periods' ? 'pay-periods' : 'weeks';
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const weeks = (
    <div className="grid gap-4">
      <WeekPicker
        weekStart={weekStart}
        onChange={(value) => {
          update((next) => {
            next.set('weekStart', value);
          });
        }}
      />
      <TimesheetsView weekStart={weekStart} canManage={canManage} {...(userId ? { userId } : {})} />
    </div>
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        description={canManage ? t('descriptionManage') : t('descriptionOwn')}
      />
      {isAdmin ? (
        <Tabs
          value={tab}
          onValueChange={(value) => {
            update((next) => {
              if (value === 'pay-periods') next.set('tab', 'pay-periods');
              else next.delete('tab');
            });
          }}
        >
          <TabsList>
            <TabsTrigger value="weeks">{t('weeksTab')}</TabsTrigger>
            <TabsTrigger value="pay-periods">{t('payPeriodsTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="weeks">{weeks}</TabsContent>
          <TabsContent value="pay-periods">
            <PayPeriodsPanel />
          </TabsContent>
        </Tabs>
      ) : (
        weeks
      )}
    </>
  );
}
