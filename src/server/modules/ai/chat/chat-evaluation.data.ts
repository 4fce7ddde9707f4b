// Issue 23: the chat's evaluation set. A fixed fixture chain (seeded by chat-evaluation.test.ts)
// and questions asked by an admin, the Downtown manager and the technician Tony Russo, each with
// the answer expected: the tickets (checked against the answer's ticket links), a count, words the
// answer must hold, or a refusal. Expected tickets and counts are written as filters over the
// fixture and narrowed to what the asker may see by plain code in the test, not by the chat.
//
// The questions were written before the engine was tuned, in the wordings staff use: short
// forms, typos, no punctuation, several filters at once. The clock is Tue 2026-01-06 09:00 in
// New York; weeks start on Sunday (this week: Jan 4–10, last week: Dec 28–Jan 3).

export type Role = 'admin' | 'manager' | 'technician';
export type Day = 'today' | 'yesterday' | 'this week' | 'last week' | 'last month' | 'tomorrow';

export interface FixtureTicket {
  key: string;
  title: string;
  store: string;
  category: string;
  priority: 'low' | 'medium' | 'urgent';
  status:
    | 'open'
    | 'accepted'
    | 'in-progress'
    | 'waiting-for-parts'
    | 'waiting-for-third-party'
    | 'completed';
  assignee: string | null;
  /** Submitted this many days before today (business days), by the manager or the admin. */
  daysAgo: number;
  by: 'manager' | 'admin';
  /** Scheduled: days from today, start and end hour (business time). */
  slot?: [number, number, number];
  equipment?: string;
}

export const TECHNICIANS = [
  { name: 'Tony Russo', username: 'tony', certifications: ['Refrigeration'] },
  {
    name: 'Maria Lopez',
    username: 'maria',
    certifications: ['Fryer Systems', 'Kitchen Equipment'],
  },
  { name: 'Sam Patel', username: 'sam', certifications: ['HVAC', 'Electrical'] },
  { name: 'Dana Kim', username: 'dana', certifications: ['Refrigeration'] },
] as const;

export const UNITS = [
  { name: 'Fryer 2', store: 'Downtown', category: 'Fryer', warrantyEndDate: '2026-06-30' },
  { name: 'Fryer 1', store: 'Downtown', category: 'Fryer', warrantyEndDate: '2025-03-01' },
  { name: 'Walk-in Cooler', store: 'Downtown', category: 'Freezer', warrantyEndDate: null },
  { name: 'Ice Machine', store: 'Airport', category: 'Ice Machine', warrantyEndDate: '2027-01-15' },
  {
    name: 'Walk-in Freezer',
    store: 'North Side',
    category: 'Freezer',
    warrantyEndDate: '2025-10-01',
  },
  { name: 'Fryer 2', store: 'Airport', category: 'Fryer', warrantyEndDate: '2026-12-31' },
] as const;

