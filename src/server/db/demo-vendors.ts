import { randomBytes } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';

import { hashToken } from '../lib/tokens.ts';
import { dayString } from './demo-dates.ts';
import type { Executor } from './database.ts';
import vendorNotes from './demo/vendor-notes.json' with { type: 'json' };
import vendorParts from './demo/vendor-parts.json' with { type: 'json' };
import vendorWorkNotes from './demo/vendor-work-notes.json' with { type: 'json' };
import {
  activity,
  dispatchNotes,
  dispatches,
  dispatchVisits,
  tickets,
  users,
  vendorCoverage,
  vendors,
  vendorTrades,
} from './schema.ts';

// Decision 037: the demo chain's outside vendors with six months of dispatch history, so
// the vendors screen, the ticket's 'Vendor' section, the Spend report and the scorecards mean
// something on a fresh demo. Ten service companies cover the trades at every store (rank 1 first
// call, rank 2 second call); one's insurance certificate has expired and one is inactive. About forty
// dispatches go through every status with timestamps in the order the portal stamps them, visits,
// notes, invoices (within and over the NTE) and the `dispatch.*` history a real run writes (the
// vendor's own steps have no actor and name the vendor in details.vendorName). Tickets whose dispatch
// is still active wait for the third party. Written in demo-data.ts's transaction after every other
// demo ticket, so the older demo tickets keep their numbers. Times and amounts come from a fixed
// seed, so every demo looks alike; only the portal tokens are random (they must be unguessable).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ALL_STORES = ['Downtown', 'Mall Location', 'Highway 101', 'North Side', 'Airport'] as const;
type Store = (typeof ALL_STORES)[number];
type Trade =
  'Fryer' | 'Freezer' | 'Grill' | 'Ice Machine' | 'HVAC' | 'Plumbing' | 'Electrical' | 'Other';

interface DemoVendor {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  hourlyRateCents: number;
  /** Days from today the insurance certificate ends (negative: expired). */
  insuranceEndsInDays: number;
  active: boolean;
  trades: Trade[];
  /** Rank per trade at the stores listed (every trade of the vendor at those stores). */
  coverage: { stores: readonly Store[]; rank: number; trades?: Trade[] }[];
}

const DEMO_VENDORS: DemoVendor[] = [
  {
    name: 'Arctic Air Refrigeration',
    contactName: 'Glen Harper',
    email: 'service@arcticair.example.com',
    phone: '555-0410',
    hourlyRateCents: 12500,
    insuranceEndsInDays: 210,
    active: true,
    trades: ['Freezer', 'Ice Machine'],
    coverage: [{ stores: ALL_STORES, rank: 1 }],
  },
  {
    name: 'Polar Service',
    contactName: 'Irene Vasquez',
    email: 'dispatch@polarservice.example.com',
    phone: '555-0411',
    hourlyRateCents: 11000,
    insuranceEndsInDays: 95,
    active: true,
    trades: ['Freezer', 'Ice Machine'],
    coverage: [{ stores: ['Downtown', 'Mall Location', 'Highway 101'], rank: 2 }],
  },
  {
    name: 'Acme Refrigeration',
    contactName: 'Walt Brennan',
    email: 'office@acmerefrigeration.example.com',
    phone: '555-0412',
    hourlyRateCents: 9500,
    insuranceEndsInDays: -56,
    active: true,
    trades: ['Freezer', 'Ice Machine'],
    coverage: [{ stores: ['North Side', 'Airport'], rank: 2 }],
  },
  {
    name: 'Hot Line Fryer & Oven Service',
    contactName: 'Dee Okafor',
    email: 'jobs@hotlineservice.example.com',
    phone: '555-0420',
    hourlyRateCents: 11500,
    insuranceEndsInDays: 160,
    active: true,
    trades: ['Fryer', 'Grill', 'Other'],
    coverage: [{ stores: ALL_STORES, rank: 1 }],
  },
  {
    name: 'CookTech Equipment Repair',
    contactName: 'Marcus Lind',
    email: 'service@cooktech.example.com',
    phone: '555-0421',
    hourlyRateCents: 10500,
    insuranceEndsInDays: 300,
    active: true,
    trades: ['Fryer', 'Grill', 'Other'],
    coverage: [{ stores: ALL_STORES, rank: 2 }],
  },
  {
    name: 'Blue Pipe Plumbing & Drain',
    contactName: 'Rosa Jimenez',
    email: 'dispatch@bluepipe.example.com',
    phone: '555-0430',
    hourlyRateCents: 13500,
    insuranceEndsInDays: 120,
    active: true,
    trades: ['Plumbing'],
    coverage: [{ stores: ALL_STORES, rank: 1 }],
  },
  {
    name: 'Rooter Express',
    contactName: 'Hank Doyle',
    email: 'hank@rooterexpress.example.com',
    phone: '555-0431',
    hourlyRateCents: 9900,
    insuranceEndsInDays: 40,
    active: false,
    trades: ['Plumbing'],
    coverage: [{ stores: ALL_STORES, rank: 2 }],
  },
  {
    name: 'Brightline Electric',
    contactName: 'Priya Shah',
    email: 'service@brightline.example.com',
    phone: '555-0440',
    hourlyRateCents: 12000,
    insuranceEndsInDays: 250,
    active: true,
    trades: ['Electrical'],
    coverage: [{ stores: ALL_STORES, rank: 1 }],
  },
  {
    name: 'Comfort Zone Mechanical',
    contactName: 'Eli Brooks',
    email: 'service@comfortzone.example.com',
    phone: '555-0450',
    hourlyRateCents: 14000,
    insuranceEndsInDays: 75,
    active: true,
    trades: ['HVAC', 'Electrical'],
    coverage: [
      { stores: ALL_STORES, rank: 1, trades: ['HVAC'] },
      { stores: ALL_STORES, rank: 2, trades: ['Electrical'] },
    ],
  },
  {
    name: 'Summit Heating & Cooling',
    contactName: 'Nora Quinn',
    email: 'service@summithvac.example.com',
    phone: '555-0451',
    hourlyRateCents: 12800,
    insuranceEndsInDays: 180,
    active: true,
    trades: ['HVAC'],
    coverage: [{ stores: ALL_STORES, rank: 2 }],
  },
];

