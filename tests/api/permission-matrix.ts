import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  categories,
  dispatches,
  equipment,
  locations,
  maintenanceRequestPhotos,
  maintenanceRequests,
  ticketPhotos,
  timeSessions,
  users,
  vendorCoverage,
  vendors,
} from '#server/db/schema.ts';
import {
  canAddChecklistItem,
  canAddTicketPhotos,
  canChangeTicketStatus,
  canCompleteTicket,
  canConfirmTicketFix,
  canCreateTicket,
  canRemoveChecklistItem,
  canTickChecklist,
  canViewTicket,
} from '#contract/ticket-access.ts';
import { canChangeCalendarEvent } from '#contract/policies/calendar-events.ts';
import { canManageCategories } from '#contract/policies/categories.ts';
import { canManageCertifications } from '#contract/policies/certifications.ts';
import { canDeleteComment } from '#contract/policies/comments.ts';
import { canViewCosts } from '#contract/policies/costs.ts';
import { hasStoreWorkList, hasTodayList } from '#contract/policies/dashboard.ts';
import { canManageDispatches } from '#contract/policies/dispatches.ts';
import { canManageEquipment, canPrintEquipmentLabels } from '#contract/policies/equipment.ts';
import { canManageLocations } from '#contract/policies/locations.ts';
import { canReadFailedMail } from '#contract/policies/notifications.ts';
import { canManagePayroll, canViewPayPeriods } from '#contract/policies/payroll.ts';
import {
  canManagePmPlans,
  canReadPmPlans,
  canViewPmCompliance,
} from '#contract/policies/maintenance-plans.ts';
import type { PolicyUser } from '#contract/policies/policy-user.ts';
import { canDecideRequests } from '#contract/policies/requests.ts';
import { canChangeSettings } from '#contract/policies/settings.ts';
import { canViewMaintenanceReport } from '#contract/policies/maintenance-report.ts';
import { canManageSla } from '#contract/policies/sla.ts';
import { canReviewTechnicianSignups } from '#contract/policies/technician-signups.ts';
import {
  canAssignTechnicians,
  canBulkChangeTickets,
  canReopenTickets,
  canScheduleTickets,
} from '#contract/policies/tickets.ts';
import {
  canCorrectTimeSession,
  canReadTimeSessionHistory,
  canViewTimeReport,
} from '#contract/policies/time-clock.ts';
import type { TimeOwner } from '#contract/policies/time-clock.ts';
import { canApproveTimesheet } from '#contract/policies/timesheets.ts';
import { canManageUsers } from '#contract/policies/users.ts';
import { canManageVendors } from '#contract/policies/vendors.ts';
import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { newShortCode } from '#server/modules/equipment/short-code.ts';

import { ADMIN_PASSWORD, createTestContext } from '#tests/helpers/build-test-app.ts';
import type { Actor, TestContext } from '#tests/helpers/build-test-app.ts';
import { TEST_PASSWORD } from '#tests/helpers/factories.ts';
import { multipartBody } from '#tests/helpers/photo-uploads.ts';
import { weeklyFryerPlanBody } from '#tests/helpers/pm-plans.ts';

import { fillPath, listApiRoutes } from './openapi-routes.ts';
import type { ApiRoute } from './openapi-routes.ts';

// Decision 018 (run by permission-matrix.part-N.test.ts): every /api route × {signed out, admin, manager, technician} × {own object, someone
// else's object}, checked against product rules §6 and architecture §5. The route list comes from the app's
// own route table (its OpenAPI document), so a new route without an entry here fails this test.
// Decision 041: a guarded route's entry names its policy (src/contract/policies/<feature>.ts) and the
// expected answers are the policy's for each member of the cast (guardedBy), so a changed policy
// changes the expected matrix; only what no policy says (signed-in only, public) is written out.
//
// 'allowed'  the call is not refused for who is asking: anything but 401, 403 and 404.
// 'denied'   403 (or 404 for another's object, which hides that it exists).
// 'public'   a signed-out caller is not refused either.

type Access = 'allowed' | 'denied';

interface Fixtures {
  /** A Downtown ticket submitted by `manager`, assigned to `technician`, in progress. */
  ticketId: string;
  photoId: string;
  /** An event created by `manager`. */
  eventId: string;
  locationId: string;
  categoryId: string;
  userId: string;
  certificationId: string;
  signupId: string;
  /** A comment by `manager` on the ticket. */
  commentId: string;
  /** Decision 034: an unticked checklist item on the ticket, added by the admin. */
  checklistItemId: string;
  /** Decision 033: a Downtown fryer with a photo, the unit of the ticket. */
  equipmentId: string;
  downtownId: string;
  fryerId: string;
  /** Decision 033: a Downtown unit's label code, and a pending report about it with one photo. */
  shortCode: string;
  requestId: string;
  requestPhotoId: string;
  /** Decision 034: a PM plan for Downtown's fryers. */
  pmPlanId: string;
  /** Decision 035: a closed session of `technician`, whose home store is Downtown (manager's). */
  timeSessionId: string;
  timeSessionOwnerId: string;
  /** Decision 035: the current scheduled pay period (not ended, not locked). */
  payPeriodId: string;
  /** Decision 037: a vendor never dispatched (so an admin's DELETE succeeds). */
  vendorId: string;
  /** Decision 037: the ticket's dispatch to a Downtown fryer vendor, invoiced over its NTE, with a file. */
  dispatchId: string;
  /** Decision 037: the portal token of a dispatch of the ticket, its invoice submitted (approved). */
  portalToken: string;
}

interface Entry {
  /** 'unavailable': public, but switched off in this app (forgot password without e-mail): 404. */
  anonymous: 'public' | 'unavailable' | 401;
  admin: Access;
  manager: Access;
  technician: Access;
  /** A manager of another store who did not submit the ticket / create the event. */
  otherManager?: Access;
  /** A technician the ticket is not assigned to. */
  otherTechnician?: Access;
  params?: (fixtures: Fixtures) => Record<string, string>;
  body?: (fixtures: Fixtures) => unknown;
  /**
   * The call changes its object so that the same call by the next role would change nothing (a
   * value the object already has is no change, DESIGN.md §5): each role gets a fresh object.
   */
  changesObject?: true;
}

type CastRole = 'admin' | 'manager' | 'technician' | 'otherManager' | 'otherTechnician';

/**
 * The cast (see arrange) as the policies see them: `manager` runs Downtown, `otherManager` the
 * Airport; the ids stand for the people, and the objects below for the fixtures' relationships.
 */
