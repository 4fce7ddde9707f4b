import { formatMoney } from '#contract/money.ts';
import { statusLabel } from '#contract/utils/ticket-labels.ts';
import { ordinalCall } from '#contract/schemas/dispatch.ts';
import { isNearOvertime } from '#contract/rules/overtime-near.ts';
import { askerScopeFor } from '#contract/policies/ai.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';

import { shiftDay } from '../../../lib/business-time.ts';
import { formatMinutes } from '../format-time.ts';
import { normalizeText, tokenize } from '../engine/text-features.ts';
import {
  findCategory as findCategoryEntity,
  findEquipment,
  findPerson,
  findStore,
  plainWords,
} from './chat-entities.ts';
import {
  asksOverdue,
  describeExclusions,
  hasExclusions,
  priorityIn,
  readFilters,
  unrecordedPart,
} from './chat-filters.ts';
import { findHelpTopic, helpAnswer, isHowToQuestion } from './chat-help.ts';
import { answerInSpanish, isSpanishQuestion, questionInEnglish } from './chat-spanish.ts';
import { isRefusal } from './chat-tools.ts';
import type {
  ChatTools,
  CountTicketsArgs,
  DayPeriod,
  ListTicketsArgs,
  StatusFilter,
  TicketView,
} from './chat-tools.ts';

// The built-in chat: reads the question with patterns for the data questions it can answer, looks
// troubleshooting questions up in the knowledge base, and says plainly what it cannot answer.

export const CAPABILITIES = [
  'list or count tickets by store, status, priority, category, technician or date ("Show urgent tickets at Downtown this week", "How many freezer tickets are open?")',
  'the status, assignee and schedule of a ticket by its number ("What is the status of ticket 1042?") or by its equipment ("When is someone coming for the ice machine?")',
  'your open tickets and schedule ("What are my tickets?", "What\'s on my schedule today?")',
  'your hours today or this week ("How many hours did I work this week?"), and who is close to overtime',
  'who worked on what ("What did Tony work on this week?") and who is clocked in right now (admins)',
  'who fits a job by certification and workload (admins: "Who is the best technician for the walk-in?")',
  'equipment warranty and repeat failures ("Is Fryer 2 at Downtown under warranty?"), and stores with overdue preventive maintenance',
  'how to troubleshoot equipment ("The fryer will not heat, what should I check?") and how to use the app ("How do I clock in?")',
];

/** Two questions each role can have answered, offered when a question was not understood. */
const SUGGESTIONS: Record<SessionUser['role'], [string, string]> = {
  admin: ['How many urgent tickets are open at Downtown?', 'Who is close to overtime this week?'],
  manager: ['Show open tickets at my store', 'Which stores have overdue preventive maintenance?'],
  technician: ["What's on my schedule today?", 'How many hours did I work this week?'],
};

/** Two questions the asker's role can have answered, offered when a question was not understood. */
function suggestionsFor(role: SessionUser['role']): [string, string] {
  return SUGGESTIONS[role];
}

function cannotAnswer(role: SessionUser['role'] = 'admin'): string {
  const [first, second] = suggestionsFor(role);
  return `I can't answer that yet. I can tell you:\n${CAPABILITIES.map((line) => `• ${line}`).join('\n')}\nTry for example: "${first}" or "${second}"`;
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
  [
    /\b(completed|complete|done|closed|finished|fixed|resolved)\b|\b(did|have|has) (we|you|they|i|he|she|\w+) (close|fix|finish|complete|resolve)\b/,
    'completed',
  ],
  [
    /\b(active|pending|outstanding|unresolved|unfinished|not (yet )?(completed|done|finished|fixed)|still open)\b/,
    'not-completed',
  ],
  [/\b(open|opened|new|unassigned|awaiting assignment)\b/, 'open'],
];

/** 'Did we open', 'were opened', 'opened this week': open as something people did, not a state. */
const OPEN_AS_VERB =
  /\b(?:(?:did|do|does|have|has|had)\s+(?:we|you|they|i|people|staff|managers?)\s+open(?:ed)?|(?:we|you|they|i|staff|managers?)\s+(?:have\s+|had\s+)?opened|(?:were|was|been|got|get|being)\s+opened|opened\s+(?=this|last|today|yesterday|since|in|on|during|over|past|the past|between|from|per|each))\b/g;

const GROUP_PATTERNS: [RegExp, NonNullable<CountTicketsArgs['groupBy']>][] = [
  [
    /\b(by|per|each|every|across|which) (store|stores|location|locations|restaurant|restaurants|site|sites)\b/,
    'location',
  ],
  [/\b(by|per|each|every|which) (category|categories|equipment|type|types)\b/, 'category'],
  [/\b(by|per|each|every) (status|statuses|state)\b|\bstatus breakdown\b|\bbreakdown\b/, 'status'],
  [/\b(by|per|each|every) priorit(y|ies)\b/, 'priority'],
];

function findLocation(
  question: string,
  locations: { name: string }[],
  user: SessionUser,
): string | undefined {
  const store = findStore(question, locations);
  if (store) return store.name;
  if (
    /\b(my|our|this) (store|location|restaurant|site|shop)\b/i.test(question) &&
    user.locationName
  )
    return user.locationName;
  return undefined;
}

function findCategory(question: string, categories: { name: string }[]): string | undefined {
  return findCategoryEntity(question, categories)?.name;
}

function ticketLine(ticket: TicketView): string {
  const schedule = ticket.schedule ? `, scheduled ${ticket.schedule}` : '';
  return `#${String(ticket.number)} ${ticket.title} — ${ticket.priority}, ${ticket.status}, ${ticket.location}${schedule}`;
}

function describeTicket(ticket: TicketView, vendor: string | null): string {
  // A ticket with an outside vendor on it waits for the vendor, not for a technician's slot.
  const outside = vendor ? `Outside vendor: ${vendor.replace(/\bvendor /, '')}.` : null;
  const assignee = ticket.assignee
    ? `Assigned to ${ticket.assignee}.`
    : outside
      ? null
      : 'Not assigned to a technician yet.';
  const schedule = ticket.schedule
    ? `Scheduled ${ticket.schedule}.`
    : outside
      ? null
      : 'Not scheduled yet.';
  return [
    `#${String(ticket.number)} “${ticket.title}” at ${ticket.location} (${ticket.category}, ${ticket.priority} priority) is ${ticket.status}.`,
    assignee,
    schedule,
    outside,
  ]
    .filter(Boolean)
    .join(' ');
}