/** What an hour of each demo person's work costs (cents): technicians and managers, $34–$48. */
const DEMO_HOURLY_COSTS: Record<string, number> = {
  tech: 4200,
  maria: 4600,
  sam: 3800,
  manager: 4800,
  manager2: 4400,
};

type FinalStatus = 'sent' | 'accepted' | 'on-site' | 'work-done' | 'invoiced' | 'approved' | 'paid';

interface DemoJob {
  /** Days before now the ticket was reported (fractions for today's jobs). */
  ageDays: number;
  store: Store;
  trade: Trade;
  /** The unit (demo-equipment.ts) at that store, if the job is about one. */
  unit?: string;
  priority: 'low' | 'medium' | 'urgent';
  title: string;
  description: string;
  /** Where the last dispatch of the ticket stands now. */
  status: FinalStatus;
  /** The first-call vendor declined first (this reason); the job went to the second call. */
  declinedFirst?: string;
  /** The first-call vendor never answered; an admin withdrew the dispatch and sent the second call. */
  revokedFirst?: boolean;
  /** The invoice is over the NTE (approved by an admin, or waiting for it). */
  overNte?: boolean;
  /** A first visit ended 'needs more work' (parts), a second one finished it. */
  twoVisits?: boolean;
  /** Accepted dispatches: the ETA, hours from now. */
  etaInHours?: number;
  /** Not accepted in time: admins were told (dispatch.overdue). */
  overdue?: boolean;
  /** The vendor reached the site after the due-by (the scorecard's on-time rate). */
  late?: boolean;
  /** The existing demo ticket this job is (demo-data.ts), instead of a new one. */
  existingTicket?: string;
}

