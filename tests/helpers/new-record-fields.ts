import type { Dispatch } from '#contract/schemas/dispatch.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import type { VendorPortalView } from '#contract/schemas/vendor-portal.ts';

// What a record holds before anything happened to it, as the API answers it: the API tests expect
// these values of a new record, and the web tests' fixtures start from them.

/** A new ticket: nobody assigned, nothing scheduled, no time, photos or completion yet. */
export const NEW_TICKET_FIELDS = {
  assignedTo: null,
  assignedToName: null,
  completedAt: null,
  timeLogged: 0,
  scheduledStart: null,
  scheduledEnd: null,
  allDay: false,
  photos: [],
  completionNotes: null,
} satisfies Partial<Ticket>;

/** A vendor created with only a name: no contact, rate or insurance, active, no trades or stores. */
export const BARE_VENDOR_FIELDS = {
  contactName: null,
  email: null,
  phone: null,
  hourlyRateCents: null,
  insuranceExpiresOn: null,
  insuranceExpired: false,
  language: 'en',
  active: true,
  trades: [],
  coverage: [],
} satisfies Partial<Vendor>;

/** A dispatch the vendor has not answered: no acceptance or decline, visits, notes or invoice. */
export const UNANSWERED_DISPATCH_FIELDS = {
  acceptedAt: null,
  etaAt: null,
  declinedAt: null,
  declineReason: null,
  visits: [],
  notes: [],
  invoice: null,
} satisfies Partial<Dispatch> & Partial<VendorPortalView>;
