import { z } from 'zod';

import { AI_PRIORITIES } from '#contract/schemas/ai.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { TicketStatus } from '#contract/schemas/ticket.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';
import { priorityLabel, statusLabel } from '#contract/utils/ticket-labels.ts';

import type { Clock } from '../../../integrations/clock.ts';
import { dayRange, weekRange } from '../../../lib/business-time.ts';
import type { AiRepository, TicketFacts } from '../ai.repository.ts';
import { formatClock, formatMinutes, formatSlot } from '../format-time.ts';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.ts';

// The data functions behind the chat, each within the asker's permissions (product rules §6). The built-in
// engine calls them after reading the question; an LLM gets the same functions as tools, so either
// way nobody learns about tickets they may not see.

export const STATUS_FILTERS = [
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

export interface CountResult {
  total: number;
  groups: { key: string; count: number }[] | null;
  /** What was counted, in words: "urgent open tickets at Downtown". */
  description: string;
  scope: string;
  error?: string;
}

/** A ticket as an answer (or the LLM) reads it: status and priority in human words ('In Progress'). */
export interface TicketView {
  number: number;
  title: string;
  status: string;
  priority: string;
  location: string;
  category: string;
  assignee: string | null;
  schedule: string | null;
}

export interface ChatToolsDeps {
  user: SessionUser;
  audience: TicketAudience;
  repository: AiRepository;
  knowledgeBase: KnowledgeBase;
  clock: Clock;
  timeZone: string;
}

export function describeScope(user: SessionUser): string {
  switch (user.role) {
    case 'admin':
      return 'across all stores';
    case 'manager':
      return user.locationName
        ? `that you submitted or at ${user.locationName}`
        : 'that you submitted';
    case 'technician':
      return 'assigned to you';
  }
}

export function createChatTools(deps: ChatToolsDeps) {
  const { user, audience, repository, knowledgeBase, clock, timeZone } = deps;
  let locationsPromise: Promise<{ id: string; name: string }[]> | undefined;
  let categoriesPromise: Promise<{ id: string; name: string }[]> | undefined;

  function view(ticket: TicketFacts): TicketView {
    return {
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
      let locationId: string | undefined;
      let locationName: string | undefined;
      if (args.location) {
        const wanted = args.location.trim().toLowerCase();
        const location = (await tools.locations()).find(
          (entry) => entry.name.toLowerCase() === wanted,
        );
        if (!location)
          return {
            total: 0,
            groups: null,
            description: '',
            scope,
            error: `There is no store called ${args.location}.`,
          };
        locationId = location.id;
        locationName = location.name;
      }
      let categoryId: string | undefined;
      let categoryName: string | undefined;
      if (args.category) {
        const wanted = args.category.trim().toLowerCase();
        const category = (await tools.categories()).find(
          (entry) => entry.name.toLowerCase() === wanted,
        );
        if (!category)
          return {
            total: 0,
            groups: null,
            description: '',
            scope,
            error: `There is no category called ${args.category}.`,
          };
        categoryId = category.id;
        categoryName = category.name;
      }
      const filter = {
        statuses: STATUSES_BY_FILTER[statusFilter],
        priority: args.priority ?? undefined,
        locationId,
        categoryId,
      };
      const words = [
        args.priority ?? '',
        STATUS_BEFORE[statusFilter],
        categoryName ?? '',
        'tickets',
        STATUS_AFTER[statusFilter],
        locationName ? `at ${locationName}` : '',
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
        user.role === 'technician'
          ? { kind: 'assigned', userId: user.id }
          : { kind: 'submitted-or-location', userId: user.id, locationId: null };
      return (await repository.listActiveTickets(mine, 10)).map(view);
    },

    async myHours(
      period: 'today' | 'week',
    ): Promise<{ minutes: number; text: string; activeSince: string | null }> {
      const now = clock.now();
      const range = period === 'today' ? dayRange(now, timeZone) : weekRange(now, timeZone);
      const [minutes, activeSince] = await Promise.all([
        repository.minutesWorked(user.id, range, now),
        repository.activeSessionStart(user.id),
      ]);
      return {
        minutes,
        text: formatMinutes(minutes),
        activeSince: activeSince ? formatClock(activeSince, timeZone) : null,
      };
    },

    async whoIsClockedIn(): Promise<
      | { allowed: false }
      | { allowed: true; people: { name: string; since: string; ticket: number | null }[] }
    > {
      if (user.role !== 'admin') return { allowed: false };
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