const POLICY_CAST: Record<CastRole, PolicyUser> = {
  admin: { id: 'admin', role: 'admin', locationId: null },
  manager: { id: 'manager', role: 'manager', locationId: 'downtown' },
  technician: { id: 'technician', role: 'technician', locationId: null },
  otherManager: { id: 'other-manager', role: 'manager', locationId: 'airport' },
  otherTechnician: { id: 'other-technician', role: 'technician', locationId: null },
};
/** The fixture ticket: submitted by `manager` at Downtown, assigned to `technician`, in progress. */
const POLICY_TICKET = {
  status: 'in-progress',
  submittedBy: 'manager',
  locationId: 'downtown',
  assignedTo: 'technician',
} as const;
/** The fixture time session's owner: `technician`, whose home store is Downtown. */
const POLICY_TIME_OWNER: TimeOwner = {
  id: 'technician',
  role: 'technician',
  homeLocationId: 'downtown',
};
/** The fixture user of the timesheet approval: a technician without a home store. */
const POLICY_FIXTURE_USER: TimeOwner = { id: 'fixture', role: 'technician', homeLocationId: null };

/**
 * A signed-in route guarded by `policy`: each role's expected answer is the policy's answer for
 * that member of the cast; `others` adds the other store's manager and the unassigned technician.
 */
function guardedBy(
  policy: (user: PolicyUser) => boolean,
  others: ('otherManager' | 'otherTechnician')[] = [],
): Pick<
  Entry,
  'anonymous' | 'admin' | 'manager' | 'technician' | 'otherManager' | 'otherTechnician'
> {
  const access = (role: CastRole): Access => (policy(POLICY_CAST[role]) ? 'allowed' : 'denied');
  const entry: Pick<Entry, 'anonymous' | CastRole> = {
    anonymous: 401,
    admin: access('admin'),
    manager: access('manager'),
    technician: access('technician'),
  };
  for (const role of others) entry[role] = access(role);
  return entry;
}

const ticketParams = (fixtures: Fixtures) => ({ id: fixtures.ticketId });
const equipmentParams = (fixtures: Fixtures) => ({ id: fixtures.equipmentId });
const equipmentBody = (fixtures: Fixtures) => ({
  name: `Unit ${String(Math.random()).slice(2, 8)}`,
  locationId: fixtures.downtownId,
  categoryId: fixtures.fryerId,
});
/** Who sees the fixture ticket (decision 020); units and their history are seen the same way. */
const ticketViewers = guardedBy(
  (user) => canViewTicket(user, POLICY_TICKET),
  ['otherManager', 'otherTechnician'],
);
/** A ticket route whose rule also reads the fixture ticket, for the whole cast. */
const onTicket = (
  policy: (user: PolicyUser, ticket: typeof POLICY_TICKET) => boolean,
  others: ('otherManager' | 'otherTechnician')[] = ['otherManager', 'otherTechnician'],
) => guardedBy((user) => policy(user, POLICY_TICKET), others);
const everyone = {
  anonymous: 401,
  admin: 'allowed',
  manager: 'allowed',
  technician: 'allowed',
} as const;

// Decision 034: admins manage PM plans; managers read their stores'; technicians are refused.
// Issue 36: the same plan is created again and again here; confirmOverlap keeps its 409 out.
const pmPlanBody = (fixtures: Fixtures) => ({
  ...weeklyFryerPlanBody({ categoryId: fixtures.fryerId, locationId: fixtures.downtownId }),
  confirmOverlap: true,
});
const pmPlanParams = (fixtures: Fixtures) => ({ id: fixtures.pmPlanId });
// Another store's plan answers 404 to its manager (the plan's stores are read in SQL).
const pmPlanReaders = { ...guardedBy(canReadPmPlans), otherManager: 'denied' } as const;

// Decision 037: vendors and their settings are the admins' alone.
const vendorParams = (fixtures: Fixtures) => ({ id: fixtures.vendorId });
const vendorBody = (fixtures: Fixtures) => ({
  name: `Vendor ${String(Math.random()).slice(2, 8)}`,
  trades: [fixtures.fryerId],
  coverage: [{ locationId: fixtures.downtownId, categoryId: fixtures.fryerId, rank: 1 }],
});

const dispatchParams = (fixtures: Fixtures) => ({ id: fixtures.dispatchId });

// Decision 037: the vendor portal is public; the token is its only authority (a refused step is 409).
const portalPublic = {
  anonymous: 'public',
  admin: 'allowed',
  manager: 'allowed',
  technician: 'allowed',
  params: (fixtures: Fixtures) => ({ token: fixtures.portalToken }),
} as const;

