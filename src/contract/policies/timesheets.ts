import type { PolicyUser, StoreHolder } from './policy-user.ts';
import { managesTechnician } from './time-clock.ts';
import type { TimeOwner } from './time-clock.ts';

export { timeAudienceFor as timesheetAudienceFor } from './time-clock.ts';

/**
 * Product rules §13 (timesheets and approval): admins approve and unapprove anyone's week; a
 * manager their home store's technicians'. Without an owner: whether the user approves any week.
 */
export function canApproveTimesheet(user: StoreHolder, owner?: TimeOwner): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'manager') return false;
  return owner === undefined || managesTechnician(user, owner);
}

/** Product rules §13: everyone sees their own timesheet, managers their store technicians'. */
export function canViewTimesheetOf(user: PolicyUser, owner: TimeOwner): boolean {
  switch (user.role) {
    case 'admin':
      return true;
    case 'manager':
      return managesTechnician(user, owner);
    case 'technician':
      return owner.id === user.id;
  }
}