export const TICKETS: FixtureTicket[] = [
  {
    key: 'T1',
    title: 'Walk-in cooler at 45F',
    store: 'Downtown',
    category: 'Freezer',
    priority: 'urgent',
    status: 'in-progress',
    assignee: 'Tony Russo',
    daysAgo: 0,
    by: 'manager',
    slot: [0, 10, 12],
    equipment: 'Walk-in Cooler@Downtown',
  },
  {
    key: 'T2',
    title: 'Fryer 2 not heating',
    store: 'Downtown',
    category: 'Fryer',
    priority: 'medium',
    status: 'accepted',
    assignee: 'Maria Lopez',
    daysAgo: 1,
    by: 'manager',
    slot: [1, 9, 10],
    equipment: 'Fryer 2@Downtown',
  },
  {
    key: 'T3',
    title: 'Ice machine making no ice',
    store: 'Downtown',
    category: 'Ice Machine',
    priority: 'medium',
    status: 'open',
    assignee: null,
    daysAgo: 0,
    by: 'manager',
  },
  {
    key: 'T4',
    title: 'Ice machine leaking water',
    store: 'Airport',
    category: 'Ice Machine',
    priority: 'urgent',
    status: 'accepted',
    assignee: 'Tony Russo',
    daysAgo: 3,
    by: 'admin',
    slot: [0, 14, 15],
    equipment: 'Ice Machine@Airport',
  },
  {
    key: 'T5',
    title: 'Hood fan rattling loudly',
    store: 'Airport',
    category: 'HVAC',
    priority: 'low',
    status: 'open',
    assignee: null,
    daysAgo: 10,
    by: 'admin',
  },
  {
    key: 'T6',
    title: 'Reach-in door gasket torn',
    store: 'Mall Location',
    category: 'Freezer',
    priority: 'low',
    status: 'completed',
    assignee: 'Tony Russo',
    daysAgo: 20,
    by: 'admin',
  },
  {
    key: 'T7',
    title: 'Breaker tripping in kitchen',
    store: 'Highway 101',
    category: 'Electrical',
    priority: 'urgent',
    status: 'waiting-for-parts',
    assignee: 'Sam Patel',
    daysAgo: 2,
    by: 'admin',
  },
  {
    key: 'T8',
    title: 'Grease trap backing up',
    store: 'North Side',
    category: 'Plumbing',
    priority: 'urgent',
    status: 'open',
    assignee: null,
    daysAgo: 0,
    by: 'admin',
  },
  {
    key: 'T9',
    title: 'Flat top uneven heat',
    store: 'Downtown',
    category: 'Grill',
    priority: 'medium',
    status: 'completed',
    assignee: 'Maria Lopez',
    daysAgo: 15,
    by: 'manager',
  },
  {
    key: 'T10',
    title: 'Fryer 2 oil not heating again',
    store: 'Downtown',
    category: 'Fryer',
    priority: 'urgent',
    status: 'completed',
    assignee: 'Maria Lopez',
    daysAgo: 30,
    by: 'manager',
    equipment: 'Fryer 2@Downtown',
  },
  {
    key: 'T11',
    title: 'Fryer 2 high limit trips',
    store: 'Downtown',
    category: 'Fryer',
    priority: 'medium',
    status: 'completed',
    assignee: 'Maria Lopez',
    daysAgo: 50,
    by: 'manager',
    equipment: 'Fryer 2@Downtown',
  },
  {
    key: 'T12',
    title: 'AC not cooling dining room',
    store: 'Mall Location',
    category: 'HVAC',
    priority: 'medium',
    status: 'in-progress',
    assignee: 'Sam Patel',
    daysAgo: 1,
    by: 'admin',
    slot: [0, 13, 15],
  },
  {
    key: 'T13',
    title: 'Walk-in freezer door will not close',
    store: 'North Side',
    category: 'Freezer',
    priority: 'urgent',
    status: 'accepted',
    assignee: 'Dana Kim',
    daysAgo: 0,
    by: 'admin',
    slot: [1, 8, 10],
  },
  {
    key: 'T14',
    title: 'Dish machine not draining',
    store: 'Airport',
    category: 'Other',
    priority: 'low',
    status: 'waiting-for-third-party',
    assignee: null,
    daysAgo: 5,
    by: 'admin',
  },
  {
    key: 'T15',
    title: 'Lights flickering in dining area',
    store: 'Downtown',
    category: 'Electrical',
    priority: 'low',
    status: 'open',
    assignee: null,
    daysAgo: 8,
    by: 'manager',
  },
  {
    key: 'T16',
    title: 'Walk-in cooler compressor noisy',
    store: 'Airport',
    category: 'Freezer',
    priority: 'medium',
    status: 'accepted',
    assignee: 'Tony Russo',
    daysAgo: 0,
    by: 'admin',
    slot: [6, 9, 11],
  },
  {
    key: 'T17',
    title: 'Sink faucet dripping',
    store: 'Downtown',
    category: 'Plumbing',
    priority: 'low',
    status: 'completed',
    assignee: 'Tony Russo',
    daysAgo: 3,
    by: 'manager',
  },
  {
    key: 'T18',
    title: 'Ice bin scoop holder broken',
    store: 'Highway 101',
    category: 'Ice Machine',
    priority: 'low',
    status: 'open',
    assignee: null,
    daysAgo: 1,
    by: 'admin',
  },
];

/** Time on tickets: [technician, ticket, clock-in, clock-out] in New York time. */
export const SESSIONS: [string, string, string, string][] = [
  ['Tony Russo', 'T4', '2026-01-04T06:00', '2026-01-04T20:00'],
  ['Tony Russo', 'T1', '2026-01-05T05:00', '2026-01-05T21:00'],
  ['Tony Russo', 'T16', '2026-01-06T02:00', '2026-01-06T09:00'],
  ['Tony Russo', 'T17', '2026-01-03T08:00', '2026-01-03T10:00'],
  ['Maria Lopez', 'T2', '2026-01-05T08:00', '2026-01-05T16:00'],
  ['Maria Lopez', 'T9', '2025-12-22T09:00', '2025-12-22T13:00'],
  ['Sam Patel', 'T7', '2026-01-04T09:00', '2026-01-04T13:00'],
  ['Sam Patel', 'T12', '2026-01-06T06:00', '2026-01-06T08:00'],
];

/** Preventive maintenance visits never done: [store, due day]. */
export const MISSED_PM: [string, string][] = [
  ['Downtown', '2025-12-20'],
  ['Downtown', '2025-12-27'],
  ['North Side', '2025-12-28'],
];