// Oldest first. Units linked within the last 90 days never make a third repair of one unit in 90
// days (Fryer 2 at Downtown stays the demo's only repeat offender, demo-data.db.test.ts).
const DEMO_JOBS: DemoJob[] = [
  // Paid: the whole way, months ago.
  {
    ageDays: 172,
    store: 'Highway 101',
    trade: 'Plumbing',
    unit: 'Water Heater',
    priority: 'urgent',
    title: 'No hot water at the hand sinks',
    description: 'Water heater tripped its high limit overnight; no hot water for dishes.',
    status: 'paid',
  },
  {
    ageDays: 165,
    store: 'Downtown',
    trade: 'Freezer',
    unit: 'Walk-in Freezer',
    priority: 'urgent',
    title: 'Walk-in freezer at 15°F',
    description: 'Freezer climbing since close; product moved to the reach-ins.',
    status: 'paid',
    overNte: true,
  },
  {
    ageDays: 158,
    store: 'Mall Location',
    trade: 'Fryer',
    unit: 'Fryer 1',
    priority: 'medium',
    title: 'Fryer 1 gas valve sticking',
    description: 'Burners take a minute to light and sometimes not at all.',
    status: 'paid',
  },
  {
    ageDays: 150,
    store: 'Airport',
    trade: 'HVAC',
    priority: 'urgent',
    title: 'Kitchen AC down on a 95°F day',
    description: 'Kitchen split system blowing warm air, line cooks overheating.',
    status: 'paid',
  },
  {
    ageDays: 146,
    store: 'North Side',
    trade: 'Plumbing',
    priority: 'medium',
    title: 'Floor drain backing up by the walk-in',
    late: true,
    description: 'Grey water comes up through the drain when the dish machine empties.',
    status: 'paid',
    declinedFirst: 'No crew free this week, sorry.',
  },
  {
    ageDays: 139,
    store: 'Downtown',
    trade: 'Electrical',
    priority: 'medium',
    title: 'Outlets dead on the cold line',
    description: 'Three outlets behind the prep table have no power; breaker looks fine.',
    status: 'paid',
  },
  {
    ageDays: 133,
    store: 'Highway 101',
    trade: 'Ice Machine',
    unit: 'Ice Machine',
    priority: 'medium',
    title: 'Ice machine leaking onto the floor',
    description: 'Puddle under the ice machine every morning.',
    status: 'paid',
  },
  {
    ageDays: 126,
    store: 'Airport',
    trade: 'Grill',
    unit: 'Charbroiler',
    priority: 'medium',
    title: 'Charbroiler burners lighting unevenly',
    late: true,
    description: 'Back burners light late with a whoomp.',
    status: 'paid',
  },
  {
    ageDays: 120,
    store: 'Mall Location',
    trade: 'HVAC',
    priority: 'medium',
    title: 'Exhaust fan belt squealing',
    description: 'Loud squeal from the roof when the hood fan starts.',
    status: 'paid',
  },
  {
    ageDays: 112,
    store: 'North Side',
    trade: 'Freezer',
    unit: 'Reach-in Cooler',
    priority: 'urgent',
    title: 'Reach-in cooler at 50°F',
    description: 'Cooler warm since lunch, compressor humming but not running.',
    status: 'paid',
    declinedFirst: 'Technician out sick today.',
    overNte: true,
  },
  {
    ageDays: 105,
    store: 'Downtown',
    trade: 'Fryer',
    unit: 'Fryer 1',
    priority: 'medium',
    title: 'Fryer 1 filter pump seized',
    description: 'Filter pump motor hums but does not turn.',
    status: 'paid',
  },
  {
    ageDays: 98,
    store: 'Highway 101',
    trade: 'Plumbing',
    priority: 'urgent',
    title: 'Grease trap alarm on',
    description: 'High-level alarm on the grease interceptor, drains slow.',
    status: 'paid',
    declinedFirst: 'Our pump truck is down until Monday.',
  },
  {
    ageDays: 91,
    store: 'Airport',
    trade: 'Other',
    priority: 'medium',
    title: 'Convection oven fan not turning',
    description: 'Oven heats but the fan does not run; bake times doubled.',
    status: 'paid',
  },
  {
    ageDays: 84,
    store: 'Mall Location',
    trade: 'Freezer',
    unit: 'Walk-in Cooler',
    priority: 'medium',
    title: 'Walk-in cooler door gasket torn',
    description: 'Gasket torn along the hinge side, door sweating.',
    status: 'paid',
  },
  {
    ageDays: 70,
    store: 'North Side',
    trade: 'HVAC',
    unit: 'Rooftop Unit 1',
    priority: 'urgent',
    title: 'Rooftop unit compressor not starting',
    description: 'Dining room at 82°F, rooftop unit fan runs, no cooling.',
    status: 'paid',
    overNte: true,
  },
  {
    ageDays: 52,
    store: 'Highway 101',
    trade: 'Fryer',
    unit: 'Fryer 2',
    priority: 'medium',
    title: 'Fryer 2 not holding temperature',
    description: 'Oil drops to 300°F during the rush and recovers slowly.',
    status: 'paid',
  },
  {
    ageDays: 44,
    store: 'Downtown',
    trade: 'Electrical',
    priority: 'low',
    title: 'Parking lot pole lights out',
    description: 'Two of the four pole lights stay dark at night.',
    status: 'paid',
  },
  // Approved, not paid yet.
  {
    ageDays: 38,
    store: 'Highway 101',
    trade: 'Fryer',
    unit: 'Fryer 2',
    priority: 'urgent',
    title: 'Fryer 2 not heating again',
    description: 'Same fryer as last month: will not get past 250°F.',
    status: 'approved',
    overNte: true,
    twoVisits: true,
  },
  {
    ageDays: 30,
    store: 'Airport',
    trade: 'Ice Machine',
    unit: 'Ice Machine',
    priority: 'medium',
    title: 'Ice machine not dropping ice',
    late: true,
    description: 'Ice sheet forms but never harvests.',
    status: 'approved',
  },
  {
    ageDays: 24,
    store: 'Downtown',
    trade: 'Plumbing',
    priority: 'medium',
    title: 'Mop sink faucet leaking',
    description: 'Faucet drips constantly, the handle spins.',
    status: 'approved',
  },
  {
    ageDays: 19,
    store: 'Mall Location',
    trade: 'Grill',
    unit: 'Flat Top Grill',
    priority: 'medium',
    title: 'Flat top igniter not sparking',
    description: 'Right burner has to be lit with a lighter.',
    status: 'approved',
  },
  {
    ageDays: 14,
    store: 'North Side',
    trade: 'Freezer',
    unit: 'Prep Cooler',
    priority: 'urgent',
    title: 'Prep cooler not cooling',
    description: 'Sandwich prep cooler at 48°F; pans moved to the walk-in.',
    status: 'approved',
    declinedFirst: 'Booked out until next week.',
  },
  {
    ageDays: 10,
    store: 'Airport',
    trade: 'Electrical',
    priority: 'medium',
    title: 'Walk-in light fixture sparking',
    description: 'Light inside the walk-in flickers and sparked once.',
    status: 'approved',
  },
  // Invoiced over the NTE: waiting for an admin's approval.
  {
    ageDays: 12,
    store: 'Mall Location',
    trade: 'Fryer',
    unit: 'Fryer 1',
    priority: 'urgent',
    title: 'Fryer 1 pilot will not stay lit',
    description: 'Pilot goes out as soon as the knob is released.',
    status: 'invoiced',
    overNte: true,
  },
  {
    ageDays: 9,
    store: 'Highway 101',
    trade: 'Plumbing',
    unit: 'Water Heater',
    priority: 'medium',
    title: 'Water heater leaking at the base',
    description: 'Slow leak under the tank, pan filling up.',
    status: 'invoiced',
    overNte: true,
  },
  {
    ageDays: 6,
    store: 'Downtown',
    trade: 'HVAC',
    priority: 'medium',
    title: 'Office mini-split dripping water',
    description: 'Water dripping from the indoor head onto the desk.',
    status: 'invoiced',
    overNte: true,
  },
  // The vendor says the work is done; an admin has not confirmed it yet.
  {
    ageDays: 3,
    store: 'Airport',
    trade: 'Fryer',
    unit: 'Fryer 1',
    priority: 'medium',
    title: 'Fryer 1 oil smoking at set point',
    description: 'Oil smokes at 350°F; the thermostat may be reading low.',
    status: 'work-done',
  },
  {
    ageDays: 2.5,
    store: 'North Side',
    trade: 'Plumbing',
    priority: 'medium',
    title: 'Three-compartment sink drain clogged',
    description: 'Wash sink drains in ten minutes; plunger does not help.',
    status: 'work-done',
  },
  // On site now (an open visit).
  {
    ageDays: 0.35,
    store: 'Downtown',
    trade: 'Freezer',
    unit: 'Walk-in Freezer',
    priority: 'urgent',
    title: 'Walk-in freezer alarm sounding',
    description: 'High-temperature alarm at 6 AM, freezer at 10°F and rising.',
    status: 'on-site',
  },
  {
    ageDays: 0.4,
    store: 'Mall Location',
    trade: 'Ice Machine',
    unit: 'Ice Machine',
    priority: 'medium',
    title: 'Ice machine making a grinding noise',
    description: 'Loud grinding during harvest, ice output down by half.',
    status: 'on-site',
    revokedFirst: true,
  },
  // Accepted, coming.
  {
    ageDays: 1.2,
    store: 'Highway 101',
    trade: 'Electrical',
    priority: 'medium',
    title: 'Walk-in outlet tripping the GFCI',
    description: 'GFCI by the walk-in trips a few times a day.',
    status: 'accepted',
    etaInHours: 18,
  },
  {
    ageDays: 0.5,
    store: 'Airport',
    trade: 'HVAC',
    priority: 'urgent',
    title: 'Dining room AC blowing warm air',
    description: '',
    status: 'accepted',
    etaInHours: 2,
    existingTicket: 'Dining room AC blowing warm air',
  },
  {
    ageDays: 0.6,
    store: 'North Side',
    trade: 'Grill',
    priority: 'medium',
    title: 'Salamander not heating',
    description: 'Top element of the salamander stays dark.',
    status: 'accepted',
    etaInHours: 20,
  },
  // Sent: one just now, one not answered in time.
  {
    ageDays: 0.05,
    store: 'Highway 101',
    trade: 'Ice Machine',
    unit: 'Ice Machine',
    priority: 'urgent',
    title: 'Ice machine compressor clicking off',
    description: 'Compressor starts, clicks off after a few seconds; bin nearly empty.',
    status: 'sent',
  },
  {
    ageDays: 1.7,
    store: 'Downtown',
    trade: 'Other',
    priority: 'medium',
    title: 'Convection oven door will not latch',
    description: 'Door springs open during bakes; the latch looks bent.',
    status: 'sent',
    overdue: true,
  },
];