const MATRIX: Record<string, Entry> = {
  'GET /api/vendors': guardedBy(canManageVendors),
  'POST /api/vendors': { ...guardedBy(canManageVendors), body: vendorBody },
  'GET /api/vendors/{id}': { ...guardedBy(canManageVendors), params: vendorParams },
  'PUT /api/vendors/{id}': {
    ...guardedBy(canManageVendors),
    params: vendorParams,
    body: vendorBody,
  },
  'DELETE /api/vendors/{id}': { ...guardedBy(canManageVendors), params: vendorParams },
  'GET /api/settings/vendors': guardedBy(canManageVendors),
  'PUT /api/settings/vendors': {
    ...guardedBy(canManageVendors),
    body: () => ({
      currency: 'USD',
      nteCeilingCents: 500_000,
      acceptHoursUrgent: 4,
      acceptHoursOther: 24,
    }),
  },
  // Decision 037: whoever sees the ticket reads its dispatches; admins do the rest.
  'GET /api/tickets/{id}/dispatches': { ...ticketViewers, params: ticketParams },
  'POST /api/tickets/{id}/dispatches': {
    ...guardedBy(canManageDispatches),
    params: ticketParams,
    body: () => ({
      vendorId: '00000000-0000-4000-8000-000000000000',
      nteAmount: 10000,
      dueBy: '2026-12-01T12:00:00.000Z',
    }),
  },
  'POST /api/dispatches/{id}/revoke': { ...guardedBy(canManageDispatches), params: dispatchParams },
  'POST /api/dispatches/{id}/approve-invoice': {
    ...guardedBy(canManageDispatches),
    params: dispatchParams,
  },
  'POST /api/dispatches/{id}/confirm-work': {
    ...guardedBy(canManageDispatches),
    params: dispatchParams,
  },
  'POST /api/dispatches/{id}/mark-paid': {
    ...guardedBy(canManageDispatches),
    params: dispatchParams,
  },
  // Decision 039: a new portal link for an open dispatch.
  'POST /api/dispatches/{id}/renew-link': {
    ...guardedBy(canManageDispatches),
    params: dispatchParams,
  },
  'GET /api/dispatches/{id}/invoice-file': {
    ...guardedBy(canManageDispatches),
    params: dispatchParams,
  },

  'GET /api/vendor-portal/{token}': portalPublic,
  'PUT /api/vendor-portal/{token}/language': { ...portalPublic, body: () => ({ language: 'es' }) },
  'POST /api/vendor-portal/{token}/accept': {
    ...portalPublic,
    body: () => ({ eta: '2026-01-07T15:00:00.000Z' }),
  },
  'POST /api/vendor-portal/{token}/decline': { ...portalPublic, body: () => ({ reason: 'Busy' }) },
  'POST /api/vendor-portal/{token}/check-in': portalPublic,
  'POST /api/vendor-portal/{token}/check-out': {
    ...portalPublic,
    body: () => ({ outcome: 'work-done' }),
  },
  'POST /api/vendor-portal/{token}/invoice': portalPublic,
  'POST /api/vendor-portal/{token}/notes': { ...portalPublic, body: () => ({ body: 'On site' }) },
  'POST /api/vendor-portal/{token}/photos': portalPublic,
  'GET /api/vendor-portal/{token}/photos/{photoId}': {
    ...portalPublic,
    params: (fixtures) => ({ token: fixtures.portalToken, photoId: fixtures.photoId }),
  },
  'GET /api/vendor-portal/{token}/invoice-file': portalPublic,
  'GET /api/pm-plans': guardedBy(canReadPmPlans, ['otherManager']),
  'POST /api/pm-plans': { ...guardedBy(canManagePmPlans), body: pmPlanBody },
  'GET /api/pm-plans/due': guardedBy(canReadPmPlans, ['otherManager']),
  'POST /api/pm-plans/preview': { ...guardedBy(canManagePmPlans), body: pmPlanBody },
  'GET /api/pm-plans/{id}': { ...pmPlanReaders, params: pmPlanParams },
  'PUT /api/pm-plans/{id}': {
    ...guardedBy(canManagePmPlans),
    params: pmPlanParams,
    body: pmPlanBody,
  },
  'DELETE /api/pm-plans/{id}': { ...guardedBy(canManagePmPlans), params: pmPlanParams },
  'POST /api/pm-plans/{id}/pause': { ...guardedBy(canManagePmPlans), params: pmPlanParams },
  'POST /api/pm-plans/{id}/resume': { ...guardedBy(canManagePmPlans), params: pmPlanParams },
  'GET /api/pm-plans/{id}/preview': { ...pmPlanReaders, params: pmPlanParams },
  'GET /api/pm-templates': guardedBy(canManagePmPlans),
  'POST /api/pm-templates/{id}/apply': {
    ...guardedBy(canManagePmPlans),
    params: () => ({ id: 'fryer-boil-out' }),
    body: (fixtures) => ({ locationIds: [fixtures.downtownId] }),
  },
  'GET /api/health': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
  },
  // A live stream: answered with a short read (the headers), then dropped; see `call` below.
  'GET /api/notifications/stream': everyone,
  'POST /api/login': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
    body: () => ({ username: 'admin', password: ADMIN_PASSWORD }),
  },
  'POST /api/logout': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
  },
  'GET /api/me': everyone,
  // Issue 40: everyone sets their own language.
  'PATCH /api/me': { ...everyone, body: () => ({ language: 'en' }) },
  // Without e-mail configured (the matrix's app) the forgot-password call answers 404 to all.
  'GET /api/login-options': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
  },
  'POST /api/forgot-password': {
    anonymous: 'unavailable',
    admin: 'denied',
    manager: 'denied',
    technician: 'denied',
    body: () => ({ login: 'nobody' }),
  },
  'POST /api/reset-password': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
    body: () => ({ token: 'x'.repeat(43), newPassword: 'matrix-new-secret' }),
  },
  'POST /api/change-password': {
    ...everyone,
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'matrix-new-secret' }),
  },
  // The analysis serves the create form, which technicians do not have (product rules §6).
  'POST /api/tickets/analyze': {
    ...guardedBy(canCreateTicket),
    body: () => ({ title: 'Fryer cold', description: 'Oil will not heat', location: 'Downtown' }),
  },
  'POST /api/ai/chat': { ...everyone, body: () => ({ question: 'How many open tickets?' }) },
  'GET /api/insights': everyone,
  'GET /api/scheduling-optimization': everyone,
  'GET /api/dashboard/stats': everyone,
  // Decision 031: the technician's Today list (the work assigned to the caller).
  'GET /api/dashboard/today': guardedBy(hasTodayList),
  // Issue 36: the manager dashboard's store work (their tickets and their store's requests).
  'GET /api/dashboard/store-work': guardedBy(hasStoreWorkList),
  'GET /api/activity': everyone,
  'GET /api/tickets': everyone,
  // Decision 025: counts are scoped like the list; bulk changes are for admins.
  'GET /api/tickets/counts': everyone,
  'POST /api/tickets/bulk': {
    ...guardedBy(canBulkChangeTickets),
    body: (fixtures) => ({ ticketIds: [fixtures.ticketId], priority: 'urgent' }),
  },
  'POST /api/tickets': {
    ...guardedBy(canCreateTicket),
    body: () => ({
      title: 'Grill cold',
      description: 'Left side cold',
      location: 'Downtown',
      category: 'Grill',
      priority: 'low',
    }),
  },
  'GET /api/tickets/{id}': { ...ticketViewers, params: ticketParams },
  'GET /api/tickets/{id}/assignment-candidates': {
    ...guardedBy(canAssignTechnicians),
    params: ticketParams,
  },
  'GET /api/tickets/{id}/activity': { ...ticketViewers, params: ticketParams },
  'GET /api/tickets/{id}/photos': { ...ticketViewers, params: ticketParams },
  'GET /api/tickets/{id}/photos/{photoId}': {
    ...ticketViewers,
    params: (fixtures) => ({ id: fixtures.ticketId, photoId: fixtures.photoId }),
  },
  // Decision 032: whoever sees the ticket reads and writes its thread; its author or an admin deletes.
  'GET /api/tickets/{id}/comments': { ...ticketViewers, params: ticketParams },
  'POST /api/tickets/{id}/comments': {
    ...ticketViewers,
    params: ticketParams,
    body: () => ({ body: 'Any news?' }),
  },
  'DELETE /api/tickets/{id}/comments/{commentId}': {
    ...onTicket(
      (user, ticket) =>
        canViewTicket(user, ticket) && canDeleteComment(user, { authorId: 'manager' }),
    ),
    params: (fixtures) => ({ id: fixtures.ticketId, commentId: fixtures.commentId }),
  },
  // Decision 034: whoever sees the ticket reads its checklist; its technician and admins tick and add;
  // admins remove.
  'GET /api/tickets/{id}/checklist': { ...ticketViewers, params: ticketParams },
  'POST /api/tickets/{id}/checklist': {
    ...onTicket(canAddChecklistItem),
    params: ticketParams,
    body: () => ({ text: 'Check the pilot' }),
  },
  'PUT /api/tickets/{id}/checklist/{itemId}': {
    ...onTicket(canTickChecklist),
    params: (fixtures) => ({ id: fixtures.ticketId, itemId: fixtures.checklistItemId }),
    body: () => ({ done: true }),
  },
  'DELETE /api/tickets/{id}/checklist/{itemId}': {
    ...onTicket(canRemoveChecklistItem),
    params: (fixtures) => ({ id: fixtures.ticketId, itemId: fixtures.checklistItemId }),
  },
  'GET /api/tickets/{id}/mentionable-users': {
    ...ticketViewers,
    params: ticketParams,
  },
  'POST /api/tickets/{id}/photos': {
    ...onTicket(canAddTicketPhotos),
    params: ticketParams,
  },
  // Product rules §6: status changes by admins and the assigned technician only.
  'PATCH /api/tickets/{id}': {
    ...onTicket(canChangeTicketStatus),
    params: ticketParams,
    body: () => ({ status: 'waiting-for-parts' }),
    changesObject: true,
  },
  'PATCH /api/tickets/{id}/schedule': {
    ...guardedBy(canScheduleTickets),
    params: ticketParams,
    body: () => ({ scheduledStart: null, scheduledEnd: null, allDay: false }),
  },
  // Decision 023: admins reopen a completed ticket, and issue 36 a manager of its store (the fixture
  // ticket is in progress: 409 for them; technicians 403, another store's manager 404).
  'POST /api/tickets/{id}/reopen': {
    ...onTicket((user, ticket) => canReopenTickets(user) && canConfirmTicketFix(user, ticket)),
    params: ticketParams,
    body: () => ({ reason: 'Still leaking' }),
  },
  // Issue 36: 'Confirm fixed' by an admin or a manager of the ticket's store (409 on the fixture ticket,
  // in progress); anyone else 404.
  'POST /api/tickets/{id}/confirm-fixed': {
    ...onTicket(canConfirmTicketFix),
    params: ticketParams,
  },
  'POST /api/tickets/{id}/complete': {
    ...onTicket(canCompleteTicket, ['otherTechnician']),
    params: ticketParams,
    body: () => ({ completionNotes: 'Done', checklistSkippedNote: 'Skipped the fixture item' }),
  },
  'GET /api/calendar-events': everyone,
  'POST /api/calendar-events': {
    ...everyone,
    body: () => ({ title: 'Hood cleaning', date: '2026-02-10', allDay: true }),
  },
  // An event may be changed by its creator or an admin.
  'PUT /api/calendar-events/{id}': {
    ...guardedBy(
      (user) => canChangeCalendarEvent(user, { createdBy: 'manager' }),
      ['otherManager'],
    ),
    params: (fixtures) => ({ id: fixtures.eventId }),
    body: () => ({ title: 'Renamed', allDay: true }),
  },
  'DELETE /api/calendar-events/{id}': {
    ...guardedBy(
      (user) => canChangeCalendarEvent(user, { createdBy: 'manager' }),
      ['otherManager'],
    ),
    params: (fixtures) => ({ id: fixtures.eventId }),
  },
  'GET /api/locations': everyone,
  'POST /api/locations': {
    ...guardedBy(canManageLocations),
    body: () => ({ name: `Store ${String(Math.random())}`, address: '1 Way' }),
  },
  'PUT /api/locations/{id}': {
    ...guardedBy(canManageLocations),
    params: (fixtures) => ({ id: fixtures.locationId }),
    body: () => ({ name: `Store ${String(Math.random())}`, address: '2 Way' }),
  },
  'DELETE /api/locations/{id}': {
    ...guardedBy(canManageLocations),
    params: (fixtures) => ({ id: fixtures.locationId }),
  },
  // Decision 033: the equipment CSV (a JSON body is refused with 400 by an admin's import).
  'POST /api/equipment/import': guardedBy(canManageEquipment),
  'GET /api/equipment/export.csv': guardedBy(canManageEquipment),
  'GET /api/categories': everyone,
  // Issue 36: counted over what each caller may see.
  'GET /api/categories/ticket-counts': everyone,
  'POST /api/categories': {
    ...guardedBy(canManageCategories),
    body: () => ({ name: `Cat ${String(Math.random()).slice(2, 8)}`, description: 'x' }),
  },
  'PUT /api/categories/{id}': {
    ...guardedBy(canManageCategories),
    params: (fixtures) => ({ id: fixtures.categoryId }),
    body: () => ({ name: `Cat ${String(Math.random()).slice(2, 8)}`, description: 'y' }),
  },
  'DELETE /api/categories/{id}': {
    ...guardedBy(canManageCategories),
    params: (fixtures) => ({ id: fixtures.categoryId }),
  },
  'GET /api/users': guardedBy(canManageUsers),
  'GET /api/users/ticket-counts': guardedBy(canManageUsers),
  'POST /api/users': {
    ...guardedBy(canManageUsers),
    body: () => ({
      name: 'New',
      username: `new${String(Math.random()).slice(2, 8)}`,
      password: 'long-enough-1',
      role: 'technician',
      status: 'active',
    }),
  },
  'PUT /api/users/{id}': {
    ...guardedBy(canManageUsers),
    params: (fixtures) => ({ id: fixtures.userId }),
    body: () => ({ name: 'Renamed', role: 'technician', status: 'active' }),
  },
  'DELETE /api/users/{id}': {
    ...guardedBy(canManageUsers),
    params: (fixtures) => ({ id: fixtures.userId }),
  },
  'POST /api/users/{id}/reset-password': {
    ...guardedBy(canManageUsers),
    params: (fixtures) => ({ id: fixtures.userId }),
  },
  'GET /api/certifications': { ...guardedBy(canManageCertifications), params: () => ({}) },
  'POST /api/certifications': {
    ...guardedBy(canManageCertifications),
    body: (fixtures) => ({
      userId: fixtures.userId,
      certificationName: 'HVAC',
      certificationNumber: 'H-1',
    }),
  },
  'PUT /api/certifications/{id}': {
    ...guardedBy(canManageCertifications),
    params: (fixtures) => ({ id: fixtures.certificationId }),
    body: () => ({ certificationName: 'HVAC', certificationNumber: 'H-2' }),
  },
  'DELETE /api/certifications/{id}': {
    ...guardedBy(canManageCertifications),
    params: (fixtures) => ({ id: fixtures.certificationId }),
  },
  'POST /api/technician-signups': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
    body: () => ({
      name: 'Applicant',
      email: 'applicant@example.com',
      phone: '(201) 555-0100',
      certifications: ['HVAC'],
    }),
  },
  'GET /api/technician-signups': guardedBy(canReviewTechnicianSignups),
  'POST /api/technician-signups/{id}/approve': {
    ...guardedBy(canReviewTechnicianSignups),
    params: (fixtures) => ({ id: fixtures.signupId }),
    body: () => ({
      username: `hired${String(Math.random()).slice(2, 8)}`,
      password: 'temporary-pass',
    }),
  },
  'POST /api/technician-signups/{id}/reject': {
    ...guardedBy(canReviewTechnicianSignups),
    params: (fixtures) => ({ id: fixtures.signupId }),
  },
  // Everyone has their own time clock; sessions are always the caller's own.
  'POST /api/time-clock/in': { ...everyone, body: () => ({}) },
  'POST /api/time-clock/out': { ...everyone, body: () => ({}) },
  'GET /api/time-clock/active': everyone,
  'GET /api/time-clock/sessions': everyone,
  // Decision 029: switching and the week's total are also always the caller's own.
  'POST /api/time-clock/switch': { ...everyone, body: () => ({ ticketId: null }) },
  'GET /api/time-clock/week-total': everyone,
  // Decision 035: admins and the home store's manager correct; the owner reads the history and asks.
  'PATCH /api/time-sessions/{id}': {
    ...guardedBy(
      (user) => canCorrectTimeSession(user, POLICY_TIME_OWNER),
      ['otherManager', 'otherTechnician'],
    ),
    params: (fixtures) => ({ id: fixtures.timeSessionId }),
    body: () => ({ notes: 'Checked', reason: 'Matrix' }),
  },
  'POST /api/time-sessions': {
    ...guardedBy(
      (user) => canCorrectTimeSession(user, POLICY_TIME_OWNER),
      ['otherManager', 'otherTechnician'],
    ),
    body: (fixtures) => ({
      userId: fixtures.timeSessionOwnerId,
      clockInTime: '2026-01-05T13:00:00.000Z',
      clockOutTime: '2026-01-05T14:00:00.000Z',
      reason: 'Missed punch',
    }),
  },
  'GET /api/time-sessions/{id}/history': {
    ...guardedBy(
      (user) => canReadTimeSessionHistory(user, { userId: 'technician' }, POLICY_TIME_OWNER),
      ['otherManager', 'otherTechnician'],
    ),
    params: (fixtures) => ({ id: fixtures.timeSessionId }),
  },
  // The session's owner asks (the service reads ownership; no role policy): everyone else is refused.
  'POST /api/time-sessions/{id}/correction-requests': {
    anonymous: 401,
    admin: 'denied',
    manager: 'denied',
    technician: 'allowed',
    otherManager: 'denied',
    otherTechnician: 'denied',
    params: (fixtures) => ({ id: fixtures.timeSessionId }),
    body: () => ({ note: 'Wrong clock-out' }),
  },
  // Decision 035: breaks of the caller's own running session; the chain's time settings (admins write).
  'POST /api/time-clock/break/start': everyone,
  'POST /api/time-clock/break/end': everyone,
  'GET /api/settings/time': everyone,
  // Issue 40: the language new users start in (everyone reads, admins change).
  'GET /api/settings/language': everyone,
  'PUT /api/settings/language': {
    ...guardedBy(canChangeSettings),
    body: () => ({ defaultLanguage: null }),
  },
  'PUT /api/settings/time': {
    ...guardedBy(canChangeSettings),
    body: () => ({ ...TIME_SETTINGS_DEFAULTS }),
  },
  // Issue 39: service-level targets and the stores' opening hours (admins read and change).
  'GET /api/settings/sla': guardedBy(canManageSla),
  'PUT /api/settings/sla': {
    ...guardedBy(canManageSla),
    body: () => ({
      targets: {
        urgent: { respondMinutes: 120, resolveMinutes: 1440 },
        medium: { respondMinutes: 1440, resolveMinutes: 4320 },
        low: { respondMinutes: 4320, resolveMinutes: 20_160 },
      },
    }),
  },
  // Product rules §6: reports for admins and managers.
  // Decision 035: pay periods (admins and managers read; admins change) and the payroll CSV.
  'GET /api/pay-periods': guardedBy(canViewPayPeriods, ['otherManager']),
  'POST /api/pay-periods': {
    ...guardedBy(canManagePayroll),
    body: () => ({ startDate: '2025-03-02', endDate: '2025-03-08' }),
  },
  'POST /api/pay-periods/{id}/lock': {
    ...guardedBy(canManagePayroll),
    params: (fixtures) => ({ id: fixtures.payPeriodId }),
    body: () => ({}),
  },
  'POST /api/pay-periods/{id}/unlock': {
    ...guardedBy(canManagePayroll),
    params: (fixtures) => ({ id: fixtures.payPeriodId }),
    body: () => ({ reason: 'Payroll rerun' }),
  },
  'GET /api/payroll/export.csv': guardedBy(canManagePayroll),
  // Decision 037: repair costs, the spend report and the scorecard are for admins.
  'GET /api/tickets/{id}/cost': { ...guardedBy(canViewCosts), params: ticketParams },
  'GET /api/equipment/{id}/cost': { ...guardedBy(canViewCosts), params: equipmentParams },
  'GET /api/locations/{id}/cost': {
    ...guardedBy(canViewCosts),
    params: (fixtures) => ({ id: fixtures.downtownId }),
  },
  'GET /api/reports/spend': guardedBy(canViewCosts),
  'GET /api/reports/spend.csv': guardedBy(canViewCosts),
  'GET /api/vendors/{id}/scorecard': {
    ...guardedBy(canViewCosts),
    params: (fixtures) => ({ id: fixtures.vendorId }),
  },
  'GET /api/time-clock/all': guardedBy(canViewTimeReport),
  // Decision 035: everyone sees timesheets (a technician only their own); approval is for admins and
  // the manager of the technician's home store (the fixture technician has none: 403).
  'GET /api/timesheets': everyone,
  'POST /api/timesheets/approve': {
    ...guardedBy((user) => canApproveTimesheet(user, POLICY_FIXTURE_USER)),
    body: (fixtures) => ({ userId: fixtures.userId, weekStart: '2025-12-28' }),
  },
  // Issue 36: 'Approve all' is approval's audience (a manager approves only their store's weeks).
  'POST /api/timesheets/approve-all': {
    ...guardedBy((user) => canApproveTimesheet(user)),
    body: () => ({ startDate: '2025-12-28', endDate: '2026-01-03' }),
  },
  'POST /api/timesheets/unapprove': {
    ...guardedBy((user) => canApproveTimesheet(user, POLICY_FIXTURE_USER)),
    body: (fixtures) => ({ userId: fixtures.userId, weekStart: '2025-12-28', reason: 'Recheck' }),
  },
  // Decision 034: PM compliance for admins and managers (their store); technicians 403.
  'GET /api/reports/pm-compliance': guardedBy(canViewPmCompliance),
  // Issue 39: the maintenance dashboard, admins every store and managers theirs; technicians 403.
  'GET /api/reports/maintenance': guardedBy(canViewMaintenanceReport),
  // Decision 032: a user's own notifications and settings; others' ids are ignored, never refused.
  'GET /api/notifications': everyone,
  'POST /api/notifications/read': { ...everyone, body: () => ({ all: true }) },
  'GET /api/me/notification-settings': everyone,
  'PUT /api/me/notification-settings': { ...everyone, body: () => ({ dailyDigest: false }) },

  // Decision 032 e-mail: the unsubscribe link's token is its only authority (a made-up one: 400).
  'POST /api/notifications/unsubscribe': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
    body: () => ({ token: 'x'.repeat(32), kind: 'ticket.assigned' }),
  },
  'GET /api/notifications/unsubscribe': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
  },
  'GET /api/notifications/failed-mail': guardedBy(canReadFailedMail),
  // Decision 033: units are seen like their store's tickets; writes are the admins'.
  'GET /api/equipment': everyone,
  'POST /api/equipment': {
    ...guardedBy(canManageEquipment),
    body: (fixtures) => equipmentBody(fixtures),
  },
  'GET /api/equipment/labels': guardedBy(canPrintEquipmentLabels, ['otherManager']),
  'GET /api/equipment/{id}': { ...ticketViewers, params: equipmentParams },
  'PUT /api/equipment/{id}': {
    ...guardedBy(canManageEquipment),
    params: equipmentParams,
    body: (fixtures) => equipmentBody(fixtures),
  },
  'DELETE /api/equipment/{id}': { ...guardedBy(canManageEquipment), params: equipmentParams },
  'GET /api/equipment/{id}/history': { ...ticketViewers, params: equipmentParams },
  'POST /api/equipment/{id}/photo': { ...guardedBy(canManageEquipment), params: equipmentParams },
  'GET /api/equipment/{id}/photo': { ...ticketViewers, params: equipmentParams },
  // Decision 033: a label's page and report are public; requests are for admins and the store's manager.
  'GET /api/public/equipment/{shortCode}': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
    params: (fixtures) => ({ shortCode: fixtures.shortCode }),
  },
  'POST /api/public/requests': {
    anonymous: 'public',
    admin: 'allowed',
    manager: 'allowed',
    technician: 'allowed',
  },
  'GET /api/requests/units/{shortCode}': {
    ...guardedBy(canDecideRequests),
    // Another store's report answers 404 to its manager.
    otherManager: 'denied',
    params: (fixtures) => ({ shortCode: fixtures.shortCode }),
  },
  'GET /api/requests': guardedBy(canDecideRequests),
  'POST /api/requests/{id}/approve': {
    ...guardedBy(canDecideRequests),
    // Another store's report answers 404 to its manager.
    otherManager: 'denied',
    params: (fixtures) => ({ id: fixtures.requestId }),
    body: () => ({ priority: 'medium' }),
  },
  'POST /api/requests/{id}/decline': {
    ...guardedBy(canDecideRequests),
    // Another store's report answers 404 to its manager.
    otherManager: 'denied',
    params: (fixtures) => ({ id: fixtures.requestId }),
    body: () => ({ reason: 'Fixed already' }),
  },
  'GET /api/requests/{id}/photos/{photoId}': {
    ...guardedBy(canDecideRequests),
    // Another store's report answers 404 to its manager.
    otherManager: 'denied',
    params: (fixtures) => ({ id: fixtures.requestId, photoId: fixtures.requestPhotoId }),
  },
};

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipartPhoto(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----matrix-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    TINY_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let ctx: TestContext;
let routes: ApiRoute[];

interface Cast {
  admin: Actor;
  manager: Actor;
  technician: Actor;
  otherManager: Actor;
  otherTechnician: Actor;
}

let equipmentRefs: { downtownId: string; fryerId: string } | undefined;

async function seededId(admin: Actor, url: string, name: string): Promise<string> {
  const rows = (await admin.request({ method: 'GET', url })).json<{ id: string; name: string }[]>();
  return rows.find((row) => row.name === name)?.id ?? '';
}

let reportCount = 0;

/** Decision 033: a Downtown unit (written directly: the register's API is another module's) and a report. */
async function arrangeRequest(): Promise<{
  shortCode: string;
  requestId: string;
  requestPhotoId: string;
}> {
  const db = ctx.database.db;
  const [location] = await db.select().from(locations).where(eq(locations.name, 'Downtown'));
  const [category] = await db.select().from(categories).where(eq(categories.name, 'Fryer'));
  const shortCode = newShortCode();
  const [unit] = await db
    .insert(equipment)
    .values({
      shortCode,
      locationId: location?.id ?? '',
      categoryId: category?.id ?? '',
      name: `Fryer ${shortCode}`,
    })
    .returning({ id: equipment.id });
  reportCount += 1;
  // Each report from its own address, under the hourly limit per address.
  await ctx.anonymous({
    method: 'POST',
    url: '/api/public/requests',
    remoteAddress: `10.18.${String(Math.floor(reportCount / 250))}.${String(reportCount % 250)}`,
    ...multipartBody([{ filename: 'p.png', contentType: 'image/png', data: TINY_PNG }], {
      shortCode,
      description: 'Oil is smoking',
    }),
  });
  const [request] = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.equipmentId, unit?.id ?? ''));
  const [photo] = await db
    .select({ id: maintenanceRequestPhotos.id })
    .from(maintenanceRequestPhotos)
    .where(eq(maintenanceRequestPhotos.requestId, request?.id ?? ''));
  return { shortCode, requestId: request?.id ?? '', requestPhotoId: photo?.id ?? '' };
}

