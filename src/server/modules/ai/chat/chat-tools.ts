import { z } from 'zod';

import { AI_PRIORITIES } from '#contract/schemas/ai.ts';
import { askerScopeFor, seesTeamWorkload } from '#contract/policies/ai.ts';
import { canAssignTechnicians } from '#contract/policies/tickets.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';
import { priorityLabel, statusLabel } from '#contract/utils/ticket-labels.ts';

import type { Dispatch } from '#contract/schemas/dispatch.ts';
import {
  ACTIVE_DISPATCH_STATUSES,
  DISPATCH_STATUS_LABELS,
} from '#contract/schemas/dispatch-status.ts';
import type { Equipment } from '#contract/schemas/equipment.ts';
import type { Ticket, TicketListFilter } from '#contract/schemas/ticket.ts';
import {
  certificationMatchesCategory,
  requiredCertificationFor,
} from '#contract/rules/certification-match.ts';

import type { Clock } from '../../../integrations/clock.ts';
import { dayOf, dayRange, shiftDay, weekRange } from '../../../lib/business-time.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { DispatchesService } from '../../dispatches/dispatches.service.ts';
import type { EquipmentService } from '../../equipment/equipment.service.ts';
import type { PmComplianceService } from '../../maintenance-plans/pm-compliance.service.ts';
import type { TicketsService } from '../../tickets/tickets.service.ts';
import type { VendorsService } from '../../vendors/vendors.service.ts';
import type { TimesheetsService } from '../../timesheets/timesheets.service.ts';
import type { TimeSettingsService } from '../../settings/time-settings.service.ts';
import type { AiRepository, TicketFacts } from '../ai.repository.ts';
import { formatClock, formatDay, formatMinutes, formatSlot } from '../format-time.ts';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.ts';

// The data functions behind the chat, each within the asker's permissions (product rules §6). The built-in
// engine calls them after reading the question; an LLM gets the same functions as tools, so either
// way nobody learns about tickets they may not see.