const WORK_NOTES: Record<Trade, string[]> = vendorWorkNotes;

const PARTS: Record<Trade, string> = vendorParts;

const VENDOR_NOTES = vendorNotes;

/** A deterministic sequence in [0, 1) (mulberry32): every demo gets the same times and amounts. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function prefixOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface DemoVendorsContext {
  now: Date;
  adminId: string | null;
  locationId: (name: string) => string | undefined;
  categoryId: (name: string) => string | undefined;
  userId: (username: string) => string | undefined;
  /** A demo unit's id by store and name. */
  unitId: (store: string, name: string) => string | undefined;
}

type ActivityRow = typeof activity.$inferInsert;
type DispatchRow = typeof dispatches.$inferInsert;

export async function seedDemoVendors(tx: Executor, context: DemoVendorsContext): Promise<void> {
  const { now, adminId } = context;
  const random = seeded(22);
  const between = (low: number, high: number) => low + (high - low) * random();
  const at = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000);

  // People's hourly cost (admins read and write it; the ticket cost multiplies logged time by it).
  for (const [username, cents] of Object.entries(DEMO_HOURLY_COSTS)) {
    await tx.update(users).set({ hourlyCostCents: cents }).where(eq(users.username, username));
  }

  const vendorRows = await tx
    .insert(vendors)
    .values(
      DEMO_VENDORS.map((vendor) => ({
        name: vendor.name,
        contactName: vendor.contactName,
        email: vendor.email,
        phone: vendor.phone,
        hourlyRateCents: vendor.hourlyRateCents,
        insuranceExpiresOn: dayString(new Date(now.getTime() + vendor.insuranceEndsInDays * DAY)),
        active: vendor.active,
        createdAt: new Date(now.getTime() - 200 * DAY),
        updatedAt: new Date(now.getTime() - 200 * DAY),
      })),
    )
    .returning({ id: vendors.id, name: vendors.name });
  const vendorId = (name: string) => vendorRows.find((row) => row.name === name)?.id ?? '';
  await tx.insert(vendorTrades).values(
    DEMO_VENDORS.flatMap((vendor) =>
      vendor.trades.map((trade) => ({
        vendorId: vendorId(vendor.name),
        categoryId: context.categoryId(trade) ?? '',
      })),
    ),
  );
  await tx.insert(vendorCoverage).values(
    DEMO_VENDORS.flatMap((vendor) =>
      vendor.coverage.flatMap((area) =>
        area.stores.flatMap((store) =>
          (area.trades ?? vendor.trades).map((trade) => ({
            vendorId: vendorId(vendor.name),
            locationId: context.locationId(store) ?? '',
            categoryId: context.categoryId(trade) ?? '',
            rank: area.rank,
          })),
        ),
      ),
    ),
  );
  /** The vendor at a rank for a store and trade (the same lookup the dispatch dialog makes). */
  const ranked = (store: Store, trade: Trade, rank: number): DemoVendor => {
    const found = DEMO_VENDORS.find((vendor) =>
      vendor.coverage.some(
        (area) =>
          area.rank === rank &&
          area.stores.includes(store) &&
          (area.trades ?? vendor.trades).includes(trade),
      ),
    );
    if (!found) throw new Error(`no demo vendor ranked ${String(rank)} for ${trade} at ${store}`);
    return found;
  };

  const existingTitles = DEMO_JOBS.flatMap((job) =>
    job.existingTicket ? [job.existingTicket] : [],
  );
  const existing =
    existingTitles.length > 0
      ? await tx
          .select({ id: tickets.id, title: tickets.title, ticketNumber: tickets.ticketNumber })
          .from(tickets)
          .where(inArray(tickets.title, existingTitles))
      : [];
  const managerOf = (store: Store) =>
    context.userId(store === 'Mall Location' ? 'manager2' : 'manager') ?? adminId;

  for (const job of DEMO_JOBS) {
    const urgent = job.priority === 'urgent';
    const reportedAt = at(now.getTime() - job.ageDays * DAY);
    const vendor = ranked(job.store, job.trade, job.declinedFirst || job.revokedFirst ? 2 : 1);
    const firstCall = ranked(job.store, job.trade, 1);
    const events: Omit<ActivityRow, 'ticketId'>[] = [];

    // The ticket: a new one, or the demo ticket this job is about.
    const found = existing.find((row) => row.title === job.existingTicket);
    let ticket: { id: string; ticketNumber: number };
    if (found) {
      ticket = found;
    } else {
      const [created] = await tx
        .insert(tickets)
        .values({
          title: job.title,
          description: job.description,
          priority: job.priority,
          status: 'open',
          locationId: context.locationId(job.store) ?? '',
          categoryId: context.categoryId(job.trade) ?? '',
          equipmentId: job.unit ? (context.unitId(job.store, job.unit) ?? null) : null,
          submittedBy: managerOf(job.store),
          submittedAt: reportedAt,
          updatedAt: reportedAt,
        })
        .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
      if (!created) continue;
      ticket = created;
      events.push({
        actorId: managerOf(job.store),
        kind: 'ticket.created',
        details: { title: job.title, ticketNumber: ticket.ticketNumber },
        createdAt: reportedAt,
      });
    }
    const number = ticket.ticketNumber;
    const nteCents = (urgent ? 600 : 350) * 100 + Math.round(between(0, 6)) * 5000;
    // Sent within the hour or so after the report (sooner for what was reported minutes ago).
    let sentAt = at(
      reportedAt.getTime() + Math.min(between(0.3, 1.2) * HOUR, (job.ageDays * DAY) / 2),
    );
    if (!found) {
      events.push({
        actorId: adminId,
        kind: 'ticket.status_changed',
        details: { ticketNumber: number, from: 'open', to: 'waiting-for-third-party' },
        createdAt: sentAt,
      });
    }
    const sentEvent = (name: string, when: Date, dueBy: Date, reason: string | null) => ({
      actorId: adminId,
      kind: 'dispatch.sent' as const,
      details: {
        ticketNumber: number,
        vendorName: name,
        nteCents,
        dueBy: dueBy.toISOString(),
        ...(reason ? { overrideReason: reason } : {}),
      },
      createdAt: when,
    });
    const dueAfter = (from: Date) => at(from.getTime() + (urgent ? 8 * HOUR : 3 * DAY));

    // A first call that said no, or never answered and was withdrawn.
    if (job.declinedFirst || job.revokedFirst) {
      const dueBy = dueAfter(sentAt);
      const answeredAt = at(sentAt.getTime() + between(0.4, 2.5) * HOUR);
      const first: DispatchRow = {
        ticketId: ticket.id,
        vendorId: vendorId(firstCall.name),
        status: job.declinedFirst ? 'declined' : 'sent',
        nteCents,
        dueBy,
        // Decision 039: only a token's hash is stored; admins renew a link to send one.
        portalTokenHash: hashToken(randomBytes(32).toString('base64url')),
        createdBy: adminId,
        sentAt,
        updatedAt: answeredAt,
        closedAt: answeredAt,
        ...(job.declinedFirst
          ? { declinedAt: answeredAt, declineReason: job.declinedFirst }
          : { revokedAt: answeredAt }),
      };
      await tx.insert(dispatches).values(first);
      events.push(sentEvent(firstCall.name, sentAt, dueBy, null));
      events.push(
        job.declinedFirst
          ? {
              actorId: null,
              kind: 'dispatch.declined',
              details: {
                ticketNumber: number,
                vendorName: firstCall.name,
                reason: job.declinedFirst,
              },
              createdAt: answeredAt,
            }
          : {
              actorId: adminId,
              kind: 'dispatch.revoked',
              details: { ticketNumber: number, vendorName: firstCall.name },
              createdAt: answeredAt,
            },
      );
      sentAt = at(answeredAt.getTime() + between(10, 40) * 60_000);
    }

    // The dispatch as it stands now, each step after the one before.
    const dueBy = dueAfter(sentAt);
    const insuranceEnds = now.getTime() + vendor.insuranceEndsInDays * DAY;
    const overrideReason =
      sentAt.getTime() > insuranceEnds
        ? `${firstCall.name} booked out; ${vendor.name} is renewing its certificate.`
        : null;
    const row: DispatchRow = {
      ticketId: ticket.id,
      vendorId: vendorId(vendor.name),
      status: job.status,
      nteCents,
      dueBy,
      instructions: urgent
        ? 'Urgent: call the manager on duty when you arrive. Back door, ring the bell.'
        : 'Check in with the manager on duty. Deliveries use the back door before 11 AM.',
      overrideReason,
      portalTokenHash: hashToken(randomBytes(32).toString('base64url')),
      createdBy: adminId,
      sentAt,
      updatedAt: sentAt,
    };
    events.push(sentEvent(vendor.name, sentAt, dueBy, overrideReason));
    const visits: Omit<typeof dispatchVisits.$inferInsert, 'dispatchId'>[] = [];
    const notes: { body: string; createdAt: Date }[] = [];
    let ticketStatus: 'waiting-for-third-party' | 'completed' = 'waiting-for-third-party';
    let completedAt: Date | null = null;
    let completionNotes: string | null = null;
    const work = WORK_NOTES[job.trade];
    const workNote = work[Math.floor(random() * work.length)] ?? work[0] ?? '';

    if (job.overdue) {
      const escalatedAt = at(sentAt.getTime() + (urgent ? 4 : 24) * HOUR);
      row.escalatedAt = escalatedAt;
      events.push({
        actorId: null,
        kind: 'dispatch.overdue',
        details: {
          ticketNumber: number,
          vendorName: vendor.name,
          nextVendorName: ranked(job.store, job.trade, 2).name,
        },
        createdAt: escalatedAt,
      });
    }
    if (job.status !== 'sent') {
      // Today's visits were answered and reached quickly, whatever the priority.
      const quick = urgent || job.status === 'on-site';
      const acceptedAt = at(sentAt.getTime() + (quick ? between(0.2, 1.2) : between(1, 6)) * HOUR);
      const etaAt =
        job.etaInHours === undefined
          ? at(acceptedAt.getTime() + (quick ? between(1, 3) : between(6, 30)) * HOUR)
          : at(now.getTime() + job.etaInHours * HOUR);
      Object.assign(row, { acceptedAt, etaAt, updatedAt: acceptedAt });
      events.push({
        actorId: null,
        kind: 'dispatch.accepted',
        details: { ticketNumber: number, vendorName: vendor.name, eta: etaAt.toISOString() },
        createdAt: acceptedAt,
      });
      if (job.status !== 'accepted') {
        let checkIn = job.late
          ? at(dueBy.getTime() + between(1, 6) * HOUR)
          : at(etaAt.getTime() + between(-0.3, 0.6) * HOUR);
        if (job.status === 'on-site') {
          // Checked in a little after the ETA, and still there.
          checkIn = at(Math.min(checkIn.getTime(), now.getTime() - 20 * 60_000));
          visits.push({ checkedInAt: checkIn, checkedOutAt: null, outcome: null, notes: null });
          events.push({
            actorId: null,
            kind: 'dispatch.checked_in',
            details: { ticketNumber: number, vendorName: vendor.name },
            createdAt: checkIn,
          });
          const noteAt = at(checkIn.getTime() + 10 * 60_000);
          if (noteAt < now) notes.push({ body: VENDOR_NOTES[0] ?? '', createdAt: noteAt });
          row.updatedAt = checkIn;
        } else {
          if (job.twoVisits) {
            const out = at(checkIn.getTime() + between(0.7, 1.5) * HOUR);
            visits.push({
              checkedInAt: checkIn,
              checkedOutAt: out,
              outcome: 'needs-more-work',
              notes: 'Diagnosed; the part is on order. Back in two days.',
            });
            events.push(
              {
                actorId: null,
                kind: 'dispatch.checked_in',
                details: { ticketNumber: number, vendorName: vendor.name },
                createdAt: checkIn,
              },
              {
                actorId: null,
                kind: 'dispatch.checked_out',
                details: {
                  ticketNumber: number,
                  vendorName: vendor.name,
                  outcome: 'needs-more-work',
                },
                createdAt: out,
              },
            );
            checkIn = at(out.getTime() + 2 * DAY);
          }
          const checkOut = at(checkIn.getTime() + between(0.75, 3.5) * HOUR);
          visits.push({
            checkedInAt: checkIn,
            checkedOutAt: checkOut,
            outcome: 'work-done',
            notes: workNote,
          });
          events.push(
            {
              actorId: null,
              kind: 'dispatch.checked_in',
              details: { ticketNumber: number, vendorName: vendor.name },
              createdAt: checkIn,
            },
            {
              actorId: null,
              kind: 'dispatch.checked_out',
              details: { ticketNumber: number, vendorName: vendor.name, outcome: 'work-done' },
              createdAt: checkOut,
            },
          );
          Object.assign(row, { workOutcome: 'work-done', updatedAt: checkOut });
          if (random() < 0.5) {
            notes.push({
              body: VENDOR_NOTES[1 + Math.floor(random() * 2)] ?? '',
              createdAt: at(checkOut.getTime() - 5 * 60_000),
            });
          }

          if (job.status !== 'work-done') {
            const invoicedAt = at(checkOut.getTime() + between(0.3, (job.ageDays - 1) / 3) * DAY);
            const labourMinutes = Math.round(between(1, 4) * 4) * 15;
            const invoiceCents = job.overNte
              ? Math.round((nteCents * between(1.1, 1.6)) / 100) * 100 + 50
              : Math.round((nteCents * between(0.4, 0.95)) / 100) * 100 + 25;
            const vendorIndex = DEMO_VENDORS.indexOf(vendor);
            Object.assign(row, {
              invoiceNumber: `${prefixOf(vendor.name)}-${String(10_240 + vendorIndex * 500 + number)}`,
              invoiceCents,
              invoiceLabourMinutes: labourMinutes,
              invoiceParts: PARTS[job.trade],
              invoicedAt,
              updatedAt: invoicedAt,
            });
            events.push({
              actorId: null,
              kind: 'dispatch.invoiced',
              details: {
                ticketNumber: number,
                vendorName: vendor.name,
                invoiceNumber: row.invoiceNumber,
                amountCents: invoiceCents,
                nteCents,
              },
              createdAt: invoicedAt,
            });
            if (job.status === 'approved' || job.status === 'paid') {
              // Within the NTE it counts as approved at once; over it an admin approved it.
              const approvedAt = job.overNte
                ? at(invoicedAt.getTime() + between(2, 30) * HOUR)
                : invoicedAt;
              Object.assign(row, {
                approvedAt,
                approvedBy: job.overNte ? adminId : null,
                updatedAt: approvedAt,
              });
              // An admin's approval names them; one within the NTE has no actor.
              events.push({
                actorId: job.overNte ? adminId : null,
                kind: 'dispatch.invoice_approved',
                details: {
                  ticketNumber: number,
                  vendorName: vendor.name,
                  amountCents: invoiceCents,
                },
                createdAt: approvedAt,
              });
              // The admin confirmed the work a few hours after the check-out: the ticket completed.
              completedAt = at(checkOut.getTime() + between(1, 6) * HOUR);
              completionNotes = `${vendor.name}: ${workNote}`;
              ticketStatus = 'completed';
              Object.assign(row, { workConfirmedAt: completedAt, workConfirmedBy: adminId });
              events.push(
                {
                  actorId: adminId,
                  kind: 'dispatch.work_confirmed',
                  details: { ticketNumber: number, vendorName: vendor.name },
                  createdAt: completedAt,
                },
                {
                  actorId: adminId,
                  kind: 'ticket.completed',
                  details: { ticketNumber: number },
                  createdAt: completedAt,
                },
              );
              if (job.status === 'paid') {
                const latest = Math.max(approvedAt.getTime(), completedAt.getTime());
                const paidAt = at(
                  Math.min(latest + between(10, 25) * DAY, now.getTime() - 2 * DAY),
                );
                Object.assign(row, { paidAt, closedAt: paidAt, updatedAt: paidAt });
                events.push({
                  actorId: adminId,
                  kind: 'dispatch.paid',
                  details: {
                    ticketNumber: number,
                    vendorName: vendor.name,
                    amountCents: invoiceCents,
                  },
                  createdAt: paidAt,
                });
              }
            }
          }
        }
      }
    }

    const [dispatch] = await tx.insert(dispatches).values(row).returning({ id: dispatches.id });
    if (!dispatch) continue;
    if (visits.length > 0) {
      await tx
        .insert(dispatchVisits)
        .values(visits.map((visit) => ({ ...visit, dispatchId: dispatch.id })));
    }
    if (notes.length > 0) {
      await tx
        .insert(dispatchNotes)
        .values(notes.map((note) => ({ ...note, dispatchId: dispatch.id })));
      for (const note of notes) {
        events.push({
          actorId: null,
          kind: 'dispatch.note_added',
          details: { ticketNumber: number, vendorName: vendor.name },
          createdAt: note.createdAt,
        });
      }
    }
    await tx
      .update(tickets)
      .set({
        status: ticketStatus,
        completedAt,
        completionNotes,
        updatedAt: new Date(
          Math.max(...events.map((event) => (event.createdAt ?? reportedAt).getTime())),
        ),
      })
      .where(eq(tickets.id, ticket.id));
    await tx
      .insert(activity)
      .values(
        events
          .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
          .map((event) => ({ ...event, ticketId: ticket.id })),
      );
  }
}