export interface TicketFilter {
  /** Default: unfinished for lists; 'all' counts every status. */
  status?: 'unfinished' | 'all' | FixtureTicket['status'][];
  priority?: FixtureTicket['priority'];
  store?: string;
  category?: string;
  /** A technician's name, 'unassigned', or 'asker' (the technician asking). */
  assignee?: string;
  submitted?: Day;
  scheduled?: Day;
}

export type Expectation =
  | { tickets: TicketFilter }
  | { ticketKeys: string[] }
  | { count: TicketFilter }
  /** Every pattern must be in the answer (case-insensitive). */
  | { says: string[] }
  /** A plain refusal: the asker may not see this. */
  | { refused: true };

export interface EvalQuestion {
  /** `{T4}` is replaced by that ticket's number. */
  q: string;
  expect: Expectation;
  /** Another expectation for a role. */
  byRole?: Partial<Record<Role, Expectation>>;
}

const REFUSED = { refused: true } as const;
const UNKNOWN: Expectation = { says: ["I can't answer that yet", 'Try for example'] };
const GUIDE: Expectation = { says: ['Safety:', 'Stop and call a pro:'] };

export const QUESTIONS: EvalQuestion[] = [
  // Lists by one or several filters.
  { q: 'show open freezer tickets', expect: { tickets: { category: 'Freezer' } } },
  {
    q: 'list urgent tickets at Downtown',
    expect: { tickets: { priority: 'urgent', store: 'Downtown' } },
  },
  { q: 'urgent tix downtwon', expect: { tickets: { priority: 'urgent', store: 'Downtown' } } },
  { q: 'Which tickets are urgent?', expect: { tickets: { priority: 'urgent' } } },
  {
    q: 'show me all the urgent ones at the airport',
    expect: { tickets: { priority: 'urgent', store: 'Airport' } },
  },
  { q: 'any open tickets at North Side?', expect: { tickets: { store: 'North Side' } } },
  { q: 'list tickets at northside', expect: { tickets: { store: 'North Side' } } },
  { q: 'what tickets are open at hwy 101', expect: { tickets: { store: 'Highway 101' } } },
  { q: 'show tickets for the mall', expect: { tickets: { store: 'Mall Location' } } },
  {
    q: 'which ice machine tickets are still open',
    expect: { tickets: { category: 'Ice Machine' } },
  },
  { q: 'show hvac tickets', expect: { tickets: { category: 'HVAC' } } },
  { q: 'list the plumbing issues', expect: { tickets: { category: 'Plumbing' } } },
  { q: 'electrical tickets pls', expect: { tickets: { category: 'Electrical' } } },
  { q: 'Show me low priority tickets', expect: { tickets: { priority: 'low' } } },
  {
    q: 'medium priority tickets at downtown',
    expect: { tickets: { priority: 'medium', store: 'Downtown' } },
  },
  {
    q: 'which tickets are waiting for parts',
    expect: { tickets: { status: ['waiting-for-parts'] } },
  },
  {
    q: 'tickets waiting on a vendor',
    expect: { tickets: { status: ['waiting-for-third-party'] } },
  },
  { q: 'what is in progress right now', expect: { tickets: { status: ['in-progress'] } } },
  { q: 'show in-progress tickets', expect: { tickets: { status: ['in-progress'] } } },
  { q: 'list accepted tickets', expect: { tickets: { status: ['accepted'] } } },
  { q: 'show completed tickets', expect: { tickets: { status: ['completed'] } } },
  {
    q: 'which tickets were closed at downtown',
    expect: { tickets: { status: ['completed'], store: 'Downtown' } },
  },
  { q: 'show unassigned tickets', expect: { tickets: { assignee: 'unassigned' } } },
  { q: 'which tickets have no technician', expect: { tickets: { assignee: 'unassigned' } } },
  { q: 'show the walk-in tickets', expect: { tickets: { category: 'Freezer' } } },
  {
    q: 'open cooler tickets at airport',
    expect: { tickets: { category: 'Freezer', store: 'Airport' } },
  },
  { q: 'fryer tickets downtown', expect: { tickets: { category: 'Fryer', store: 'Downtown' } } },
  {
    q: 'list all fryer tickets including completed ones',
    expect: { tickets: { category: 'Fryer', status: 'all' } },
  },
  { q: 'grill tickets', expect: { tickets: { category: 'Grill' } } },
  {
    q: 'show urgent freezer tickets',
    expect: { tickets: { priority: 'urgent', category: 'Freezer' } },
  },
  { q: 'LIST URGENT TICKETS', expect: { tickets: { priority: 'urgent' } } },
  { q: 'show emergencies', expect: { tickets: { priority: 'urgent' } } },
  {
    q: 'any emergency tickets at north side',
    expect: { tickets: { priority: 'urgent', store: 'North Side' } },
  },
  {
    q: 'open tickets at my store',
    expect: { tickets: {} },
    byRole: { manager: { tickets: { store: 'Downtown' } } },
  },
  { q: 'show pending work orders', expect: { tickets: {} } },
  { q: 'what tickets are open', expect: { tickets: {} } },
  { q: 'show all tickets', expect: { tickets: {} } },
  { q: 'list tickets', expect: { tickets: {} } },
  {
    q: 'which repairs are still outstanding at the airport',
    expect: { tickets: { store: 'Airport' } },
  },
  { q: 'show low tickets at airport', expect: { tickets: { priority: 'low', store: 'Airport' } } },
  // Dates.
  { q: 'tickets submitted today', expect: { tickets: { submitted: 'today', status: 'all' } } },
  { q: 'what tickets came in today?', expect: { tickets: { submitted: 'today', status: 'all' } } },
  {
    q: 'show tickets from yesterday',
    expect: { tickets: { submitted: 'yesterday', status: 'all' } },
  },
  { q: 'tickets opened this week', expect: { tickets: { submitted: 'this week', status: 'all' } } },
  {
    q: 'list tickets created last week',
    expect: { tickets: { submitted: 'last week', status: 'all' } },
  },
  { q: 'tickets from last month', expect: { tickets: { submitted: 'last month', status: 'all' } } },
  {
    q: 'urgent tickets this week',
    expect: { tickets: { priority: 'urgent', submitted: 'this week', status: 'all' } },
  },
  {
    q: 'downtown tickets last month',
    expect: { tickets: { store: 'Downtown', submitted: 'last month', status: 'all' } },
  },
  {
    q: 'how many tickets came in this week',
    expect: { count: { submitted: 'this week', status: 'all' } },
  },
  {
    q: 'how many tickets were submitted yesterday',
    expect: { count: { submitted: 'yesterday', status: 'all' } },
  },
  {
    q: 'count tickets from last month',
    expect: { count: { submitted: 'last month', status: 'all' } },
  },
  // Counts.
  { q: 'How many urgent tickets are open?', expect: { count: { priority: 'urgent' } } },
  { q: 'how many tickets at downtown', expect: { count: { store: 'Downtown', status: 'all' } } },
  { q: 'how many open tickets at the airport', expect: { count: { store: 'Airport' } } },
  { q: 'number of freezer tickets', expect: { count: { category: 'Freezer', status: 'all' } } },
  { q: 'how many completed tickets are there', expect: { count: { status: ['completed'] } } },
  {
    q: 'how mny tickets are waiting for parts',
    expect: { count: { status: ['waiting-for-parts'] } },
  },
  { q: 'how many low priority tickets', expect: { count: { priority: 'low', status: 'all' } } },
  {
    q: 'how many ice machine tickets do we have',
    expect: { count: { category: 'Ice Machine', status: 'all' } },
  },
  {
    q: 'count of urgent tickets at north side',
    expect: { count: { priority: 'urgent', store: 'North Side', status: 'all' } },
  },
  { q: 'how many tickets are in progress', expect: { count: { status: ['in-progress'] } } },
  { q: 'how many unassigned tickets', expect: { count: { assignee: 'unassigned' } } },
  { q: 'total tickets at hwy 101', expect: { count: { store: 'Highway 101', status: 'all' } } },
  {
    q: 'how many hvac tickets at the mall',
    expect: { count: { category: 'HVAC', store: 'Mall Location', status: 'all' } },
  },
  { q: 'how many plumbing problems', expect: { count: { category: 'Plumbing', status: 'all' } } },
  {
    q: 'hw many urgent tix downtown',
    expect: { count: { priority: 'urgent', store: 'Downtown', status: 'all' } },
  },
  {
    q: 'how many tickets does Tony have',
    expect: { count: { assignee: 'Tony Russo' } },
    byRole: { technician: { count: { assignee: 'Tony Russo' } } },
  },
  // An assignee.
  {
    q: "show Maria's tickets",
    expect: { tickets: { assignee: 'Maria Lopez' } },
    byRole: { technician: REFUSED },
  },
  {
    q: 'tickets assigned to Sam Patel',
    expect: { tickets: { assignee: 'Sam Patel' } },
    byRole: { technician: REFUSED },
  },
  {
    q: 'what is dana working on',
    expect: { tickets: { assignee: 'Dana Kim' } },
    byRole: { technician: REFUSED },
  },
  { q: 'list tickets for tony', expect: { tickets: { assignee: 'Tony Russo' } } },
  {
    q: 'which urgent tickets does Maria have',
    expect: { tickets: { assignee: 'Maria Lopez', priority: 'urgent' } },
    byRole: { technician: REFUSED },
  },
  // Mine.
  {
    q: 'What are my tickets?',
    expect: { says: ['Your unfinished tickets'] },
    byRole: { technician: { tickets: { assignee: 'asker' } } },
  },
  {
    q: 'my tickets',
    expect: { says: ['Your unfinished tickets'] },
    byRole: { technician: { tickets: { assignee: 'asker' } } },
  },
  {
    q: 'what do i have to work on',
    expect: { says: ['Your unfinished tickets'] },
    byRole: { technician: { tickets: { assignee: 'asker' } } },
  },
  {
    q: 'my urgent tickets',
    expect: { tickets: { priority: 'urgent' } },
    byRole: {
      manager: { tickets: { priority: 'urgent', store: 'Downtown' } },
      technician: { tickets: { assignee: 'asker', priority: 'urgent' } },
    },
  },
  // A ticket by number.
  {
    q: 'What is the status of #{T4}?',
    expect: { ticketKeys: ['T4'] },
    byRole: { manager: { says: ["couldn't find ticket"] } },
  },
  { q: 'status of ticket {T1}', expect: { ticketKeys: ['T1'] } },
  {
    q: 'who is assigned to #{T12}',
    expect: { ticketKeys: ['T12'] },
    byRole: {
      manager: { says: ["couldn't find ticket"] },
      technician: { says: ["couldn't find ticket"] },
    },
  },
  {
    q: 'when is #{T2} scheduled',
    expect: { ticketKeys: ['T2'] },
    byRole: { technician: { says: ["couldn't find ticket"] } },
  },
  { q: '#{T17}', expect: { ticketKeys: ['T17'] } },
  {
    q: 'tkt {T8} status?',
    expect: { ticketKeys: ['T8'] },
    byRole: {
      manager: { says: ["couldn't find ticket"] },
      technician: { says: ["couldn't find ticket"] },
    },
  },
  // When someone is coming.
  {
    q: 'when is someone coming for the ice machine?',
    expect: { tickets: { category: 'Ice Machine' } },
  },
  { q: 'when will a tech come fix the walk-in', expect: { tickets: { category: 'Freezer' } } },
  {
    q: 'when is the fryer getting fixed at downtown',
    expect: { tickets: { category: 'Fryer', store: 'Downtown' } },
    byRole: { technician: { says: ['There is no unfinished'] } },
  },
  {
    q: 'eta on the AC repair at the mall?',
    expect: { tickets: { category: 'HVAC', store: 'Mall Location' } },
    byRole: {
      manager: { says: ['There is no unfinished'] },
      technician: { says: ['There is no unfinished'] },
    },
  },
  {
    q: 'what time is someone coming for the grease trap',
    expect: { tickets: { category: 'Plumbing' } },
    byRole: {
      manager: { says: ['There is no unfinished'] },
      technician: { says: ['There is no unfinished'] },
    },
  },
  {
    q: 'when r u sending someone for the ice machine at the airport',
    expect: { tickets: { category: 'Ice Machine', store: 'Airport' } },
    byRole: { manager: { says: ['There is no unfinished'] } },
  },
  // Schedules.
  {
    q: "what's on my schedule today?",
    expect: { tickets: { scheduled: 'today' } },
    byRole: { technician: { tickets: { scheduled: 'today', assignee: 'asker' } } },
  },
  {
    q: 'my schedule tomorrow',
    expect: { tickets: { scheduled: 'tomorrow' } },
    byRole: { technician: { says: ['nothing scheduled tomorrow'] } },
  },
  {
    q: 'whats scheduled today',
    expect: { tickets: { scheduled: 'today' } },
    byRole: { technician: { tickets: { scheduled: 'today', assignee: 'asker' } } },
  },
  {
    q: 'where do i go today',
    expect: { tickets: { scheduled: 'today' } },
    byRole: { technician: { tickets: { scheduled: 'today', assignee: 'asker' } } },
  },
  {
    q: "what is Tony's schedule today",
    expect: { tickets: { scheduled: 'today', assignee: 'Tony Russo' } },
  },
  {
    q: 'sams schedule today',
    expect: { tickets: { scheduled: 'today', assignee: 'Sam Patel' } },
    byRole: { technician: REFUSED },
  },
  {
    q: 'what does Dana have scheduled tomorrow',
    expect: { tickets: { scheduled: 'tomorrow', assignee: 'Dana Kim' } },
    byRole: { technician: REFUSED },
  },
  {
    q: 'my calendar next week',
    expect: { ticketKeys: ['T16'] },
    byRole: {
      manager: { says: ['nothing scheduled next week'] },
      technician: { ticketKeys: ['T16'] },
    },
  },
  // Work done.
  {
    q: 'what did Tony work on this week?',
    expect: { ticketKeys: ['T4', 'T1', 'T16'] },
    byRole: { manager: REFUSED },
  },
  {
    q: 'what has maria been working on',
    expect: { ticketKeys: ['T2'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'what did sam do this week',
    expect: { ticketKeys: ['T7', 'T12'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'what did i work on this week',
    expect: { says: ['logged no time'] },
    byRole: { technician: { ticketKeys: ['T4', 'T1', 'T16'] } },
  },
  {
    q: 'what did tony work on last week',
    expect: { ticketKeys: ['T17'] },
    byRole: { manager: REFUSED },
  },
  {
    q: 'what did Maria work on last month',
    expect: { ticketKeys: ['T9'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  // Who fits a job.
  {
    q: 'who is the best technician for the walk-in?',
    expect: { says: ['Dana Kim fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'who should i send to fix the fryer',
    expect: { says: ['Maria Lopez fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'which tech is qualified for hvac work',
    expect: { says: ['Sam Patel fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'best tech for the ice machine',
    expect: { says: ['Dana Kim fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'who can fix a breaker problem',
    expect: { says: ['Sam Patel fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'who is certified for grills',
    expect: { says: ['Maria Lopez fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'who should handle the cooler at the airport',
    expect: { says: ['Dana Kim fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  // Equipment: warranty and repeat failures.
  {
    q: 'Is Fryer 2 at Downtown under warranty?',
    expect: { says: ['Yes', 'Fryer 2 at Downtown', '2026-06-30'] },
    byRole: { technician: { says: ['No unit you can see at Downtown'] } },
  },
  {
    q: 'fryer 2 downtown warranty?',
    expect: { says: ['Yes', 'Fryer 2 at Downtown'] },
    byRole: { technician: { says: ['No unit you can see at Downtown'] } },
  },
  {
    q: 'is fryer 1 at downtown still under warranty',
    expect: { says: ['No', 'Fryer 1 at Downtown', 'ended on 2025-03-01'] },
    byRole: { technician: { says: ['No unit you can see at Downtown'] } },
  },
  {
    q: 'does the walk-in cooler at downtown have a warranty',
    expect: { says: ['Walk-in Cooler at Downtown has no warranty on record'] },
  },
  {
    q: 'is the airport ice machine under warranty',
    expect: { says: ['Yes', 'Ice Machine at Airport', '2027-01-15'] },
    byRole: { manager: { says: ['No unit you can see at Airport'] } },
  },
  {
    q: 'which equipment is under warranty',
    expect: { says: ['Fryer 2 at Downtown', 'Ice Machine at Airport', 'Fryer 2 at Airport'] },
    byRole: {
      manager: { says: ['Fryer 2 at Downtown'] },
      technician: { says: ['Ice Machine at Airport'] },
    },
  },
  {
    q: 'which units have an expired warranty',
    expect: { says: ['Fryer 1 at Downtown', 'Walk-in Freezer at North Side'] },
    byRole: {
      manager: { says: ['Fryer 1 at Downtown'] },
      technician: { says: ['No unit you can see has an expired warranty'] },
    },
  },
  {
    q: 'warrenty on the north side walk in freezer?',
    expect: { says: ['No', 'Walk-in Freezer at North Side', 'ended'] },
    byRole: {
      manager: { says: ['No unit you can see at North Side'] },
      technician: { says: ['No unit you can see at North Side'] },
    },
  },
  {
    q: 'which equipment keeps breaking',
    expect: { says: ['Fryer 2 at Downtown', '3 tickets'] },
    byRole: { technician: { says: ['No unit you can see has repeat failures'] } },
  },
  {
    q: 'any repeat failures?',
    expect: { says: ['Fryer 2 at Downtown'] },
    byRole: { technician: { says: ['No unit you can see has repeat failures'] } },
  },
  {
    q: 'what equipment breaks down the most at downtown',
    expect: { says: ['Fryer 2 at Downtown'] },
    byRole: { technician: { says: ['No unit you can see at Downtown has repeat failures'] } },
  },
  {
    q: 'repeat repairs at the airport',
    expect: { says: ['No unit you can see at Airport has repeat failures'] },
  },
  // Preventive maintenance.
  {
    q: 'Which stores have overdue preventive maintenance?',
    expect: { says: ['Downtown: 2 visits', 'North Side: 1 visit'] },
    byRole: { manager: { says: ['Downtown: 2 visits'] }, technician: REFUSED },
  },
  {
    q: 'overdue PMs?',
    expect: { says: ['Downtown: 2 visits', 'North Side: 1 visit'] },
    byRole: { manager: { says: ['Downtown: 2 visits'] }, technician: REFUSED },
  },
  {
    q: 'any missed preventative maintenance',
    expect: { says: ['Downtown: 2 visits'] },
    byRole: { technician: REFUSED },
  },
  {
    q: 'is downtown behind on pm',
    expect: { says: ['Downtown: 2 visits'] },
    byRole: { technician: REFUSED },
  },
  {
    q: 'pm compliance at the airport',
    expect: { says: ['Airport has no overdue preventive maintenance'] },
    byRole: { manager: { says: ['has no overdue preventive maintenance'] }, technician: REFUSED },
  },
  {
    q: 'maintenance plans overdue at north side',
    expect: { says: ['North Side: 1 visit'] },
    byRole: {
      manager: { says: ['North Side has no overdue preventive maintenance'] },
      technician: REFUSED,
    },
  },
  // Overtime and hours.
  {
    q: 'Who is close to overtime this week?',
    expect: { says: ['Tony Russo'] },
    byRole: { manager: { says: ['Nobody you manage is close to overtime'] } },
  },
  {
    q: 'anyone near OT?',
    expect: { says: ['Tony Russo'] },
    byRole: { manager: { says: ['Nobody you manage is close to overtime'] } },
  },
  {
    q: 'who is going into overtime',
    expect: { says: ['Tony Russo'] },
    byRole: { manager: { says: ['Nobody you manage is close to overtime'] } },
  },
  {
    q: 'am i close to overtime',
    expect: { says: ['not close to overtime'] },
    byRole: { technician: { says: ['37h 0m'] } },
  },
  {
    q: 'overtime this week',
    expect: { says: ['Tony Russo'] },
    byRole: { manager: { says: ['Nobody you manage is close to overtime'] } },
  },
  {
    q: 'How many hours did I work this week?',
    expect: { says: ['You have no time logged this week'] },
    byRole: { technician: { says: ['You have worked 37h 0m this week'] } },
  },
  {
    q: 'my hours today',
    expect: { says: ['You have no time logged today'] },
    byRole: { technician: { says: ['You have worked 7h 0m today'] } },
  },
  {
    q: 'how much time have i logged this week',
    expect: { says: ['You have no time logged this week'] },
    byRole: { technician: { says: ['37h 0m'] } },
  },
  {
    q: 'Who is clocked in right now?',
    expect: { says: ['Nobody is clocked in right now'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  // Costs (issue 22), admins only. The fixture: Tony costs $40/h; an approved $450 invoice on T16
  // (Airport, Freezer) and $100 on T1 (Downtown). T16's 7 h session is $280 of labour.
  {
    q: 'What did we spend on refrigeration at Airport this quarter?',
    expect: { says: ['Freezer at Airport this quarter', '$730.00', '$280.00', '$450.00'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'how much did the fryer repairs cost',
    // Only Maria (no hourly cost) worked on the fryer tickets this year.
    expect: { says: ['on Fryer this year', '$0.00'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  // Vendors (issue 22), admins only: the fixture's Polar Service is Airport's first call for Freezer.
  {
    q: 'which vendor do we use for hvac',
    expect: { says: ['No active vendor serves HVAC'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'which vendor fixes the walk-in at airport',
    expect: { says: ['Vendors for Freezer at Airport', '1st call: Polar Service (555-0199)'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  // How-to.
  {
    q: 'how do I create a ticket?',
    expect: { says: ['Create Ticket'] },
    byRole: { technician: { says: ['Technicians do not create tickets'] } },
  },
  {
    q: 'how can i submit a new work order',
    expect: { says: ['Create Ticket'] },
    byRole: { technician: { says: ['Technicians do not create tickets'] } },
  },
  {
    q: 'how do i assign a ticket to a tech',
    expect: { says: ['press Assign'] },
    byRole: {
      manager: { says: ['Only admins assign'] },
      technician: { says: ['Admins assign tickets'] },
    },
  },
  { q: 'how do I clock in?', expect: { says: ['Clock In'] } },
  { q: 'how to clock out', expect: { says: ['Clock Out'] } },
  { q: 'how do i complete a ticket', expect: { says: ['press Complete'] } },
  { q: 'how can I add a photo to a ticket', expect: { says: ['Add Photo'] } },
  { q: 'how do i reset my password', expect: { says: ['reset your password'] } },
  { q: 'how do i schedule a repair', expect: { says: ['Schedule'] } },
  { q: 'how do i switch to dark mode', expect: { says: ['theme'] } },
  // Troubleshooting.
  { q: 'The walk-in cooler is warm, what should I check?', expect: GUIDE },
  { q: 'fryer wont heat up what do i do', expect: GUIDE },
  { q: 'breaker keeps tripping, how do I fix it', expect: GUIDE },
  { q: 'ice machine has black specks in the ice', expect: GUIDE },
  { q: 'grease trap smells bad how to fix', expect: GUIDE },
  { q: 'flat top not getting hot', expect: GUIDE },
  { q: 'ac blowing warm air what should i check', expect: GUIDE },
  { q: 'dish machine not draining', expect: GUIDE },
  // Not understood: said so, two questions offered, never a guide.
  { q: "What's the weather in Paris tomorrow?", expect: UNKNOWN },
  { q: 'tell me a joke', expect: UNKNOWN },
  { q: 'who won the game last night', expect: UNKNOWN },
  { q: 'what is the meaning of life', expect: UNKNOWN },
  { q: 'order 50 pizzas', expect: UNKNOWN },
  { q: 'translate hello to french', expect: UNKNOWN },
  { q: 'asdfgh', expect: UNKNOWN },
  { q: 'write me a poem about freezers', expect: UNKNOWN },
];

/**
 * Written after the engine was tuned on QUESTIONS and run once, untouched: the honest estimate
 * (README "AI chat"). Printed, not held to the goal.
 */
export const FRESH_QUESTIONS: EvalQuestion[] = [
  {
    q: 'pull up the urgent stuff at downtown',
    expect: { tickets: { priority: 'urgent', store: 'Downtown' } },
  },
  { q: 'whats open at the airport rn', expect: { tickets: { store: 'Airport' } } },
  {
    q: 'freezer issues at north side?',
    expect: { tickets: { category: 'Freezer', store: 'North Side' } },
  },
  {
    q: 'how many tickets are waiting on parts',
    expect: { count: { status: ['waiting-for-parts'] } },
  },
  {
    q: 'give me the list of ice machine problems',
    expect: { tickets: { category: 'Ice Machine' } },
  },
  { q: 'number of open tickets at hwy101', expect: { count: { store: 'Highway 101' } } },
  { q: 'tickets nobody has picked up yet', expect: { tickets: { assignee: 'unassigned' } } },
  { q: 'show me what got completed', expect: { tickets: { status: ['completed'] } } },
  { q: 'low prio tickets', expect: { tickets: { priority: 'low' } } },
  {
    q: 'anything urgent today?',
    expect: { tickets: { priority: 'urgent', submitted: 'today', status: 'all' } },
  },
  {
    q: 'tickets put in yesterday at downtown',
    expect: { tickets: { store: 'Downtown', submitted: 'yesterday', status: 'all' } },
  },
  {
    q: 'whats tony got today',
    expect: { tickets: { scheduled: 'today', assignee: 'Tony Russo' } },
  },
  {
    q: 'what am i doing tomorrow',
    expect: { tickets: { scheduled: 'tomorrow' } },
    byRole: { technician: { says: ['nothing scheduled tomorrow'] } },
  },
  {
    q: 'jobs maria worked this week',
    expect: { ticketKeys: ['T2'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'who do i send for the freezer door at north side',
    expect: { says: ['Dana Kim fits best'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  {
    q: 'when does the grease trap get fixed',
    expect: { tickets: { category: 'Plumbing' } },
    byRole: {
      manager: { says: ['There is no unfinished'] },
      technician: { says: ['There is no unfinished'] },
    },
  },
  {
    q: 'is the downtown fryer 2 covered by warranty',
    expect: { says: ['Yes', 'Fryer 2 at Downtown'] },
    byRole: { technician: { says: ['No unit you can see at Downtown'] } },
  },
  {
    q: 'which machines fail over and over',
    expect: { says: ['Fryer 2 at Downtown'] },
    byRole: { technician: { says: ['No unit you can see has repeat failures'] } },
  },
  {
    q: 'stores behind on preventive maintenance',
    expect: { says: ['Downtown: 2 visits'] },
    byRole: { technician: REFUSED },
  },
  {
    q: 'is anyone about to hit overtime',
    expect: { says: ['Tony Russo'] },
    byRole: { manager: { says: ['Nobody you manage is close to overtime'] } },
  },
  {
    q: 'how much have we paid vendors this month',
    // 39 h of Tony's in January at $40 = $1,560 of labour; $550 of invoices.
    expect: { says: ['this month', '$2,110.00', '$1,560.00', '$550.00'] },
    byRole: { manager: REFUSED, technician: REFUSED },
  },
  { q: 'how do i add a picture', expect: { says: ['Add Photo'] } },
  { q: 'how do I start my shift', expect: { says: ['Clock In'] } },
  { q: 'the hood fan is making a rattling noise what should i do', expect: GUIDE },
  { q: 'walk in freezer iced up', expect: GUIDE },
  { q: 'sink is clogged', expect: GUIDE },
  { q: 'whats the capital of france', expect: UNKNOWN },
  { q: 'can you book me a flight', expect: UNKNOWN },
  {
    q: 'status #{T13}',
    expect: { ticketKeys: ['T13'] },
    byRole: {
      manager: { says: ["couldn't find ticket"] },
      technician: { says: ["couldn't find ticket"] },
    },
  },
  {
    q: 'how many fryer tickets downtown',
    expect: { count: { category: 'Fryer', store: 'Downtown', status: 'all' } },
  },
];
