import { z } from 'zod';

// GET /api/dashboard/stats: product rules §3 "Dashboard stats", computed from the database and scoped by role
// (architecture §8): admins count every ticket, managers the tickets they submitted or at their store,
// technicians the tickets assigned to them.

const TicketsByWeekPointSchema = z.object({
  /** The Sunday that starts the week, YYYY-MM-DD in the business time zone. */
  weekStart: z.string(),
  created: z.number().int().min(0),
  completed: z.number().int().min(0),
});
export type TicketsByWeekPoint = z.infer<typeof TicketsByWeekPointSchema>;

export const DashboardStatsSchema = z.object({
  totalTickets: z.number().int().min(0),
  /** Status open, assigned or not (managers' Pending and technicians' Assigned to Me add these). */
  openTickets: z.number().int().min(0),
  /** Admins' Open Tickets card, "awaiting assignment": open tickets nobody is assigned to. */
  awaitingAssignmentTickets: z.number().int().min(0),
  /** Neither open nor completed: accepted, in-progress or waiting. */
  inProgressTickets: z.number().int().min(0),
  completedTickets: z.number().int().min(0),
  /** Urgent and not completed. */
  urgentTickets: z.number().int().min(0),
  /** Equipment reported down on tickets not completed. */
  outOfOrderEquipment: z.number().int().min(0),
  /** Technicians: when their running session started (ISO); absent when not clocked in. */
  activeSessionTime: z.string().nullable().optional(),
  /** Technicians: tickets they completed today (business time zone). */
  completedToday: z.number().int().min(0),
  /**
   * Issue 36: tickets in scope submitted this week (Sunday to Saturday, business time zone): the
   * manager's My Tickets card counts the week, not all time.
   */
  submittedThisWeek: z.number().int().min(0),
  /** Technicians: hours of today's sessions, the running one up to now, to one decimal. */
  hoursToday: z.number().min(0),
  /** Admins: tickets created and completed per week, oldest first (the last 12 weeks). */
  ticketsByWeek: z.array(TicketsByWeekPointSchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
