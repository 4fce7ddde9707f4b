import type { Timesheet } from '#contract/schemas/timesheet.ts';

type WeekStatus = 'Approved' | 'Not approved' | 'Locked';

/** A locked period outranks approval: nothing in it can change until an admin unlocks it. */
export function weekStatus(sheet: Pick<Timesheet, 'approval' | 'locked'>): WeekStatus {
  if (sheet.locked) return 'Locked';
  return sheet.approval ? 'Approved' : 'Not approved';
}