const STATUS_FILTERS = [
  'open',
  'accepted',
  'in-progress',
  'waiting',
  'waiting-for-parts',
  'waiting-for-third-party',
  'completed',
  'not-completed',
  'all',
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const STATUSES_BY_FILTER: Record<StatusFilter, TicketStatus[] | undefined> = {
  open: ['open'],
  accepted: ['accepted'],
  'in-progress': ['in-progress'],
  waiting: ['waiting-for-parts', 'waiting-for-third-party'],
  'waiting-for-parts': ['waiting-for-parts'],
  'waiting-for-third-party': ['waiting-for-third-party'],
  completed: ['completed'],
  'not-completed': [
    'open',
    'accepted',
    'in-progress',
    'waiting-for-parts',
    'waiting-for-third-party',
  ],
  all: undefined,
};

// How a status reads in an answer: "open tickets", "tickets waiting for parts".
const STATUS_BEFORE: Record<StatusFilter, string> = {
  open: 'open',
  accepted: 'accepted',
  'in-progress': 'in progress',
  waiting: '',
  'waiting-for-parts': '',
  'waiting-for-third-party': '',
  completed: 'completed',
  'not-completed': 'unfinished',
  all: '',
};
const STATUS_AFTER: Record<StatusFilter, string> = {
  open: '',
  accepted: '',
  'in-progress': '',
  waiting: 'waiting for parts or a third party',
  'waiting-for-parts': 'waiting for parts',
  'waiting-for-third-party': 'waiting for a third party',
  completed: '',
  'not-completed': '',
  all: '',
};

export const CountTicketsArgsSchema = z.object({
  status: z.enum(STATUS_FILTERS).nullish(),
  priority: z.enum(AI_PRIORITIES).nullish(),
  location: z.string().max(100).nullish(),
  category: z.string().max(100).nullish(),
  groupBy: z.enum(['status', 'priority', 'location', 'category']).nullish(),
});
export type CountTicketsArgs = z.infer<typeof CountTicketsArgsSchema>;

export const GetTicketArgsSchema = z.object({ number: z.coerce.number().int().positive() });
export const MyHoursArgsSchema = z.object({ period: z.enum(['today', 'week']) });
export const SearchGuidesArgsSchema = z.object({ query: z.string().min(1).max(500) });

/** The entry called `name`, in any letter case and ignoring surrounding spaces. */
function named<Entry extends { name: string }>(entries: Entry[], name: string): Entry | undefined {
  const wanted = name.trim().toLowerCase();
  return entries.find((entry) => entry.name.toLowerCase() === wanted);
}

/** What a ticket view is made of: the repository's facts or a listed ticket's fields. */
type ViewedTicket = Pick<
  TicketFacts,
  | 'id'
  | 'ticketNumber'
  | 'title'
  | 'status'
  | 'location'
  | 'category'
  | 'assigneeName'
  | 'scheduledStart'
  | 'scheduledEnd'
  | 'allDay'
> & { priority: Parameters<typeof priorityLabel>[0] };

interface CountResult {
  total: number;
  groups: { key: string; count: number }[] | null;
  /** What was counted, in words: "urgent open tickets at Downtown". */
  description: string;
  scope: string;
  error?: string;
}

/** A ticket as an answer (or the LLM) reads it: status and priority in human words ('In Progress'). */
export interface TicketView {
  id?: string;
  number: number;
  title: string;
  status: string;
  priority: string;
  location: string;
  category: string;
  assignee: string | null;
  schedule: string | null;
}

/**
 * Architecture §7: the other modules' services the chat answers through, so its numbers are the screens'
 * numbers and their access rules hold (late-bound: they are created after the AI service).
 */
export interface ChatDataServices {
  tickets: Pick<TicketsService, 'list'>;
  equipment: Pick<EquipmentService, 'list'>;
  pmCompliance: Pick<PmComplianceService, 'report' | 'missedTickets'>;
  timesheets: Pick<TimesheetsService, 'list' | 'weekWorked'>;
  timeSettings: Pick<TimeSettingsService, 'get'>;
  /** Decision 037: repair spend by store, category and period (the costs service; admins only). */
  costs?: CostsTool;
  /** Decision 037: who serves a store and trade, first call first (the vendors service; admins only). */
  vendors?: Pick<VendorsService, 'list'>;
  /** Decision 037: a ticket's vendor dispatches, as the ticket detail shows them (its access rules). */
  dispatches?: Pick<DispatchesService, 'list'>;
}

/** What the chat needs to answer 'what did we spend on ...': the costs service's spendTotal. */
interface CostsTool {
  spendTotal(
    user: SessionUser,
    query: { locationId: string | null; categoryId: string | null; from: string; to: string },
  ): Promise<{ totalCents: number; labourCents: number; vendorCents: number; currency: string }>;
  /** The insights' repeat vendor visits (the scorecard's definition). */
  repeatVendorVisits?(user: SessionUser, since: Date): Promise<RepeatVendorVisit[]>;
}

/** A vendor sent back to one unit within 30 days, and the tickets it was sent to for it. */
export interface RepeatVendorVisit {
  vendor: string;
  unit: string;
  location: string;
  category: string;
  ticketNumbers: number[];
}

/** A business-day range, both ends included (YYYY-MM-DD). */
export interface DayPeriod {
  from: string;
  to: string;
  /** How it reads: 'this week', 'today'. */
  label: string;
}

export const ListTicketsArgsSchema = z.object({
  status: z.enum(STATUS_FILTERS).nullish(),
  priority: z.enum(AI_PRIORITIES).nullish(),
  location: z.string().max(100).nullish(),
  category: z.string().max(100).nullish(),
  /** A technician's name, 'me', or 'unassigned'. */
  assignee: z.string().max(100).nullish(),
  /** Submitted in this business-day range (YYYY-MM-DD). */
  submittedFrom: z.string().max(10).nullish(),
  submittedTo: z.string().max(10).nullish(),
  /** Completed in this business-day range (YYYY-MM-DD): 'what did we fix last week'. */
  completedFrom: z.string().max(10).nullish(),
  completedTo: z.string().max(10).nullish(),
  /** Scheduled in this business-day range (YYYY-MM-DD). */
  scheduledFrom: z.string().max(10).nullish(),
  scheduledTo: z.string().max(10).nullish(),
  /** Words of the title or description ('ice machine'). */
  text: z.string().max(200).nullish(),
  /** Issue 38: scheduled to end before now and not completed. */
  overdue: z.boolean().nullish(),
  /** Issue 38: left out ('not at Downtown', 'except refrigeration', 'not assigned to Tony'). */
  notLocations: z.array(z.string().max(100)).max(10).nullish(),
  notCategories: z.array(z.string().max(100)).max(10).nullish(),
  notPriorities: z.array(z.enum(AI_PRIORITIES)).max(3).nullish(),
  notAssignees: z.array(z.string().max(100)).max(10).nullish(),
});
export type ListTicketsArgs = z.infer<typeof ListTicketsArgsSchema>;

export const PersonArgsSchema = z.object({
  person: z.string().max(100).describe("A technician's name, or 'me'"),
  from: z.string().max(10).describe('First business day, YYYY-MM-DD'),
  to: z.string().max(10).describe('Last business day, YYYY-MM-DD'),
});
export const CategoryArgsSchema = z.object({ category: z.string().max(100) });
export const EquipmentArgsSchema = z.object({
  location: z.string().max(100).nullish(),
  name: z.string().max(100).nullish(),
  warranty: z.enum(['active', 'expired', 'none']).nullish(),
  repeatFailures: z.boolean().nullish(),
});
type EquipmentArgs = z.infer<typeof EquipmentArgsSchema>;

/** The answer of a tool the asker may not use: said plainly, nothing else. */
interface Refusal {
  refused: string;
}

/** The services' errors are labels ('Only admins see costs'); the chat answers in sentences. */
function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

interface ChatToolsDeps {
  user: SessionUser;
  audience: TicketAudience;
  repository: AiRepository;
  knowledgeBase: KnowledgeBase;
  clock: Clock;
  timeZone: string;
  data?: ChatDataServices | undefined;
}

/** The Sunday a business day's week starts on (the timesheets' weeks). */
function sundayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return shiftDay(day, -weekday);
}

