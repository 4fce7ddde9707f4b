import type { AiPriority } from '#contract/schemas/ai.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';

import { normalizeText, tokenize } from '../engine/text-features.ts';
import type { ChatTools, CountTicketsArgs, StatusFilter, TicketView } from './chat-tools.ts';

// The built-in chat: reads the question with patterns for the data questions it can answer, looks
// troubleshooting questions up in the knowledge base, and says plainly what it cannot answer.

export const CAPABILITIES = [
  'how many tickets are open, urgent, in progress or completed, by store, category, status or priority ("How many urgent tickets are open at Downtown?")',
  'the status, assignee and schedule of a ticket by its number ("What is the status of #1042?")',
  'your open tickets ("What are my tickets?")',
  'your hours today or this week ("How many hours did I work this week?")',
  'who is clocked in right now (admins)',
  'how to troubleshoot equipment ("The fryer will not heat, what should I check?")',
];

export function cannotAnswer(): string {
  return `I can't answer that yet. I can tell you:\n${CAPABILITIES.map((line) => `• ${line}`).join('\n')}`;
}

const STATUS_PATTERNS: [RegExp, StatusFilter][] = [
  [/\bwaiting (for|on) parts\b|\bparts\b/, 'waiting-for-parts'],
  [
    /\bwaiting (for|on) (a )?(third[\s-]?party|vendor|contractor)\b|\bthird[\s-]?party\b/,
    'waiting-for-third-party',
  ],
  [/\bwaiting\b/, 'waiting'],
  [/\bin[\s-]?progress\b|\bbeing worked\b|\bworking on\b/, 'in-progress'],
  [/\baccepted\b/, 'accepted'],
  [/\b(completed|complete|done|closed|finished|fixed|resolved)\b/, 'completed'],
  [
    /\b(active|pending|outstanding|unresolved|unfinished|not (yet )?(completed|done|finished|fixed)|still open)\b/,
    'not-completed',
  ],
  [/\b(open|opened|new|unassigned|awaiting assignment)\b/, 'open'],
];

const PRIORITY_PATTERNS: [RegExp, AiPriority][] = [
  [/\b(urgent|emergency|emergencies|critical)\b/, 'urgent'],
  [/\bmedium\b/, 'medium'],
  [/\blow([\s-]priority)?\b/, 'low'],
];

const GROUP_PATTERNS: [RegExp, NonNullable<CountTicketsArgs['groupBy']>][] = [
  [
    /\b(by|per|each|every|across|which) (store|stores|location|locations|restaurant|restaurants|site|sites)\b/,
    'location',
  ],
  [/\b(by|per|each|every|which) (category|categories|equipment|type|types)\b/, 'category'],
  [/\b(by|per|each|every) (status|statuses|state)\b|\bstatus breakdown\b|\bbreakdown\b/, 'status'],
  [/\b(by|per|each|every) priorit(y|ies)\b/, 'priority'],
];

const GENERIC_LOCATION_WORDS = new Set([
  'location',
  'side',
  'store',
  'the',
  'and',
  'road',
  'street',
]);

function findLocation(
  question: string,
  locations: { name: string }[],
  user: SessionUser,
): string | undefined {
  const text = question.toLowerCase();
  const sorted = [...locations].sort((left, right) => right.name.length - left.name.length);
  const exact = sorted.find((location) => text.includes(location.name.toLowerCase()));
  if (exact) return exact.name;
  const words = new Set(text.split(/[^a-z0-9]+/));
  const partial = sorted.find((location) =>
    location.name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((word) => word.length >= 4 && !GENERIC_LOCATION_WORDS.has(word) && words.has(word)),
  );
  if (partial) return partial.name;
  if (/\b(my|our) (store|location|restaurant)\b/.test(text) && user.locationName)
    return user.locationName;
  return undefined;
}

function findCategory(question: string, categories: { name: string }[]): string | undefined {
  const questionTerms = new Set(tokenize(question).map((token) => token.term));
  const sorted = [...categories].sort((left, right) => right.name.length - left.name.length);
  return sorted.find((category) => {
    const terms = tokenize(category.name).map((token) => token.term);
    return terms.length > 0 && terms.every((term) => questionTerms.has(term));
  })?.name;
}