let dispatchCount = 0;

/**
 * Decision 037: a dispatch of the ticket to a new vendor (written directly: dispatching is another
 * module's), worked to 'work-done' and invoiced through the portal, from its own address.
 */
async function arrangeDispatch(ticketId: string): Promise<string> {
  const db = ctx.database.db;
  dispatchCount += 1;
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Matrix Vendor ${String(dispatchCount)} ${String(Math.random()).slice(2, 8)}` })
    .returning({ id: vendors.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(dispatches).values({
    ticketId,
    vendorId: vendor?.id ?? '',
    status: 'work-done',
    nteCents: 50_000,
    dueBy: new Date(ctx.clock.now().getTime() + 86_400_000),
    portalTokenHash: hashToken(token),
  });
  await ctx.anonymous({
    method: 'POST',
    url: `/api/vendor-portal/${token}/invoice`,
    remoteAddress: `10.22.${String(Math.floor(dispatchCount / 250))}.${String(dispatchCount % 250)}`,
    ...multipartBody([{ filename: 'i.pdf', contentType: 'application/pdf', data: TINY_PDF }], {
      number: 'INV-1',
      amount: '100',
      labourHours: '1',
    }),
  });
  return token;
}

const TINY_PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The fixture category: one name and description for every route (see spareCategoryId). */
const SPARE_CATEGORY = { name: 'Spare fixture', description: 'A category no ticket uses' };

/**
 * The fixture category, a category no ticket uses. Categories are capped at 10: the ones earlier
 * routes added ('Cat …', or the fixture renamed) are removed, leaving a slot for the admin's POST.
 * The fixture keeps one name and description across routes: the chain's category list is what the
 * triage model is trained on, so a new one each time retrained it at every ticket created.
 */
async function spareCategoryId(admin: Actor): Promise<string> {
  const listed = await admin.request({ method: 'GET', url: '/api/categories' });
  let spare: { id: string } | undefined;
  for (const existing of listed.json<{ id: string; name: string; description: string }[]>()) {
    if (
      existing.name === SPARE_CATEGORY.name &&
      existing.description === SPARE_CATEGORY.description
    ) {
      spare = existing;
    } else if (/^(Spare|Cat) /.test(existing.name)) {
      await admin.request({ method: 'DELETE', url: `/api/categories/${existing.id}` });
    }
  }
  if (spare) return spare.id;
  const created = await admin.request({
    method: 'POST',
    url: '/api/categories',
    payload: SPARE_CATEGORY,
  });
  return created.json<{ id: string }>().id;
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

/** Fresh people and objects for one route, so one call's side effects never leak into another's. */
async function arrange(): Promise<{ cast: Cast; fixtures: Fixtures }> {
  const cast: Cast = {
    admin: await ctx.newActor('admin'),
    manager: await ctx.newActor('manager', { location: 'Downtown' }),
    technician: await ctx.newActor('technician'),
    otherManager: await ctx.newActor('manager', { location: 'Airport' }),
    otherTechnician: await ctx.newActor('technician'),
  };
  // The seeded store and category a unit needs, looked up once.
  equipmentRefs ??= {
    downtownId: await seededId(cast.admin, '/api/locations', 'Downtown'),
    fryerId: await seededId(cast.admin, '/api/categories', 'Fryer'),
  };
  const { downtownId, fryerId } = equipmentRefs;
  const unit = await cast.admin.request({
    method: 'POST',
    url: '/api/equipment',
    payload: {
      name: `Fryer ${String(Math.random())}`,
      locationId: downtownId,
      categoryId: fryerId,
    },
  });
  const equipmentId = unit.json<{ id: string }>().id;
  await cast.admin.request({
    method: 'POST',
    url: `/api/equipment/${equipmentId}/photo`,
    ...multipartPhoto(),
  });
  const created = await cast.manager.request({
    method: 'POST',
    url: '/api/tickets',
    payload: {
      title: 'Fryer cold',
      description: 'Will not heat',
      location: 'Downtown',
      category: 'Fryer',
      priority: 'medium',
      equipmentId,
    },
  });
  const ticketId = created.json<{ id: string }>().id;
  await cast.admin.request({
    method: 'PATCH',
    url: `/api/tickets/${ticketId}`,
    payload: { assignedTo: cast.technician.user.id },
  });
  await cast.technician.request({
    method: 'PATCH',
    url: `/api/tickets/${ticketId}`,
    payload: { status: 'in-progress' },
  });
  const upload = await cast.manager.request({
    method: 'POST',
    url: `/api/tickets/${ticketId}/photos`,
    ...multipartPhoto(),
  });
  const photoId = upload.json<{ photos: { id: string }[] }>().photos[0]?.id ?? '';
  const comment = await cast.manager.request({
    method: 'POST',
    url: `/api/tickets/${ticketId}/comments`,
    payload: { body: 'Still cold' },
  });
  const checklistItem = await cast.admin.request({
    method: 'POST',
    url: `/api/tickets/${ticketId}/checklist`,
    payload: { text: 'Drain the oil' },
  });
  const event = await cast.manager.request({
    method: 'POST',
    url: '/api/calendar-events',
    payload: { title: 'Inspection', date: '2026-02-12', allDay: true },
  });
  const location = await cast.admin.request({
    method: 'POST',
    url: '/api/locations',
    payload: { name: `Spare ${String(Math.random())}`, address: '9 Way' },
  });
  const categoryId = await spareCategoryId(cast.admin);
  const user = await cast.admin.request({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: 'Fixture',
      username: `fixture${String(Math.random()).slice(2, 8)}`,
      password: 'long-enough-1',
      role: 'technician',
      status: 'active',
    },
  });
  const userId = user.json<{ id: string }>().id;
  const certification = await cast.admin.request({
    method: 'POST',
    url: '/api/certifications',
    payload: { userId, certificationName: 'Refrigeration', certificationNumber: 'R-1' },
  });
  const signup = await ctx.anonymous({
    method: 'POST',
    url: '/api/technician-signups',
    payload: {
      name: 'Applicant',
      email: `a${String(Math.random()).slice(2, 8)}@example.com`,
      phone: '(201) 555-0101',
      certifications: [],
    },
  });
  const request = await arrangeRequest();
  const pmPlan = await cast.admin.request({
    method: 'POST',
    url: '/api/pm-plans',
    payload: pmPlanBody({ downtownId, fryerId } as Fixtures),
  });
  // Decision 035: the technician works for Downtown; a closed session of theirs two hours ago.
  const db = ctx.database.db;
  await db
    .update(users)
    .set({ homeLocationId: downtownId })
    .where(eq(users.id, cast.technician.user.id));
  const clockIn = new Date(ctx.clock.now().getTime() - 3 * 60 * 60_000);
  const [timeSession] = await db
    .insert(timeSessions)
    .values({
      userId: cast.technician.user.id,
      clockInTime: clockIn,
      clockOutTime: new Date(clockIn.getTime() + 60 * 60_000),
      durationMinutes: 60,
    })
    .returning({ id: timeSessions.id });
  const payPeriod = await cast.admin.request({ method: 'GET', url: '/api/pay-periods' });
  const vendor = await cast.admin.request({
    method: 'POST',
    url: '/api/vendors',
    payload: vendorBody({ downtownId, fryerId } as Fixtures),
  });
  // Decision 037: a vendor and the ticket's dispatch, invoiced (the portal's part), its file the
  // ticket photo's stored bytes.
  const [dispatchVendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${String(Math.random()).slice(2, 10)}` })
    .returning({ id: vendors.id });
  await db.insert(vendorCoverage).values({
    vendorId: dispatchVendor?.id ?? '',
    locationId: downtownId,
    categoryId: fryerId,
    rank: 1,
  });
  const [photoRow] = await db
    .select({ key: ticketPhotos.storageKey })
    .from(ticketPhotos)
    .where(eq(ticketPhotos.id, photoId));
  const [dispatch] = await db
    .insert(dispatches)
    .values({
      ticketId,
      vendorId: dispatchVendor?.id ?? '',
      status: 'invoiced',
      nteCents: 10000,
      dueBy: new Date(ctx.clock.now().getTime() + 86_400_000),
      portalTokenHash: `matrix-${String(Math.random()).slice(2)}`,
      workOutcome: 'work-done',
      invoiceNumber: 'M-1',
      invoiceCents: 12000,
      invoiceFileKey: photoRow?.key ?? null,
      invoiceFileType: 'image/png',
      invoicedAt: ctx.clock.now(),
    })
    .returning({ id: dispatches.id });
  const portalToken = await arrangeDispatch(ticketId);
  return {
    cast,
    fixtures: {
      ...request,
      portalToken,
      timeSessionId: timeSession?.id ?? '',
      timeSessionOwnerId: cast.technician.user.id,
      payPeriodId: payPeriod.json<{ id: string }[]>()[0]?.id ?? '',
      ticketId,
      photoId,
      eventId: event.json<{ id: string }>().id,
      locationId: location.json<{ id: string }>().id,
      categoryId,
      userId,
      certificationId: certification.json<{ id: string }>().id,
      signupId: signup.json<{ id: string }>().id,
      commentId: comment.json<{ id: string }>().id,
      checklistItemId: checklistItem.json<{ items: { id: string }[] }>().items[0]?.id ?? '',
      equipmentId,
      downtownId,
      fryerId,
      pmPlanId: pmPlan.json<{ id: string }>().id,
      vendorId: vendor.json<{ id: string }>().id,
      dispatchId: dispatch?.id ?? '',
    },
  };
}