/** How many of a count are still to do: '3 unfinished, 5 completed'. */
function statusSplit(total: number, unfinished: number): string {
  if (unfinished === total) return total === 1 ? 'it is unfinished' : 'all of them unfinished';
  if (unfinished === 0) return total === 1 ? 'it is completed' : 'all of them completed';
  return `${String(unfinished)} unfinished, ${String(total - unfinished)} completed`;
}

function plural(count: number, one: string, many: string): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

const TROUBLESHOOTING_CUE =
  /\b(how (do|can|should) (i|we)|how to|what (should|do|can) (i|we)|troubleshoot\w*|fix|repair|check|why (is|does|do|won'?t)|not working|broken|won'?t|wont|doesn'?t|isn'?t|keeps?|leak\w*|noise|smell\w*|error|trip\w*|clog\w*|warm|cold|hot|stuck)\b/;

interface BuiltInChatInput {
  question: string;
  context: string | null;
  user: SessionUser;
  tools: ChatTools;
}

/** What the question is after, as the evaluation and the logs name it. */
type ChatIntent =
  | 'greeting'
  | 'ticket'
  | 'costs'
  | 'vendors'
  | 'overtime'
  | 'preventive'
  | 'warranty'
  | 'repeat-failures'
  | 'clocked-in'
  | 'best-technician'
  | 'how-to'
  | 'person-work'
  | 'person-hours'
  | 'schedule'
  | 'when-scheduled'
  | 'my-hours'
  | 'my-tickets'
  | 'count-tickets'
  | 'list-tickets'
  | 'troubleshooting'
  | 'unrecorded'
  | 'unknown';

interface BuiltInAnswer {
  answer: string;
  intent: ChatIntent;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function sunday(day: string): string {
  return shiftDay(day, -new Date(`${day}T12:00:00Z`).getUTCDay());
}

function monthStart(day: string, monthsBack: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return date.toISOString().slice(0, 10);
}

/** A period the question names ('today', 'this week', 'last month'), in business days. */
function findPeriod(plain: string, today: string): DayPeriod | undefined {
  if (/\b(today|todays|tonight|this morning|this afternoon)\b/.test(plain))
    return { from: today, to: today, label: 'today' };
  if (/\b(yesterday|yday|yesterdays)\b/.test(plain)) {
    const day = shiftDay(today, -1);
    return { from: day, to: day, label: 'yesterday' };
  }
  if (/\b(tomorrow|tmrw|tmr|tomorrows)\b/.test(plain)) {
    const day = shiftDay(today, 1);
    return { from: day, to: day, label: 'tomorrow' };
  }
  if (/\b(last|past|previous|prior) (week|wk)\b/.test(plain)) {
    const start = shiftDay(sunday(today), -7);
    return { from: start, to: shiftDay(start, 6), label: 'last week' };
  }
  if (/\bnext (week|wk)\b/.test(plain)) {
    const start = shiftDay(sunday(today), 7);
    return { from: start, to: shiftDay(start, 6), label: 'next week' };
  }
  if (
    /\b(this|current|the) (week|wk)\b|\bthis weeks\b|\bweekly\b|\bso far this week\b/.test(plain)
  ) {
    const start = sunday(today);
    return { from: start, to: shiftDay(start, 6), label: 'this week' };
  }
  if (/\b(last|past|previous|prior) (month|mo)\b/.test(plain)) {
    const start = monthStart(today, 1);
    return { from: start, to: shiftDay(monthStart(today, 0), -1), label: 'last month' };
  }
  if (/\b(this|current) (month|mo)\b/.test(plain)) {
    return { from: monthStart(today, 0), to: today, label: 'this month' };
  }
  if (/\b(this|current) quarter\b/.test(plain)) {
    const [, month] = today.split('-').map(Number) as [number, number];
    return { from: monthStart(today, (month - 1) % 3), to: today, label: 'this quarter' };
  }
  const named = MONTHS.findIndex((month) => new RegExp(`\\bin ${month}\\b`).test(plain));
  if (named >= 0) {
    const year = Number(today.slice(0, 4)) - (named + 1 > Number(today.slice(5, 7)) ? 1 : 0);
    const from = `${String(year)}-${String(named + 1).padStart(2, '0')}-01`;
    const next = new Date(Date.UTC(year, named + 1, 1)).toISOString().slice(0, 10);
    return { from, to: shiftDay(next, -1), label: `in ${MONTHS[named] ?? ''}` };
  }
  return undefined;
}

const TICKET_NOUNS =
  /\b(tickets?|tix|tkts?|issues?|requests?|jobs?|work ?orders?|wos?|problems?|repairs?|calls?|orders?)\b/;
const LIST_VERBS =
  /\b(show|list|lst|which|what|whats|any|see|give|display|pull up|get|find|view|tell me|open|pending|all)\b/;
const COUNT_WORDS = /\b(how many|how much|number of|count|total|howmany|hw many|how mny)\b/;

/** 'How many hours did …', 'how much time has … logged', '… hours this week'. */
function asksHours(plain: string): boolean {
  return (
    /\b(hours?|hrs|time)\b/.test(plain) &&
    /\b(how (many|much)|worked|work|logged|log|clocked|put in|total|on the clock)\b|\bs? hours\b/.test(
      plain,
    ) &&
    !/\b(tickets?|tix|jobs?|on (the|a) ticket|time on|open for|took|take)\b/.test(plain)
  );
}

const LINE_LIMIT = 15;

function ticketLines(tickets: TicketView[]): string {
  const shown = tickets.slice(0, LINE_LIMIT).map((ticket) => `• ${ticketLine(ticket)}`);
  if (tickets.length > LINE_LIMIT)
    shown.push(`…and ${String(tickets.length - LINE_LIMIT)} more on the Tickets board.`);
  return shown.join('\n');
}

function statusOf(plain: string, forList: boolean): StatusFilter | null {
  const status = STATUS_PATTERNS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
  // 'Open' read loosely is 'not done yet', as the board shows by default.
  if (
    status === 'open' &&
    forList &&
    !/\b(unassigned|awaiting assignment|new|status open)\b/.test(plain)
  )
    return 'not-completed';
  return status;
}

/** Answers a question with the built-in engine. */
export async function answerBuiltIn(input: BuiltInChatInput): Promise<string> {
  // Issue 40: a Spanish question is answered in Spanish, from the same reading of the data.
  if (isSpanishQuestion(input.question)) {
    const english = await answerWithIntent({
      ...input,
      question: questionInEnglish(input.question),
    });
    return answerInSpanish(english.answer);
  }
  return (await answerWithIntent(input)).answer;
}

/** Answers a question with the built-in engine, naming the intent it recognised. */
async function answerWithIntent({
  question,
  context,
  user,
  tools,
}: BuiltInChatInput): Promise<BuiltInAnswer> {
  const text = normalizeText(question).replace(/\s+/g, ' ').trim();
  const plain = plainWords(question).join(' ');
  const contextText = context ? normalizeText(context) : '';
  const reply = (intent: ChatIntent, answer: string): BuiltInAnswer => ({ intent, answer });

  if (
    /^(hi|hello|hey|yo|help|what can you do|who are you|what do you do)\b/.test(plain) &&
    plain.split(' ').length <= 5
  ) {
    return reply(
      'greeting',
      `Hi ${user.name}! I can tell you:\n${CAPABILITIES.map((line) => `• ${line}`).join('\n')}`,
    );
  }

  // A ticket by number: "#1042", "ticket 1042", "status of 1042".
  const numberMatch =
    /#\s?(\d{1,9})\b/.exec(question) ??
    /\b(?:ticket|tix|tkt|work order|wo|number|no\.?)\s*#?\s*(\d{1,9})\b/i.exec(question) ??
    /\b(?:status (?:of|on|for)|update on|news on|whats up with|where is|who is on|when is)\s+(\d{3,9})\b/i.exec(
      plain,
    ) ??
    (/\b(status|assigned|scheduled|who is on|where is|when)\b/.test(text)
      ? /#\s?(\d{1,9})\b/.exec(contextText)
      : null);
  if (numberMatch?.[1]) {
    const ticketNumber = Number(numberMatch[1]);
    const ticket = await tools.getTicket(ticketNumber);
    if (!ticket) {
      return reply(
        'ticket',
        `I couldn't find ticket #${String(ticketNumber)} among the tickets you can see.`,
      );
    }
    const vendor = ticket.id ? await tools.vendorVisit(ticket.id) : null;
    return reply('ticket', describeTicket(ticket, vendor));
  }

  const isHowTo = isHowToQuestion(plain);
  const today = tools.today();
  const period = findPeriod(plain, today);

  // Decision 037: repair spend, from the costs service (admins; others are told plainly).
  const aboutMoney =
    /\b(spend|spent|spending|costs?|costing|expenses?|invoices?|budget|paid|pay for|money|dollars|bills?)\b/.test(
      plain,
    );
  const aboutVendors =
    /\b(vendors?|contractors?|suppliers?)\b/.test(plain) &&
    !/\b(waiting|wait|tickets?|tix)\b/.test(plain);
  if (aboutVendors && !aboutMoney && !isHowTo) {
    const [locations, categories] = await Promise.all([tools.locations(), tools.categories()]);
    const store = findLocation(question, locations, user) ?? null;
    const category = findCategory(question, categories) ?? null;
    const result = await tools.vendorsServing({ location: store, category });
    if (isRefusal(result)) return reply('vendors', result.refused);
    const what = [category, store ? `at ${store}` : ''].filter(Boolean).join(' ') || 'the chain';
    if (result.length === 0) {
      return reply('vendors', `No active vendor serves ${what}. Add one under Vendors.`);
    }
    const lines = result.slice(0, LINE_LIMIT).map((vendor) => {
      const rank = vendor.rank === null ? '' : `${ordinalCall(vendor.rank)}: `;
      const phone = vendor.phone ? ` (${vendor.phone})` : '';
      const insurance = vendor.insuranceExpired ? ' — insurance expired' : '';
      return `• ${rank}${vendor.name}${phone}${insurance}`;
    });
    return reply('vendors', `Vendors for ${what}:\n${lines.join('\n')}`);
  }
  if (aboutMoney && !isHowTo) {
    if (!tools.costsAvailable()) {
      return reply(
        'costs',
        'Costs and vendor spend are not available in the chat yet. You can ask me about tickets, equipment, preventive maintenance, schedules and hours.',
      );
    }
    const [locations, categories] = await Promise.all([tools.locations(), tools.categories()]);
    const store = findLocation(question, locations, user) ?? null;
    const category = findCategory(question, categories) ?? null;
    // Without a period: this year so far.
    const when = period ?? { from: `${today.slice(0, 4)}-01-01`, to: today, label: 'this year' };
    const result = await tools.spend({ location: store, category, from: when.from, to: when.to });
    if (isRefusal(result)) return reply('costs', result.refused);
    const what = [category ? `on ${category}` : '', store ? `at ${store}` : '']
      .filter(Boolean)
      .join(' ');
    const money = (cents: number) => formatMoney(cents, result.currency);
    return reply(
      'costs',
      `Repair spend ${what ? `${what} ` : ''}${when.label} (${when.from} to ${when.to}): ${money(result.totalCents)} — ${money(result.labourCents)} in-house labour and ${money(result.vendorCents)} in approved vendor invoices. The Spend tab of Reports breaks it down by store, category, vendor and month.`,
    );
  }

  if (/\b(over ?time|ot|overtme|overtim)\b/.test(plain) && !isHowTo) {
    const result = await tools.overtime();
    if (isRefusal(result)) return reply('overtime', result.refused);
    const near = result.people
      .filter((person) => isNearOvertime(person.workedMinutes, result.thresholdMinutes))
      .sort((left, right) => right.workedMinutes - left.workedMinutes);
    const threshold = formatMinutes(result.thresholdMinutes);
    if (/\b(am i|will i|do i|me|my)\b/.test(plain)) {
      const mine = result.people.find((person) => person.name === user.name);
      const worked = mine?.workedMinutes ?? 0;
      return reply(
        'overtime',
        isNearOvertime(worked, result.thresholdMinutes)
          ? `Yes — you have worked ${formatMinutes(worked)} this week, 90 % or more of the ${threshold} weekly overtime threshold.`
          : `You are not close to overtime this week: ${formatMinutes(worked)} of the ${threshold} threshold.`,
      );
    }
    if (near.length === 0) {
      return reply(
        'overtime',
        askerScopeFor(user) === 'own'
          ? `You are not close to overtime this week (the threshold is ${threshold}).`
          : `Nobody ${askerScopeFor(user) === 'chain' ? '' : 'you manage '}is close to overtime this week (the threshold is ${threshold}).`,
      );
    }
    const lines = near.map(
      (person) =>
        `• ${person.name}: ${formatMinutes(person.workedMinutes)}${person.overtimeMinutes > 0 ? ` (${formatMinutes(person.overtimeMinutes)} overtime)` : ''}`,
    );
    return reply(
      'overtime',
      `${plural(near.length, 'person is', 'people are')} at 90 % or more of the ${threshold} weekly overtime threshold this week:\n${lines.join('\n')}`,
    );
  }

  if (
    /\b(preventive|preventative|prevent|pm|pms|maintenance plans?|planned maintenance|scheduled maintenance|compliance)\b/.test(
      plain,
    ) &&
    !isHowTo
  ) {
    const result = await tools.overduePreventive();
    if (isRefusal(result)) return reply('preventive', result.refused);
    const [locations] = await Promise.all([tools.locations()]);
    const store = findStore(question, locations);
    const stores = store
      ? result.stores.filter((entry) => entry.location === store.name)
      : result.stores;
    if (stores.length === 0) {
      return reply(
        'preventive',
        store
          ? `${store.name} has no overdue preventive maintenance.`
          : 'No store you can see has overdue preventive maintenance.',
      );
    }
    const lines = stores.map(
      (entry) =>
        `• ${entry.location}: ${plural(entry.missed, 'visit', 'visits')} overdue or missed`,
    );
    return reply(
      'preventive',
      `${plural(stores.length, 'store has', 'stores have')} overdue preventive maintenance (last 12 months):\n${lines.join('\n')}`,
    );
  }

  if (/\b(warrant\w*|waranty|warrenty|guarantee)\b/.test(plain) && !isHowTo) {
    const locations = await tools.locations();
    const store = findStore(question, locations);
    const units = await tools.equipment({ location: store?.name ?? null });
    if (isRefusal(units)) return reply('warranty', units.refused);
    const named = findEquipment(
      question.replace(store ? new RegExp(store.name, 'i') : /$^/, ' '),
      units,
    );
    if (named.length === 1 && named[0]) {
      const unit = named[0];
      const where = `${unit.name} at ${unit.location}`;
      const provider = unit.warrantyProvider ? ` with ${unit.warrantyProvider}` : '';
      if (unit.underWarranty)
        return reply(
          'warranty',
          `Yes — ${where} is under warranty until ${unit.warrantyEndDate ?? ''}${provider}.`,
        );
      return reply(
        'warranty',
        unit.warrantyEndDate
          ? `No — the warranty of ${where} ended on ${unit.warrantyEndDate}${provider}.`
          : `No — ${where} has no warranty on record.`,
      );
    }
    if (named.length > 1) {
      const lines = named.map(
        (unit) =>
          `• ${unit.name} at ${unit.location}: ${unit.underWarranty ? `under warranty until ${unit.warrantyEndDate ?? ''}` : 'not under warranty'}`,
      );
      return reply(
        'warranty',
        `I found ${String(named.length)} units by that name:\n${lines.join('\n')}`,
      );
    }
    const expired = /\b(expired|out of|ended|no longer|lapsed|not under)\b/.test(plain);
    const listed = units.filter((unit) =>
      expired ? !unit.underWarranty && unit.warrantyEndDate : unit.underWarranty,
    );
    const where = store ? ` at ${store.name}` : '';
    if (listed.length === 0)
      return reply(
        'warranty',
        expired
          ? `No unit you can see${where} has an expired warranty.`
          : `No unit you can see${where} is under warranty.`,
      );
    const lines = listed
      .slice(0, LINE_LIMIT)
      .map(
        (unit) =>
          `• ${unit.name} at ${unit.location}: ${expired ? 'ended' : 'until'} ${unit.warrantyEndDate ?? ''}`,
      );
    return reply(
      'warranty',
      `${plural(listed.length, 'unit', 'units')}${where} ${expired ? (listed.length === 1 ? 'has an expired warranty' : 'have expired warranties') : listed.length === 1 ? 'is under warranty' : 'are under warranty'}:\n${lines.join('\n')}`,
    );
  }

  if (
    /\b(repeat\w*|recurring|keeps? (breaking|failing|going down)|breaks? down (the )?most|most (repairs|tickets|breakdowns|problems|failures)|fail\w* (the )?most|lemons?|problem (equipment|units?|machines?)|unreliable|break(s|ing)? (down )?(a lot|often|again)|(broken|broke|failed|fails|failing|down|breaks?) (more than once|twice|again and again|over and over|repeatedly)|keeps? (coming back|happening))\b/.test(
      plain,
    ) &&
    !isHowTo
  ) {
    const locations = await tools.locations();
    const store = findStore(question, locations);
    const units = await tools.equipment({ location: store?.name ?? null, repeatFailures: true });
    if (isRefusal(units)) return reply('repeat-failures', units.refused);
    const where = store ? ` at ${store.name}` : '';
    if (units.length === 0)
      return reply(
        'repeat-failures',
        `No unit you can see${where} has repeat failures in the last 90 days.`,
      );
    const lines = units
      .sort((left, right) => right.repairsLast90Days - left.repairsLast90Days)
      .map(
        (unit) =>
          `• ${unit.name} at ${unit.location}: ${plural(unit.repairsLast90Days, 'ticket', 'tickets')} in 90 days`,
      );
    return reply(
      'repeat-failures',
      `${plural(units.length, 'unit has', 'units have')} repeat failures${where} (3 or more tickets in 90 days):\n${lines.join('\n')}`,
    );
  }

  if (
    /\b(who|which (techs?|technicians?|people|employees|staff))\b.*\b(clocked in|on the clock|clocked on|working (right )?now|on shift|in today)\b|\bclocked in right now\b/.test(
      text,
    )
  ) {
    const result = await tools.whoIsClockedIn();
    if (!result.allowed) {
      return reply(
        'clocked-in',
        'Only admins can see who is clocked in. You can ask about your own hours, for example "How many hours did I work today?"',
      );
    }
    if (result.people.length === 0) return reply('clocked-in', 'Nobody is clocked in right now.');
    const lines = result.people.map(
      (person) =>
        `• ${person.name} since ${person.since}${person.ticket ? ` (on #${String(person.ticket)})` : ''}`,
    );
    return reply(
      'clocked-in',
      `${plural(result.people.length, 'person is', 'people are')} clocked in:\n${lines.join('\n')}`,
    );
  }

  if (
    (/\b(best|right|ideal|top|most qualified) (tech|techs|technician|technicians|person|guy|pick)\b/.test(
      plain,
    ) ||
      /\b(who|which|whom|what tech\w*|anyone|someone)\b/.test(plain)) &&
    /\b(best|right|ideal|qualified|certified|cert|suited|good|should (i|we) (send|assign|use)|(can|could|should) (fix|handle|take|do|go|repair|look|work)|fits?|available|free|assign)\b/.test(
      plain,
    ) &&
    /\b(techs?|technicians?|who|person|someone|anyone|guy|send|assign)\b/.test(plain) &&
    !/\b(assigned to|is assigned|was assigned)\b/.test(plain)
  ) {
    const categories = await tools.categories();
    const category = findCategoryEntity(question, categories);
    if (category) {
      const result = await tools.bestTechnicians(category.name);
      if (isRefusal(result)) return reply('best-technician', result.refused);
      const [best, ...rest] = result.people;
      if (!best) return reply('best-technician', 'There are no active technicians.');
      const why = (person: { certified: boolean; openTickets: number }) =>
        `${person.certified ? `${result.certification} certified` : `not ${result.certification} certified`}, ${plural(person.openTickets, 'open ticket', 'open tickets')}`;
      const others = rest
        .slice(0, 3)
        .map((person) => `• ${person.name} (${why(person)})`)
        .join('\n');
      return reply(
        'best-technician',
        `For ${category.name} work, ${best.name} fits best (${why(best)}).${others ? `\nNext:\n${others}` : ''}`,
      );
    }
  }

  if (isHowTo) {
    const topic = findHelpTopic(question);
    if (topic) return reply('how-to', helpAnswer(topic, user.role));
  }

  const [people, locations, categories] = await Promise.all([
    tools.technicianNames(),
    tools.locations(),
    tools.categories(),
  ]);
  // Issue 38: 'not at Downtown', 'except refrigeration': excluded names are never read as filters.
  const filters = readFilters(question, { locations, categories, people });
  const named = findPerson(filters.positive, people);
  // Naming oneself ('what did Tony work on' asked by Tony) reads as 'me'.
  const person = named && named.id !== user.id ? named : undefined;
  const aboutMe = /\b(i|me|my|mine|im)\b/.test(plain) || named?.id === user.id;

  const thisWeek = { from: sunday(today), to: shiftDay(sunday(today), 6), label: 'this week' };
  // Issue 38: 'How many hours did Maria work this week?': her paid hours, as the Timesheets screen
  // shows them, within the asker's access (the timesheets service decides, per person).
  // Issue 38: a person question that also asks what is not recorded says so after what is known.
  const unrecordedPerson = unrecordedPart(filters.positive);
  const notRecorded = unrecordedPerson
    ? `\nThe rest of the question cannot be answered: ${unrecordedPerson} in FixFlow.`
    : '';
  // 'Hours on fryers', 'hours at Downtown': the time logged on such tickets, never the total as if
  // it were theirs; paid hours are not split by store or equipment, so the total follows.
  const hoursCategory = findCategory(filters.positive, categories) ?? null;
  const hoursStore = findStore(filters.positive, locations)?.name ?? null;
  async function hoursOnTickets(
    who: string,
    result: { tickets: { number: number; title: string; minutes: number }[]; paidMinutes: number },
    when: DayPeriod,
  ): Promise<string | null> {
    if (!hoursCategory && !hoursStore) return null;
    const views = await Promise.all(result.tickets.map((ticket) => tools.getTicket(ticket.number)));
    const matching = result.tickets.filter((_, index) => {
      const view = views[index];
      return (
        view &&
        (!hoursCategory || view.category === hoursCategory) &&
        (!hoursStore || view.location === hoursStore)
      );
    });
    const what = [hoursCategory, 'tickets', hoursStore ? `at ${hoursStore}` : '']
      .filter(Boolean)
      .join(' ');
    const minutes = matching.reduce((sum, ticket) => sum + ticket.minutes, 0);
    const lines = matching.map(
      (ticket) => `• #${String(ticket.number)} ${ticket.title} — ${formatMinutes(ticket.minutes)}`,
    );
    return `${who} logged ${formatMinutes(minutes)} on ${what} ${when.label}${lines.length ? `:\n${lines.join('\n')}` : '.'}\nPaid hours are not split by store or equipment: ${formatMinutes(result.paidMinutes)} in all ${when.label} (${(result.paidMinutes / 60).toFixed(2)} paid hours on the timesheet).`;
  }
  if (person && asksHours(plain)) {
    const when = period ?? thisWeek;
    const result = await tools.personWork(person.id, when);
    if (isRefusal(result)) return reply('person-hours', result.refused);
    if (result.paidMinutes === 0)
      return reply(
        'person-hours',
        `${person.name} has no time logged ${when.label}.${notRecorded}`,
      );
    const narrowed = await hoursOnTickets(person.name, result, when);
    if (narrowed) return reply('person-hours', `${narrowed}${notRecorded}`);
    return reply(
      'person-hours',
      `${person.name} worked ${formatMinutes(result.paidMinutes)} ${when.label} (${(result.paidMinutes / 60).toFixed(2)} paid hours on the timesheet, unpaid breaks deducted).${notRecorded}`,
    );
  }

  if (
    /\b(worked on|work(ed)? on (this|last)|been (doing|up to|working)|did .{1,30} (do|work|fix)|jobs? (did|done)|what has .{1,30} done|time on)\b/.test(
      plain,
    ) &&
    !COUNT_WORDS.test(plain) &&
    (person || aboutMe)
  ) {
    const target = person ?? { id: user.id, name: 'You' };
    const when = period ?? thisWeek;
    const result = await tools.personWork(target.id, when);
    if (isRefusal(result)) return reply('person-work', result.refused);
    const who = person ? person.name : 'You';
    // Issue 38: the time is the timesheet's paid hours, ticket sessions or not.
    const time =
      result.paidMinutes > 0
        ? `${who} worked ${formatMinutes(result.paidMinutes)} ${when.label} (${(result.paidMinutes / 60).toFixed(2)} paid hours on the timesheet, unpaid breaks deducted)`
        : `${who} ${person ? 'has' : 'have'} no time logged ${when.label}`;
    // Their tickets: the ones they logged time on, then the ones assigned to them and completed in
    // the period (within the asker's ticket access) that carry no logged time.
    const completed = await tools.listTickets({
      status: 'completed',
      assignee: person ? person.name : 'me',
      completedFrom: when.from,
      completedTo: when.to,
    });
    const logged = new Set(result.tickets.map((ticket) => ticket.number));
    const done = isRefusal(completed)
      ? []
      : completed.filter((ticket) => !logged.has(ticket.number));
    const parts = [
      result.tickets.length === 0
        ? `${time}; ${result.paidMinutes > 0 ? 'none of it was' : 'no time was'} logged on a ticket.`
        : `${time}. Time logged on ${plural(result.tickets.length, 'ticket', 'tickets')}:\n${result.tickets
            .map(
              (ticket) =>
                `• #${String(ticket.number)} ${ticket.title} — ${ticket.minutes > 0 ? formatMinutes(ticket.minutes) : 'under a minute'}`,
            )
            .join('\n')}`,
    ];
    if (done.length > 0) {
      parts.push(
        `${plural(done.length, 'ticket', 'tickets')} assigned to ${person ? person.name : 'you'} completed ${when.label} without time logged on it:\n${ticketLines(done)}`,
      );
    }
    return reply('person-work', `${parts.join('\n')}${notRecorded}`);
  }

  const overdue = asksOverdue(plain);

  if (
    /\b(schedule|scheduled|schedul|skedule|sched|calendar|agenda|appointments?|visits?|lined up|on (my|the|his|her) (plate|list|calendar)|where (am i|do i go|should i be)|what am i doing|booked|route)\b|\bwhat (do|have) i (have|got)( on)? (today|tomorrow|this week|next week|on \w+day)\b/.test(
      plain,
    ) &&
    !/\b(when|what time|eta)\b/.test(plain) &&
    !overdue &&
    (person || aboutMe || askerScopeFor(user) === 'own' || period)
  ) {
    if (person && askerScopeFor(user) === 'own')
      return reply('schedule', 'You can only see your own schedule.');
    const when = period ?? { from: today, to: today, label: 'today' };
    const list = await tools.listTickets({
      status: 'not-completed',
      ...(person
        ? { assignee: person.name }
        : askerScopeFor(user) === 'own' || aboutMe
          ? { assignee: askerScopeFor(user) === 'own' ? 'me' : null }
          : {}),
      scheduledFrom: when.from,
      scheduledTo: when.to,
    });
    if (isRefusal(list)) return reply('schedule', list.refused);
    const whose = person
      ? `${person.name} has`
      : askerScopeFor(user) === 'own'
        ? 'You have'
        : 'There are';
    if (list.length === 0)
      return reply(
        'schedule',
        `${person ? `${person.name} has` : askerScopeFor(user) === 'own' ? 'You have' : 'There is'} nothing scheduled ${when.label}.`,
      );
    return reply(
      'schedule',
      // Issue 38: the answer says its filter: unfinished work in the period.
      `${whose} ${plural(list.length, 'unfinished ticket', 'unfinished tickets')} scheduled ${when.label}:\n${ticketLines(list)}`,
    );
  }

  if (
    !overdue &&
    /\b(when|what time|eta|how soon|how long until)\b/.test(plain) &&
    /\b(coming|come|scheduled|fix\w*|arriv\w*|visit|someone|somebody|anyone|tech\w*|repair\w*|service\w*|out|look|here|be done|get to)\b/.test(
      plain,
    )
  ) {
    const [locations, categories] = await Promise.all([tools.locations(), tools.categories()]);
    const store = findLocation(question, locations, user) ?? null;
    const category = findCategory(question, categories) ?? null;
    if (!store && !category) {
      return reply(
        'when-scheduled',
        'Which ticket do you mean? Give its number ("When is #1042 scheduled?") or the equipment and store ("When is someone coming for the ice machine at Downtown?").',
      );
    }
    const list = await tools.listTickets({ status: 'not-completed', location: store, category });
    if (isRefusal(list)) return reply('when-scheduled', list.refused);
    const what = [category, store ? `at ${store}` : ''].filter(Boolean).join(' ');
    if (list.length === 0)
      return reply(
        'when-scheduled',
        `There is no unfinished ${what} ticket among the tickets you can see.`,
      );
    const shown = list.slice(0, LINE_LIMIT);
    // Decision 037: a ticket sent to an outside vendor is coming through the vendor, not a technician.
    const vendorVisits = await Promise.all(
      shown.map((ticket) => (ticket.id ? tools.vendorVisit(ticket.id) : Promise.resolve(null))),
    );
    const lines = shown.map((ticket, index) => {
      const vendor = vendorVisits[index];
      const who = ticket.assignee
        ? `, ${ticket.assignee}`
        : vendor
          ? ''
          : ', no technician assigned yet';
      const when = ticket.schedule
        ? `scheduled ${ticket.schedule}`
        : vendor
          ? vendor
          : 'not scheduled yet';
      const both = ticket.schedule && vendor ? `; ${vendor}` : '';
      return `• #${String(ticket.number)} ${ticket.title} (${ticket.location}): ${when}${who}${both}`;
    });
    return reply('when-scheduled', `Unfinished ${what} tickets:\n${lines.join('\n')}`);
  }

  if (
    // 'How many hours did Tony work' asked by Tony is about oneself.
    (/\b(my|i|me)\b/.test(text) || (named?.id === user.id && asksHours(plain))) &&
    /\b(hours?|hrs|worked|clocked|logged|timesheet)\b/.test(text) &&
    !/\btickets?\b/.test(text)
  ) {
    // Issue 38: any period ('last week'), as the timesheet counts it; today or this week by default.
    const when =
      period ??
      (/\b(week|wk)\b/.test(text) ? thisWeek : { from: today, to: today, label: 'today' });
    if (hoursCategory ?? hoursStore) {
      const result = await tools.personWork(user.id, when);
      if (isRefusal(result)) return reply('my-hours', result.refused);
      const narrowed = await hoursOnTickets('You', result, when);
      if (narrowed) return reply('my-hours', narrowed);
    }
    let hours: { minutes: number; activeSince: string | null };
    if (when.label === 'today' || when.label === 'this week') {
      hours = await tools.myHours(when.label === 'today' ? 'today' : 'week');
    } else {
      const result = await tools.personWork(user.id, when);
      if (isRefusal(result)) return reply('my-hours', result.refused);
      hours = { minutes: result.paidMinutes, activeSince: null };
    }
    const running = hours.activeSince
      ? ` That includes your running session since ${hours.activeSince}.`
      : '';
    return reply(
      'my-hours',
      hours.minutes === 0 && !hours.activeSince
        ? `You have no time logged ${when.label}.`
        : // Issue 36: paid hours (unpaid breaks deducted), as timesheets and the payroll CSV give them.
          `You have worked ${formatMinutes(hours.minutes)} ${when.label} (${(hours.minutes / 60).toFixed(2)} paid hours, unpaid breaks deducted).${running}`,
    );
  }

  const location = findLocation(filters.positive, locations, user) ?? null;
  const category = findCategory(filters.positive, categories) ?? null;
  const priority = priorityIn(filters.positive);
  const excluded = hasExclusions(filters.exclude);
  const unassigned = filters.withoutTechnician;
  const includesCompleted =
    /\b(includ\w*|incl|with|plus|and|even) (the )?(completed|closed|done|finished)\b|\b(all|every|any) status\w*\b/.test(
      plain,
    );
  // 'Unassigned' and 'what is Dana working on' name who, not a status.
  // 'How many tickets did we open this week': 'open' the verb names when, not a status.
  const statusText = text
    .replace(OPEN_AS_VERB, ' submitted ')
    .replace(/\b(unassigned|awaiting assignment|not assigned)\b/g, ' ')
    .replace(person ? /\bworking on\b/g : /$^/, ' ');
  const statusWord = includesCompleted
    ? 'all'
    : (STATUS_PATTERNS.find(([pattern]) => pattern.test(statusText))?.[1] ?? null);
  const hasTicketWords =
    TICKET_NOUNS.test(plain) ||
    (Boolean(person) && /\b(working on|busy with|have|got)\b/.test(plain));
  const isCount = COUNT_WORDS.test(plain) || GROUP_PATTERNS.some(([pattern]) => pattern.test(text));
  const isMine =
    /\b(my|mine)\b.*\b(tickets?|work|jobs?|assignments?|work orders?|queue|tix)\b|\bassigned to me\b|\bwhat (do|should) i (have|work on)\b|\bwhats on my (plate|list)\b|\bmy (open )?(stuff|list)\b|\b(do|have) i (have|got)\b|\bi (have|got) (assigned|on)\b/.test(
      plain,
    );
  const troubleshootingCue = TROUBLESHOOTING_CUE.test(text);
  // 'Show me the urgent ones', 'what is in progress': a filter and a list verb, no ticket noun.
  const filterOnly =
    (Boolean(priority ?? statusWord) || overdue || excluded) &&
    (/\b(show|list|which|what|whats|any|see|give|display|get|find|pull up)\b/.test(plain) ||
      plain.split(' ').length <= 4) &&
    (!troubleshootingCue || (statusWord === 'completed' && Boolean(period)));
  const isTicketQuestion =
    (hasTicketWords || isMine || filterOnly) &&
    (isCount ||
      LIST_VERBS.test(plain) ||
      Boolean(location ?? priority ?? statusWord ?? period ?? person ?? category) ||
      unassigned ||
      overdue ||
      excluded ||
      isMine) &&
    // 'What did we fix last week' asks about finished work, not how to fix something.
    !(troubleshootingCue && !hasTicketWords && !(statusWord === 'completed' && period));

  if (
    isMine &&
    !isCount &&
    !location &&
    !category &&
    !priority &&
    !period &&
    !statusWord &&
    !overdue &&
    !excluded
  ) {
    const mine = await tools.myTickets();
    const whose = askerScopeFor(user) === 'own' ? 'assigned to you' : 'you submitted';
    if (mine.length === 0) return reply('my-tickets', `You have no unfinished tickets ${whose}.`);
    return reply(
      'my-tickets',
      `Your unfinished tickets ${whose} (most urgent first):\n${mine.map((ticket) => `• ${ticketLine(ticket)}`).join('\n')}`,
    );
  }

  if (isTicketQuestion) {
    const assignee = person
      ? person.name
      : (isMine || named?.id === user.id) && askerScopeFor(user) === 'own'
        ? 'me'
        : unassigned
          ? 'unassigned'
          : null;
    if (person && askerScopeFor(user) === 'own')
      return reply(
        isCount ? 'count-tickets' : 'list-tickets',
        "You can only see tickets assigned to you, not another technician's.",
      );
    const groupBy = GROUP_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
    // Issue 38: part of the question asks what is not recorded: say what is known, no nearest list.
    const unrecorded = unrecordedPart(filters.positive);
    if (
      isCount &&
      !period &&
      !assignee &&
      !overdue &&
      !excluded &&
      !unrecorded &&
      !(isMine && askerScopeFor(user) !== 'own')
    ) {
      const args: CountTicketsArgs = { status: statusWord, priority, location, category, groupBy };
      const isLooseOpen =
        args.status === 'open' &&
        !/\b(status open|unassigned|awaiting assignment|new)\b/.test(text);
      if (isLooseOpen && args.groupBy) args.status = 'not-completed';
      const result = await tools.countTickets(args);
      if (result.error) return reply('count-tickets', result.error);
      const scope =
        askerScopeFor(user) === 'chain'
          ? args.location
            ? ''
            : ` ${result.scope}`
          : ` ${result.scope}`;
      const counted = (count: number) =>
        `${String(count)} ${count === 1 ? result.description.replace(/\btickets\b/, 'ticket') : result.description}`;
      if (result.groups) {
        if (result.groups.length === 0)
          return reply('count-tickets', `There are no ${result.description}${scope}.`);
        const groupName = {
          location: 'store',
          category: 'category',
          status: 'status',
          priority: 'priority',
        }[args.groupBy ?? 'status'];
        const lines = result.groups.map((group) => `• ${group.key}: ${String(group.count)}`);
        return reply(
          'count-tickets',
          `${counted(result.total)}${scope}, by ${groupName}:\n${lines.join('\n')}`,
        );
      }
      if (isLooseOpen) {
        const unfinished = await tools.countTickets({ ...args, status: 'not-completed' });
        if (!unfinished.error) {
          const described = (count: number) =>
            `${String(count)} ${count === 1 ? unfinished.description.replace(/\btickets\b/, 'ticket') : unfinished.description}`;
          const sentence = `There ${unfinished.total === 1 ? 'is' : 'are'} ${described(unfinished.total)}${scope}`;
          if (unfinished.total === 0) return reply('count-tickets', `${sentence}.`);
          return reply(
            'count-tickets',
            `${sentence}; ${String(result.total)} of them ${result.total === 1 ? 'is' : 'are'} still Open (not yet accepted by a technician).`,
          );
        }
      }
      const sentence = `There ${result.total === 1 ? 'is' : 'are'} ${counted(result.total)}${scope}`;
      if (!args.status && result.total > 0) {
        // No status named: every ticket counts, and the split says how many are still to do.
        const unfinished = await tools.countTickets({ ...args, status: 'not-completed' });
        if (!unfinished.error)
          return reply(
            'count-tickets',
            `${sentence}: ${statusSplit(result.total, unfinished.total)}.`,
          );
      }
      return reply('count-tickets', `${sentence}.`);
    }
    const namedStatus =
      statusWord === 'open'
        ? statusOf(statusText, true)
        : (statusWord ?? (period ? 'all' : 'not-completed'));
    // Overdue is about unfinished work: a completed ticket is never overdue.
    const status =
      overdue && (namedStatus === 'all' || namedStatus === 'completed')
        ? 'not-completed'
        : namedStatus;
    const args: ListTicketsArgs = {
      status,
      priority,
      location,
      category,
      assignee: isMine && askerScopeFor(user) !== 'own' ? null : assignee,
      ...(overdue ? { overdue: true } : {}),
      ...(excluded
        ? {
            notLocations: filters.exclude.locations,
            notCategories: filters.exclude.categories,
            notPriorities: filters.exclude.priorities,
            notAssignees: filters.exclude.assignees,
          }
        : {}),
    };
    // 'Completed last week', 'what did we fix today': the period is when the work was finished.
    const byCompletion = status === 'completed' && Boolean(period);
    if (period) {
      if (byCompletion) {
        args.completedFrom = period.from;
        args.completedTo = period.to;
      } else {
        args.submittedFrom = period.from;
        args.submittedTo = period.to;
      }
    }
    if (
      args.status === 'open' &&
      !/\b(unassigned|awaiting assignment|new|status open)\b/.test(plain)
    )
      args.status = 'not-completed';
    let list = await tools.listTickets(args);
    if (isRefusal(list)) return reply(isCount ? 'count-tickets' : 'list-tickets', list.refused);
    if (isMine && askerScopeFor(user) === 'store') {
      const mine = new Set((await tools.myTickets()).map((ticket) => ticket.number));
      list = list.filter((ticket) => mine.has(ticket.number));
    }
    const words = [
      priority ?? '',
      args.status === 'not-completed'
        ? 'unfinished'
        : args.status && args.status !== 'all' && !byCompletion
          ? args.status.replace(/-/g, ' ')
          : '',
      category ?? '',
      'tickets',
      location ? `at ${location}` : '',
      person
        ? `assigned to ${person.name}`
        : unassigned
          ? 'with no technician'
          : isMine && askerScopeFor(user) === 'own'
            ? 'assigned to you'
            : '',
      period ? `${byCompletion ? 'completed' : 'submitted'} ${period.label}` : '',
      overdue ? 'scheduled to end before now' : '',
    ].filter(Boolean);
    // Issue 38: every count and list says the filter it used, exclusions included.
    const description = [words.join(' '), describeExclusions(filters.exclude)]
      .filter(Boolean)
      .join(', ');
    const scope =
      askerScopeFor(user) === 'chain'
        ? ''
        : ` (${askerScopeFor(user) === 'own' ? 'of the tickets assigned to you' : `of the tickets you can see`})`;
    if (unrecorded) {
      const known = `${String(list.length)} ${list.length === 1 ? description.replace(/\btickets\b/, 'ticket') : description}${scope}`;
      return reply(
        'unrecorded',
        `What I know: there ${list.length === 1 ? 'is' : 'are'} ${known}. The rest of the question cannot be answered: ${unrecorded} in FixFlow, so I can't narrow them down by it.`,
      );
    }
    if (isCount) {
      const sentence = `There ${list.length === 1 ? 'is' : 'are'} ${String(list.length)} ${list.length === 1 ? description.replace(/\btickets\b/, 'ticket') : description}${scope}`;
      if (args.status !== 'all' || list.length === 0) return reply('count-tickets', `${sentence}.`);
      const unfinished = list.filter((ticket) => ticket.status !== statusLabel('completed')).length;
      return reply('count-tickets', `${sentence}: ${statusSplit(list.length, unfinished)}.`);
    }
    if (list.length === 0) return reply('list-tickets', `There are no ${description}${scope}.`);
    return reply(
      'list-tickets',
      `${String(list.length)} ${list.length === 1 ? description.replace(/\btickets\b/, 'ticket') : description}${scope}:\n${ticketLines(list)}`,
    );
  }

  // Troubleshooting: only for a question about fixing something, never as a guess.
  const searchText = `${question} ${context ?? ''}`;
  const [best] = tools.searchTroubleshooting(searchText);
  const hasEquipmentWords = tokenize(question).length >= 2;
  // A guide answers a report of a fault: equipment and a symptom or a request to fix it.
  const aboutEquipment = Boolean(category) || (best?.score ?? 0) >= 6;
  const describesFault =
    troubleshootingCue ||
    /\b(not|no|wont|cant|doesnt|isnt|arent|never|stopped|quit)\s+\w+|\b(specks?|mold|slime|drip\w*|drain\w*|flicker\w*|rattl\w*|buzz\w*|smok\w*|spark\w*|frost\w*|ic(ed|ing) up|dirty|slow|loud|making|blowing|overflow\w*|backing up|backed up|uneven|burn\w*|tripping|dead|down|off|beeping|alarm\w*|code)\b/.test(
      plain,
    );
  if (
    best &&
    hasEquipmentWords &&
    aboutEquipment &&
    describesFault &&
    !isCount &&
    best.score >= 2.5
  ) {
    const steps = best.steps.map((step, index) => `${String(index + 1)}. ${step}`).join('\n');
    return reply(
      'troubleshooting',
      `For “${best.symptom}” (${best.category}):\nSafety: ${best.safety}\n${steps}\nStop and call a pro: ${best.callAPro}`,
    );
  }
  return reply('unknown', cannotAnswer(user.role));
}