function ticketLine(ticket: TicketView): string {
  const schedule = ticket.schedule ? `, scheduled ${ticket.schedule}` : '';
  return `#${String(ticket.number)} ${ticket.title} — ${ticket.priority}, ${ticket.status}, ${ticket.location}${schedule}`;
}

function describeTicket(ticket: TicketView): string {
  const assignee = ticket.assignee
    ? `Assigned to ${ticket.assignee}.`
    : 'Not assigned to a technician yet.';
  const schedule = ticket.schedule ? `Scheduled ${ticket.schedule}.` : 'Not scheduled yet.';
  return `#${String(ticket.number)} “${ticket.title}” at ${ticket.location} (${ticket.category}, ${ticket.priority} priority) is ${ticket.status}. ${assignee} ${schedule}`;
}

function plural(count: number, one: string, many: string): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

/** A question that is about counting tickets. */
function isCountQuestion(text: string): boolean {
  return (
    /\b(how many|number of|count|total|how much)\b/.test(text) ||
    (/\btickets?\b/.test(text) && GROUP_PATTERNS.some(([pattern]) => pattern.test(text))) ||
    /\b(any|are there)\b.*\btickets?\b/.test(text)
  );
}

const TROUBLESHOOTING_CUE =
  /\b(how (do|can|should) (i|we)|how to|what (should|do|can) (i|we)|troubleshoot\w*|fix|repair|check|why (is|does|do|won'?t)|not working|broken|won'?t|wont|doesn'?t|isn'?t|keeps?|leak\w*|noise|smell\w*|error|trip\w*|clog\w*|warm|cold|hot|stuck)\b/;

export interface BuiltInChatInput {
  question: string;
  context: string | null;
  user: SessionUser;
  tools: ChatTools;
}

/** Answers a question with the built-in engine. */
export async function answerBuiltIn({
  question,
  context,
  user,
  tools,
}: BuiltInChatInput): Promise<string> {
  const text = normalizeText(question).replace(/\s+/g, ' ').trim();
  const contextText = context ? normalizeText(context) : '';

  // A ticket by number: "#1042", "ticket 1042", "status of 1042".
  const numberMatch =
    /#\s?(\d{1,9})\b/.exec(question) ??
    /\b(?:ticket|tix|work order|wo|number|no\.?)\s*#?\s*(\d{1,9})\b/i.exec(question) ??
    (/\b(status|assigned|scheduled|who is on|where is)\b/.test(text)
      ? /#\s?(\d{1,9})\b/.exec(contextText)
      : null);
  if (numberMatch?.[1]) {
    const ticketNumber = Number(numberMatch[1]);
    const ticket = await tools.getTicket(ticketNumber);
    if (!ticket) {
      return `I couldn't find ticket #${String(ticketNumber)} among the tickets you can see.`;
    }
    return describeTicket(ticket);
  }

  if (
    /\b(who|which (techs?|technicians?|people|employees|staff))\b.*\b(clocked in|on the clock|clocked on|working (right )?now|on shift|in today)\b|\bclocked in right now\b/.test(
      text,
    )
  ) {
    const result = await tools.whoIsClockedIn();
    if (!result.allowed) {
      return 'Only admins can see who is clocked in. You can ask about your own hours, for example "How many hours did I work today?"';
    }
    if (result.people.length === 0) return 'Nobody is clocked in right now.';
    const lines = result.people.map(
      (person) =>
        `• ${person.name} since ${person.since}${person.ticket ? ` (on #${String(person.ticket)})` : ''}`,
    );
    return `${plural(result.people.length, 'person is', 'people are')} clocked in:\n${lines.join('\n')}`;
  }

  if (
    /\b(my|i|me)\b/.test(text) &&
    /\b(hours?|worked|clocked|logged|timesheet)\b/.test(text) &&
    !/\btickets?\b/.test(text)
  ) {
    const period = /\bweek\b/.test(text) ? 'week' : 'today';
    const hours = await tools.myHours(period);
    const when = period === 'week' ? 'this week' : 'today';
    const running = hours.activeSince
      ? ` That includes your running session since ${hours.activeSince}.`
      : '';
    return hours.minutes === 0 && !hours.activeSince
      ? `You have no time logged ${when}.`
      : `You have worked ${hours.text} ${when}.${running}`;
  }

  if (
    /\b(my|mine)\b.*\b(tickets?|work|jobs?|assignments?|work orders?|queue)\b|\bassigned to me\b|\bwhat (do|should) i (have|work on)\b|\bwhat('s| is) on my (plate|list)\b/.test(
      text,
    ) &&
    !isCountQuestion(text)
  ) {
    const mine = await tools.myTickets();
    const whose = user.role === 'technician' ? 'assigned to you' : 'you submitted';
    if (mine.length === 0) return `You have no unfinished tickets ${whose}.`;
    return `Your unfinished tickets ${whose} (most urgent first):\n${mine.map((ticket) => `• ${ticketLine(ticket)}`).join('\n')}`;
  }

  if (
    isCountQuestion(text) &&
    /\b(tickets?|issues?|requests?|jobs?|work orders?|problems?|repairs?|calls?)\b/.test(text)
  ) {
    const [locations, categories] = await Promise.all([tools.locations(), tools.categories()]);
    const args: CountTicketsArgs = {
      status: STATUS_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
      priority: PRIORITY_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
      location: findLocation(question, locations, user) ?? null,
      category: findCategory(question, categories) ?? null,
      groupBy: GROUP_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
    };
    // "How many urgent tickets are open?" usually means not yet done, unless the asker says
    // "unassigned" or "awaiting assignment"; grouped counts then count the unfinished ones.
    const isLooseOpen =
      args.status === 'open' && !/\b(status open|unassigned|awaiting assignment|new)\b/.test(text);
    if (isLooseOpen && args.groupBy) args.status = 'not-completed';
    const result = await tools.countTickets(args);
    if (result.error) return result.error;
    const scope =
      user.role === 'admin' ? (args.location ? '' : ` ${result.scope}`) : ` ${result.scope}`;
    const counted = (count: number) =>
      `${String(count)} ${count === 1 ? result.description.replace(/\btickets\b/, 'ticket') : result.description}`;
    if (result.groups) {
      if (result.groups.length === 0) return `There are no ${result.description}${scope}.`;
      const groupName = {
        location: 'store',
        category: 'category',
        status: 'status',
        priority: 'priority',
      }[args.groupBy ?? 'status'];
      const lines = result.groups.map((group) => `• ${group.key}: ${String(group.count)}`);
      return `${counted(result.total)}${scope}, by ${groupName}:\n${lines.join('\n')}`;
    }
    // Without a grouping, answer both readings of "open".
    if (isLooseOpen) {
      const unfinished = await tools.countTickets({ ...args, status: 'not-completed' });
      if (!unfinished.error) {
        const described = (count: number) =>
          `${String(count)} ${count === 1 ? unfinished.description.replace(/\btickets\b/, 'ticket') : unfinished.description}`;
        const sentence = `There ${unfinished.total === 1 ? 'is' : 'are'} ${described(unfinished.total)}${scope}`;
        if (unfinished.total === 0) return `${sentence}.`;
        return `${sentence}; ${String(result.total)} of them ${result.total === 1 ? 'is' : 'are'} still open (awaiting assignment).`;
      }
    }
    return `There ${result.total === 1 ? 'is' : 'are'} ${counted(result.total)}${scope}.`;
  }

  if (/^(hi|hello|hey|help|what can you do|who are you)\b/.test(text)) {
    return `Hi ${user.name}! I can tell you:\n${CAPABILITIES.map((line) => `• ${line}`).join('\n')}`;
  }

  const searchText = `${question} ${context ?? ''}`;
  const [best] = tools.searchTroubleshooting(searchText);
  const hasEquipmentWords = tokenize(question).length >= 2;
  if (
    best &&
    hasEquipmentWords &&
    (best.score >= 6 || (TROUBLESHOOTING_CUE.test(text) && best.score >= 2.5))
  ) {
    const steps = best.steps.map((step, index) => `${String(index + 1)}. ${step}`).join('\n');
    return `For “${best.symptom}” (${best.category}):\nSafety: ${best.safety}\n${steps}\nStop and call a pro: ${best.callAPro}`;
  }
  return cannotAnswer();
}