export function describeScope(user: SessionUser): string {
  switch (askerScopeFor(user)) {
    case 'chain':
      return 'across all stores';
    case 'store':
      return user.locationName
        ? `that you submitted or at ${user.locationName}`
        : 'that you submitted';
    case 'own':
      return 'assigned to you';
  }
}

export function createChatTools(deps: ChatToolsDeps) {
  const { user, audience, repository, knowledgeBase, clock, timeZone, data } = deps;
  let peoplePromise: Promise<{ id: string; name: string }[]> | undefined;
  let locationsPromise: Promise<{ id: string; name: string }[]> | undefined;
  let categoriesPromise: Promise<{ id: string; name: string }[]> | undefined;

  function view(ticket: ViewedTicket): TicketView {
    return {
      id: ticket.id,
      number: ticket.ticketNumber,
      title: ticket.title,
      status: statusLabel(ticket.status),
      priority: priorityLabel(ticket.priority),
      location: ticket.location,
      category: ticket.category,
      assignee: ticket.assigneeName,
      schedule:
        ticket.scheduledStart && ticket.scheduledEnd
          ? formatSlot(ticket.scheduledStart, ticket.scheduledEnd, ticket.allDay, timeZone)
          : null,
    };
  }

  const tools = {
    userId: user.id,
    locations(): Promise<{ id: string; name: string }[]> {
      locationsPromise ??= repository.listLocations();
      return locationsPromise;
    },
    categories(): Promise<{ id: string; name: string }[]> {
      categoriesPromise ??= repository.listCategories();
      return categoriesPromise;
    },

    async countTickets(args: CountTicketsArgs): Promise<CountResult> {
      const scope = describeScope(user);
      const statusFilter = args.status ?? 'all';
      const refuse = (error: string): CountResult => ({
        total: 0,
        groups: null,
        description: '',
        scope,
        error,
      });
      const location = args.location ? named(await tools.locations(), args.location) : undefined;
      if (args.location && !location) return refuse(`There is no store called ${args.location}.`);
      const category = args.category ? named(await tools.categories(), args.category) : undefined;
      if (args.category && !category)
        return refuse(`There is no category called ${args.category}.`);
      const filter = {
        statuses: STATUSES_BY_FILTER[statusFilter],
        priority: args.priority ?? undefined,
        locationId: location?.id,
        categoryId: category?.id,
      };
      const words = [
        args.priority ?? '',
        STATUS_BEFORE[statusFilter],
        category?.name ?? '',
        'tickets',
        STATUS_AFTER[statusFilter],
        location ? `at ${location.name}` : '',
      ].filter(Boolean);
      const description = words.join(' ');
      if (args.groupBy) {
        const counted = await repository.countTicketsBy(audience, filter, args.groupBy);
        const label =
          args.groupBy === 'status'
            ? statusLabel
            : args.groupBy === 'priority'
              ? priorityLabel
              : (key: string) => key;
        const groups = counted.map((group) => ({ key: label(group.key), count: group.count }));
        return {
          total: groups.reduce((sum, group) => sum + group.count, 0),
          groups,
          description,
          scope,
        };
      }
      return {
        total: await repository.countTickets(audience, filter),
        groups: null,
        description,
        scope,
      };
    },

    async getTicket(ticketNumber: number): Promise<TicketView | null> {
      const ticket = await repository.findTicketByNumber(audience, ticketNumber);
      return ticket ? view(ticket) : null;
    },

    async myTickets(): Promise<TicketView[]> {
      const mine: TicketAudience =
        askerScopeFor(user) === 'own'
          ? { kind: 'assigned', userId: user.id }
          : { kind: 'submitted-or-location', userId: user.id, locationId: null };
      return (await repository.listActiveTickets(mine, 10)).map(view);
    },

    async myHours(
      period: 'today' | 'week',
    ): Promise<{ minutes: number; text: string; hours: string; activeSince: string | null }> {
      const now = clock.now();
      const today = tools.today();
      const days: DayPeriod =
        period === 'today'
          ? { from: today, to: today, label: 'today' }
          : { from: sundayOf(today), to: shiftDay(sundayOf(today), 6), label: 'this week' };
      // Issue 38: the Timesheets screen's figure when timesheets are at hand, else the sessions'.
      const fromSheet = data ? await tools.personWork(user.id, days) : null;
      if (fromSheet && !isRefusal(fromSheet) && fromSheet.onTimesheet) {
        return {
          minutes: fromSheet.paidMinutes,
          text: formatMinutes(fromSheet.paidMinutes),
          hours: (fromSheet.paidMinutes / 60).toFixed(2),
          activeSince: fromSheet.activeSince,
        };
      }
      const range = period === 'today' ? dayRange(now, timeZone) : weekRange(now, timeZone);
      const [minutes, activeSince] = await Promise.all([
        repository.minutesWorked(user.id, range, now),
        repository.activeSessionStart(user.id),
      ]);
      return {
        minutes,
        text: formatMinutes(minutes),
        // Issue 36: the timesheets' and payroll's figure, decimal with two places.
        hours: (minutes / 60).toFixed(2),
        activeSince: activeSince ? formatClock(activeSince, timeZone) : null,
      };
    },

    async whoIsClockedIn(): Promise<
      | { allowed: false }
      | { allowed: true; people: { name: string; since: string; ticket: number | null }[] }
    > {
      if (!seesTeamWorkload(user)) return { allowed: false };
      const people = await repository.listClockedIn(50);
      return {
        allowed: true,
        people: people.map((person) => ({
          name: person.name,
          since: formatClock(person.since, timeZone),
          ticket: person.ticketNumber,
        })),
      };
    },

    /** Active technicians' names (to read 'Tony' in a question). */
    technicianNames(): Promise<{ id: string; name: string }[]> {
      peoplePromise ??= repository
        .technicians(500)
        .then((people) => people.map((person) => ({ id: person.id, name: person.name })));
      return peoplePromise;
    },

    /**
     * When an outside vendor is coming for a ticket: its active dispatch in words ('Arctic Air
     * accepted, arriving Thu Nov 26, 2:00 PM'), or null when no vendor is on it. Anything the
     * dispatches service refuses reads as no vendor.
     */
    async vendorVisit(ticketId: string): Promise<string | null> {
      if (!data?.dispatches) return null;
      let list: Dispatch[];
      try {
        list = await data.dispatches.list(user, ticketId);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
      const active = list.find((dispatch) => ACTIVE_DISPATCH_STATUSES.includes(dispatch.status));
      if (!active) return null;
      const at = (instant: string) =>
        `${formatDay(new Date(instant), timeZone)}, ${formatClock(new Date(instant), timeZone)}`;
      const vendor = `vendor ${active.vendor.name}`;
      switch (active.status) {
        case 'sent':
          return `sent to ${vendor}, not accepted yet (due by ${at(active.dueBy)})`;
        case 'accepted':
          return active.etaAt
            ? `${vendor} accepted, arriving ${at(active.etaAt)}`
            : `${vendor} accepted (due by ${at(active.dueBy)})`;
        case 'on-site': {
          const visit = active.visits.find((entry) => entry.checkedOutAt === null);
          return visit ? `${vendor} on site since ${at(visit.checkedInAt)}` : `${vendor} on site`;
        }
        default:
          return `${vendor}: ${DISPATCH_STATUS_LABELS[active.status].toLowerCase()}`;
      }
    },

    /** Business days as the asker's calendar reads them. */
    today(): string {
      return dayOf(clock.now(), timeZone);
    },

    /** The tickets the board shows for these filters, the asker's access rules applied. */
    async listTickets(args: ListTicketsArgs): Promise<TicketView[] | Refusal> {
      if (!data) return { refused: 'The ticket list is not available here.' };
      const filter: Partial<TicketListFilter> = { limit: 500, sort: 'newest' };
      const statuses = STATUSES_BY_FILTER[args.status ?? 'all'];
      if (statuses) filter.status = statuses;
      if (args.priority) filter.priority = [args.priority];
      if (args.location) filter.location = args.location;
      if (args.category) filter.category = args.category;
      if (args.text) filter.q = args.text;
      if (args.scheduledFrom) filter.from = args.scheduledFrom;
      if (args.scheduledTo) filter.to = args.scheduledTo;
      if (args.assignee) {
        const wanted = args.assignee.trim().toLowerCase();
        if (wanted === 'me') filter.assignedTo = user.id;
        else if (wanted === 'unassigned') filter.assignedTo = 'unassigned';
        else {
          const person = (await tools.technicianNames()).find(
            (entry) => entry.name.toLowerCase() === wanted,
          );
          if (!person) return { refused: `There is no technician called ${args.assignee}.` };
          filter.assignedTo = person.id;
        }
      }
      let page: Ticket[];
      try {
        page = (await data.tickets.list(user, filter as TicketListFilter)).tickets;
      } catch (error) {
        if (error instanceof AppError) return { refused: asSentence(error.message) };
        throw error;
      }
      const now = clock.now();
      const lower = (names: readonly string[] | null | undefined) =>
        new Set((names ?? []).map((name) => name.trim().toLowerCase()));
      const [notLocations, notCategories, notAssignees] = [
        lower(args.notLocations),
        lower(args.notCategories),
        lower(args.notAssignees),
      ];
      return page
        .filter(
          (ticket) =>
            !notLocations.has(ticket.location.toLowerCase()) &&
            !notCategories.has(ticket.category.toLowerCase()) &&
            !(args.notPriorities ?? []).includes(ticket.priority) &&
            !notAssignees.has((ticket.assignedToName ?? '').toLowerCase()) &&
            // Overdue: the slot has ended and the work is not done (a completed ticket never is).
            (!args.overdue ||
              (ticket.status !== 'completed' &&
                ticket.scheduledEnd !== null &&
                new Date(ticket.scheduledEnd) < now)),
        )
        .filter((ticket) => {
          const day = dayOf(new Date(ticket.submittedAt), timeZone);
          const completed = ticket.completedAt
            ? dayOf(new Date(ticket.completedAt), timeZone)
            : null;
          return (
            (!args.submittedFrom || day >= args.submittedFrom) &&
            (!args.submittedTo || day <= args.submittedTo) &&
            (!args.completedFrom || (completed !== null && completed >= args.completedFrom)) &&
            (!args.completedTo || (completed !== null && completed <= args.completedTo))
          );
        })
        .map((ticket) =>
          view({
            ...ticket,
            assigneeName: ticket.assignedToName,
            scheduledStart: ticket.scheduledStart ? new Date(ticket.scheduledStart) : null,
            scheduledEnd: ticket.scheduledEnd ? new Date(ticket.scheduledEnd) : null,
          }),
        );
    },

    /**
     * A person's paid minutes in the period (the Timesheets screen's figure: the days of their
     * timesheets, unpaid breaks deducted) and the tickets they logged time on, within the asker's
     * access: technicians their own, managers their store's technicians, admins anyone.
     */
    async personWork(
      personId: string,
      period: DayPeriod,
    ): Promise<
      | {
          tickets: { number: number; title: string; minutes: number }[];
          paidMinutes: number;
          /** The person's running session, when it is the asker's own. */
          activeSince: string | null;
          /** Whether a timesheet of theirs was read (a manager's own time is on none). */
          onTimesheet: boolean;
        }
      | Refusal
    > {
      if (!data) return { refused: 'Timesheets are not available here.' };
      if (askerScopeFor(user) === 'own' && personId !== user.id) {
        return { refused: 'You can only see your own work and hours.' };
      }
      const worked = new Map<number, { number: number; title: string; minutes: number }>();
      let paidMinutes = 0;
      let onTimesheet = false;
      // A period spans at most a few weeks: each week's timesheet, Sunday first.
      for (
        let weekStart = sundayOf(period.from);
        weekStart <= period.to;
        weekStart = shiftDay(weekStart, 7)
      ) {
        let sheets;
        try {
          // One's own time is read from one's own view (a manager's own sheet is not a store's technician's).
          sheets = (
            await data.timesheets.list(
              user,
              personId === user.id ? { weekStart } : { userId: personId, weekStart },
            )
          ).filter((sheet) => sheet.user.id === personId);
        } catch (error) {
          if (error instanceof AppError) return { refused: asSentence(error.message) };
          throw error;
        }
        if (sheets.length > 0) onTimesheet = true;
        for (const day of sheets.flatMap((sheet) => sheet.days)) {
          if (day.date >= period.from && day.date <= period.to) paidMinutes += day.workedMinutes;
        }
        for (const session of sheets.flatMap((sheet) => sheet.sessions)) {
          const day = dayOf(new Date(session.clockInTime), timeZone);
          if (day < period.from || day > period.to || session.ticketNumber === null) continue;
          const entry = worked.get(session.ticketNumber) ?? {
            number: session.ticketNumber,
            title: session.ticketTitle ?? '',
            minutes: 0,
          };
          entry.minutes += session.workedMinutes;
          worked.set(session.ticketNumber, entry);
        }
      }
      const activeSince =
        personId === user.id ? await repository.activeSessionStart(personId) : null;
      return {
        tickets: [...worked.values()].sort((left, right) => right.minutes - left.minutes),
        paidMinutes,
        activeSince: activeSince ? formatClock(activeSince, timeZone) : null,
        onTimesheet,
      };
    },

    /**
     * Who fits a job in a category: technicians with a valid matching certification first, then
     * the fewest open tickets (the assign dialog's order). Admins assign, so admins ask.
     */
    async bestTechnicians(category: string): Promise<
      | {
          people: { name: string; certified: boolean; openTickets: number }[];
          certification: string;
        }
      | Refusal
    > {
      if (!canAssignTechnicians(user)) {
        return {
          refused: 'Only admins assign technicians, so only admins can ask who fits a job.',
        };
      }
      const today = tools.today();
      const people = (await repository.technicians(500)).map((person) => ({
        name: person.name,
        openTickets: person.openTickets,
        certified: person.certifications.some(
          (cert) =>
            certificationMatchesCategory(cert.name, category) &&
            (cert.expirationDate === null || cert.expirationDate >= today),
        ),
      }));
      people.sort(
        (left, right) =>
          Number(right.certified) - Number(left.certified) ||
          left.openTickets - right.openTickets ||
          left.name.localeCompare(right.name),
      );
      return { people, certification: requiredCertificationFor(category) };
    },

    /** Units of the equipment register within the asker's access (the Equipment screen's list). */
    async equipment(args: EquipmentArgs): Promise<Equipment[] | Refusal> {
      if (!data) return { refused: 'The equipment register is not available here.' };
      try {
        const list = await data.equipment.list(user, {
          ...(args.location ? { location: args.location } : {}),
          ...(args.name ? { q: args.name } : {}),
          ...(args.warranty ? { warranty: args.warranty } : {}),
          ...(args.repeatFailures ? { repeat: true } : {}),
          limit: 500,
          offset: 0,
        });
        return list.equipment;
      } catch (error) {
        if (error instanceof AppError) return { refused: asSentence(error.message) };
        throw error;
      }
    },

    /** Stores with preventive maintenance past due and not done, over the last year (the PM compliance report). */
    async overduePreventive(): Promise<
      { stores: { location: string; missed: number }[] } | Refusal
    > {
      if (!data) return { refused: 'The preventive maintenance report is not available here.' };
      const today = tools.today();
      try {
        const report = await data.pmCompliance.report(user, {
          from: shiftDay(today, -365),
          to: today,
        });
        const byStore = new Map<string, number>();
        for (const row of report.rows) {
          if (row.missed > 0)
            byStore.set(row.location, (byStore.get(row.location) ?? 0) + row.missed);
        }
        return {
          stores: [...byStore.entries()]
            .map(([location, missed]) => ({ location, missed }))
            .sort(
              (left, right) =>
                right.missed - left.missed || left.location.localeCompare(right.location),
            ),
        };
      } catch (error) {
        if (error instanceof AppError) return { refused: asSentence(error.message) };
        throw error;
      }
    },

    /**
     * This week's worked hours against the weekly overtime threshold, for the people whose
     * timesheets the asker may see; 'close' is the overtime notice's 90 %.
     */
    async overtime(): Promise<
      | {
          thresholdMinutes: number;
          people: { name: string; workedMinutes: number; overtimeMinutes: number }[];
        }
      | Refusal
    > {
      if (!data) return { refused: 'Timesheets are not available here.' };
      try {
        const [sheets, settings] = await Promise.all([
          data.timesheets.list(user, {}),
          data.timeSettings.get(),
        ]);
        return {
          thresholdMinutes: settings.weeklyOvertimeMinutes,
          people: sheets.map((sheet) => ({
            name: sheet.user.name,
            workedMinutes: sheet.workedMinutes,
            overtimeMinutes: sheet.overtimeMinutes + sheet.doubleTimeMinutes,
          })),
        };
      } catch (error) {
        if (error instanceof AppError) return { refused: asSentence(error.message) };
        throw error;
      }
    },

    /** Ticket numbers → ids for the ones the asker may see (the chat's links). */
    ticketRefs(numbers: number[]): Promise<{ number: number; id: string }[]> {
      return repository.ticketRefs(audience, [...new Set(numbers)].slice(0, 100));
    },

    costsAvailable(): boolean {
      return data?.costs !== undefined;
    },

    /** The active vendors serving a store and/or trade, first call first (the /vendors list). */
    async vendorsServing(query: { location: string | null; category: string | null }): Promise<
      | {
          name: string;
          phone: string | null;
          rank: number | null;
          insuranceExpired: boolean;
        }[]
      | Refusal
    > {
      if (!data?.vendors) return { refused: 'Vendors are not available here.' };
      const [locations, categories] = await Promise.all([tools.locations(), tools.categories()]);
      const locationId = locations.find((entry) => entry.name === query.location)?.id;
      const categoryId = categories.find((entry) => entry.name === query.category)?.id;
      try {
        const list = await data.vendors.list(user, {
          ...(locationId ? { locationId } : {}),
          ...(categoryId ? { categoryId } : {}),
          includeInactive: 'false',
        });
        return list.map((vendor) => ({
          name: vendor.name,
          phone: vendor.phone,
          rank: vendor.rank,
          insuranceExpired: vendor.insuranceExpired,
        }));
      } catch (error) {
        // The service words its refusal for the Vendors screen ('manage'); a question only reads.
        if (error instanceof AppError && error.statusCode === 403)
          return { refused: 'Only admins can see the vendors.' };
        if (error instanceof AppError) return { refused: asSentence(error.message) };
        throw error;
      }
    },

    /** Repair spend (labour + approved vendor invoices) of a period, store and category. */
    async spend(query: {
      location: string | null;
      category: string | null;
      from: string;
      to: string;
    }): Promise<
      { totalCents: number; labourCents: number; vendorCents: number; currency: string } | Refusal
    > {
      if (!data?.costs) return { refused: 'Costs are not available here.' };
      const [locations, categories] = await Promise.all([tools.locations(), tools.categories()]);
      const locationId = locations.find((entry) => entry.name === query.location)?.id ?? null;
      const categoryId = categories.find((entry) => entry.name === query.category)?.id ?? null;
      try {
        return await data.costs.spendTotal(user, {
          locationId,
          categoryId,
          from: query.from,
          to: query.to,
        });
      } catch (error) {
        if (error instanceof AppError) return { refused: asSentence(error.message) };
        throw error;
      }
    },

    searchTroubleshooting(query: string) {
      return knowledgeBase.search(query, { limit: 2 }).map((match) => ({
        symptom: match.guide.symptom,
        category: match.guide.category,
        safety: match.guide.safety,
        steps: match.guide.steps,
        callAPro: match.guide.callAPro,
        score: match.score,
      }));
    },
  };
  return tools;
}

export type ChatTools = ReturnType<typeof createChatTools>;
