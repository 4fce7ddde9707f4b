// Decision 037: the life of a dispatch (one ticket sent to one outside vendor). Shared by
// the server's dispatch and portal modules and by the screens, so a status reads the same everywhere.
// Zod-free, so a screen showing a status carries no schema library (decision 043):
// DispatchStatusSchema is in dispatch.ts.

export const DISPATCH_STATUSES = [
  'sent',
  'accepted',
  'declined',
  'on-site',
  'work-done',
  'invoiced',
  'approved',
  'paid',
] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

export const DISPATCH_STATUS_LABELS: Record<DispatchStatus, string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  'on-site': 'On site',
  'work-done': 'Work done',
  invoiced: 'Invoiced',
  approved: 'Approved',
  paid: 'Paid',
};

/** What the vendor reports at check-out. */
export const WORK_OUTCOMES = ['work-done', 'needs-more-work'] as const;
export type WorkOutcome = (typeof WORK_OUTCOMES)[number];

/** A dispatch that still expects something of the vendor or of an admin (one per ticket at a time). */
export const ACTIVE_DISPATCH_STATUSES: readonly DispatchStatus[] = [
  'sent',
  'accepted',
  'on-site',
  'work-done',
  'invoiced',
];

/** The vendor portal's actions, in the order a visit goes. */
export const PORTAL_ACTIONS = ['accept', 'decline', 'check-in', 'check-out', 'invoice'] as const;
type PortalAction = (typeof PORTAL_ACTIONS)[number];

/**
 * Whether a portal action may happen in a status, and the refusal the vendor reads when it may not
 * (409, nothing changed). A revoked dispatch answers 410 before this is asked.
 */
export function portalActionRefusal(status: DispatchStatus, action: PortalAction): string | null {
  switch (action) {
    case 'accept':
      return status === 'sent' ? null : 'This dispatch was already answered.';
    case 'decline':
      return status === 'sent' || status === 'accepted'
        ? null
        : status === 'declined'
          ? 'This dispatch was already declined.'
          : 'This dispatch can no longer be declined: the work has started.';
    case 'check-in':
      return status === 'accepted'
        ? null
        : status === 'sent'
          ? 'Accept the dispatch before checking in.'
          : status === 'on-site'
            ? 'You are already checked in.'
            : 'This dispatch is not waiting for a visit.';
    case 'check-out':
      return status === 'on-site' ? null : 'Check in before checking out.';
    case 'invoice':
      return status === 'work-done'
        ? null
        : status === 'invoiced' || status === 'approved' || status === 'paid'
          ? 'An invoice was already submitted for this dispatch.'
          : 'Check out with the work done before submitting the invoice.';
  }
}

/** Days a portal link keeps working after its dispatch closes (declined, paid or revoked). */
export const PORTAL_LINK_DAYS_AFTER_CLOSE = 30;
/**
 * Decision 039: days a portal link keeps working after the dispatch's due-by (or after an admin renews
 * it, if later); past that it answers like an unknown link.
 */
const PORTAL_LINK_DAYS_AFTER_DUE = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a link made (or renewed) at `now` stops working: 30 days after the due-by, or 30 days from
 * now when the due-by is already past.
 */
export function newPortalLinkExpiry(dueBy: Date, now: Date): Date {
  return new Date(Math.max(dueBy.getTime(), now.getTime()) + PORTAL_LINK_DAYS_AFTER_DUE * DAY_MS);
}

/** When a dispatch's link stops working: its stored expiry, else 30 days after its due-by. */
export function portalLinkExpiry(dispatch: {
  dueBy: Date;
  portalLinkExpiresAt: Date | null;
}): Date {
  return (
    dispatch.portalLinkExpiresAt ??
    new Date(dispatch.dueBy.getTime() + PORTAL_LINK_DAYS_AFTER_DUE * DAY_MS)
  );
}