/** The routes the matrix has an entry for, as `METHOD /api/path`. */
export function permissionMatrixRouteKeys(): string[] {
  return Object.keys(MATRIX).sort();
}

function describeAnswer(status: number): 'allowed' | 'denied' | 'unauthenticated' {
  if (status === 401) return 'unauthenticated';
  if (status === 403 || status === 404) return 'denied';
  return 'allowed';
}

/**
 * Registers part `part` of `parts` of the matrix (every `parts`-th route), so the matrix runs as
 * several test files side by side. That every route has an entry is checked in `npm test`
 * (route-spellings.test.ts, through `permissionMatrixRouteKeys`): a new route fails there, not
 * only in `npm run test:slow`.
 */
export function describePermissionMatrix(part: number, parts: number): void {
  beforeAll(async () => {
    // The parts share this module in a worker (isolate: false): nothing of another part's
    // database may be kept.
    equipmentRefs = undefined;
    ctx = await createTestContext();
    routes = (await listApiRoutes(ctx.app)).sort((a, b) =>
      `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`),
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe(`the permission matrix (part ${String(part)} of ${String(parts)})`, () => {
    it(
      'answers every route as product rules §6 says, for every role and object',
      { timeout: 600_000 },
      async () => {
        const mismatches: string[] = [];
        // Decision 038: reads change nothing, so they share one set of people and objects, built once
        // per part; a write gets its own, and a write that uses its object up (below) one per role.
        let forReads: Arranged | undefined;
        for (const route of routes.filter((_, index) => index % parts === part - 1)) {
          const key = `${route.method} ${route.path}`;
          const entry = MATRIX[key];
          if (!entry) continue;
          const { cast, fixtures } =
            route.method === 'GET' ? (forReads ??= await arrange()) : await arrange();
          const url = fillPath(route.path, entry.params?.(fixtures) ?? {});
          const call = (actor: Actor | undefined, target = url) => {
            const options = route.isMultipart
              ? { method: route.method, url: target, ...multipartPhoto() }
              : {
                  method: route.method,
                  url: target,
                  ...(entry.body
                    ? { payload: entry.body(fixtures) as Record<string, unknown> }
                    : {}),
                };
            // The live stream never ends by itself: answer when its headers are sent, then drop it.
            if (key === 'GET /api/notifications/stream') {
              const streamed = { ...options, payloadAsStream: true };
              return (actor ? actor.request(streamed) : ctx.anonymous(streamed)).then(
                (response) => {
                  response.stream().destroy();
                  return { statusCode: response.statusCode, body: '' };
                },
              );
            }
            return actor ? actor.request(options) : ctx.anonymous(options);
          };
          // Signed out first, then the others; the admin, who may delete the fixture, goes last.
          const anonymous = await call(undefined);
          const expectedAnonymous =
            entry.anonymous === 'public'
              ? 'allowed'
              : entry.anonymous === 'unavailable'
                ? 'denied'
                : 'unauthenticated';
          if (describeAnswer(anonymous.statusCode) !== expectedAnonymous) {
            mismatches.push(
              `${key} signed out: ${String(anonymous.statusCode)}, expected ${expectedAnonymous}`,
            );
          }
          const order: (keyof Cast)[] = [
            'otherManager',
            'otherTechnician',
            'technician',
            'manager',
            'admin',
          ];
          // A call that uses up its object (a delete, an approval) gets a fresh one for each role.
          const consumesObject =
            route.method === 'DELETE' ||
            /\/(approve|reject|complete)$/.test(route.path) ||
            entry.changesObject === true;
          for (const role of order) {
            const expected = entry[role];
            if (!expected) continue;
            let target = url;
            let actor = cast[role];
            if (consumesObject) {
              const fresh = await arrange();
              target = fillPath(route.path, entry.params?.(fresh.fixtures) ?? {});
              actor = fresh.cast[role];
            }
            const response = await call(actor, target);
            const answer = describeAnswer(response.statusCode);
            if (answer !== expected) {
              mismatches.push(
                `${key} as ${role}: ${String(response.statusCode)} ${response.body.slice(0, 100)}, expected ${expected}`,
              );
            }
          }
        }
        expect(mismatches).toEqual([]);
      },
    );
  });
}
