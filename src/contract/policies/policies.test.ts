import { describe, expect, it } from 'vitest';

import { askerScopeFor } from './ai.ts';
import { keepsDataOnDevice, readsWorkAhead } from './offline.ts';
import type { PolicyUser } from './policy-user.ts';
import { requestStoreFor } from './requests.ts';
import {
  canCorrectTimeSession,
  canReadTimeSessionHistory,
  managesTechnician,
  timeAudienceFor,
} from './time-clock.ts';
import type { TimeOwner } from './time-clock.ts';
import { canApproveTimesheet, canViewTimesheetOf } from './timesheets.ts';
import { isActiveAdmin, roleKeepsHomeStore, roleKeepsStore } from './users.ts';

// Decision 040: the rules the route table cannot show (an object's store or owner, the screens' and
// the assistant's choices); the permission matrix checks the routes' answers from the same functions.

const DOWNTOWN = 'loc-downtown';
const AIRPORT = 'loc-airport';

const admin: PolicyUser = { id: 'u-admin', role: 'admin', locationId: null };
const manager: PolicyUser = { id: 'u-manager', role: 'manager', locationId: DOWNTOWN };
const otherManager: PolicyUser = { id: 'u-manager-2', role: 'manager', locationId: AIRPORT };
const storelessManager: PolicyUser = { id: 'u-manager-3', role: 'manager', locationId: null };
const technician: PolicyUser = { id: 'u-tech', role: 'technician', locationId: null };

const downtownTechnician: TimeOwner = {
  id: 'u-tech',
  role: 'technician',
  homeLocationId: DOWNTOWN,
};
const homelessTechnician: TimeOwner = { id: 'u-tech-2', role: 'technician', homeLocationId: null };
const downtownManagerAsOwner: TimeOwner = {
  id: 'u-manager',
  role: 'manager',
  homeLocationId: DOWNTOWN,
};

describe('timesheet approval (canApproveTimesheet)', () => {
  it('lets admins approve anyone and managers approve at all, technicians never', () => {
    expect(canApproveTimesheet(admin)).toBe(true);
    expect(canApproveTimesheet(manager)).toBe(true);
    expect(canApproveTimesheet(technician)).toBe(false);
    expect(canApproveTimesheet(admin, homelessTechnician)).toBe(true);
  });

  it("lets a manager approve their home store's technicians only", () => {
    expect(canApproveTimesheet(manager, downtownTechnician)).toBe(true);
    expect(canApproveTimesheet(otherManager, downtownTechnician)).toBe(false);
    expect(canApproveTimesheet(manager, homelessTechnician)).toBe(false);
    expect(canApproveTimesheet(storelessManager, homelessTechnician)).toBe(false);
    expect(canApproveTimesheet(manager, downtownManagerAsOwner)).toBe(false);
  });

  it('shows a technician their own timesheet only, a manager their technicians’', () => {
    expect(canViewTimesheetOf(technician, downtownTechnician)).toBe(true);
    expect(canViewTimesheetOf(technician, homelessTechnician)).toBe(false);
    expect(canViewTimesheetOf(manager, downtownTechnician)).toBe(true);
    expect(canViewTimesheetOf(otherManager, downtownTechnician)).toBe(false);
    expect(canViewTimesheetOf(admin, homelessTechnician)).toBe(true);
  });
});

describe('time corrections (decision 035 §6)', () => {
  it("lets admins correct anyone's time and a manager their store technicians'", () => {
    expect(canCorrectTimeSession(admin, homelessTechnician)).toBe(true);
    expect(canCorrectTimeSession(manager)).toBe(true);
    expect(canCorrectTimeSession(manager, downtownTechnician)).toBe(true);
    expect(canCorrectTimeSession(otherManager, downtownTechnician)).toBe(false);
    expect(canCorrectTimeSession(technician)).toBe(false);
    expect(managesTechnician(storelessManager, homelessTechnician)).toBe(false);
  });

  it('lets the owner, their store manager and admins read a session’s history', () => {
    const session = { userId: downtownTechnician.id };
    expect(canReadTimeSessionHistory(technician, session, downtownTechnician)).toBe(true);
    expect(canReadTimeSessionHistory(manager, session, downtownTechnician)).toBe(true);
    expect(canReadTimeSessionHistory(admin, session, undefined)).toBe(true);
    expect(canReadTimeSessionHistory(otherManager, session, downtownTechnician)).toBe(false);
    expect(canReadTimeSessionHistory(storelessManager, session, undefined)).toBe(false);
  });

  it("scopes time by role: the chain's, the store's or one's own", () => {
    expect(timeAudienceFor(admin)).toEqual({ kind: 'all' });
    expect(timeAudienceFor(manager)).toEqual({ kind: 'store', locationId: DOWNTOWN });
    expect(timeAudienceFor(technician)).toEqual({ kind: 'own', userId: technician.id });
  });
});

describe('the other role rules', () => {
  it("decides problem reports for every store (admins) or the manager's own", () => {
    expect(requestStoreFor(admin)).toBeNull();
    expect(requestStoreFor(manager)).toBe(DOWNTOWN);
    expect(requestStoreFor(storelessManager)).toBeUndefined();
    expect(requestStoreFor(technician)).toBeUndefined();
  });

  it('keeps a store for managers and a home store for technicians only', () => {
    expect([roleKeepsStore('manager'), roleKeepsStore('technician')]).toEqual([true, false]);
    expect([roleKeepsHomeStore('technician'), roleKeepsHomeStore('admin')]).toEqual([true, false]);
    expect(isActiveAdmin({ role: 'admin', status: 'active' })).toBe(true);
    expect(isActiveAdmin({ role: 'admin', status: 'inactive' })).toBe(false);
  });

  it("keeps technicians' and managers' data on the device, reading ahead for technicians", () => {
    expect([admin, manager, technician].map(keepsDataOnDevice)).toEqual([false, true, true]);
    expect([admin, manager, technician].map(readsWorkAhead)).toEqual([false, false, true]);
  });

  it("answers the assistant's questions about the chain, the store or the asker's own work", () => {
    expect([admin, manager, technician].map(askerScopeFor)).toEqual(['chain', 'store', 'own']);
  });
});
