import { inArray } from 'drizzle-orm';

import { isAdminRole } from '#contract/policies/users.ts';

import type { Executor } from './database.ts';
import demoComments from './demo/comments.json' with { type: 'json' };
import {
  activity,
  notifications,
  technicianSignups,
  ticketComments,
  tickets,
  users,
} from './schema.ts';

// The demo chain's conversations (decision 032): comments on the live tickets, with @mentions, and what
// each demo user has been told, some of it read. Written after the tickets, people and history of
// demo-data.ts, in its transaction; the texts follow the notification rules' wording
// (src/server/modules/notifications/notification-recipients.ts).

interface DemoComment {
  ticket: string;
  author: string;
  body: string;
  minutesAgo: number;
}

const DEMO_COMMENTS: DemoComment[] = demoComments;

interface DemoNotice {
  user: string;
  kind: string;
  ticket?: string;
  actor?: string;
  text: (number: string, title: string) => string;
  minutesAgo: number;
  read: boolean;
}

const DEMO_NOTICES: DemoNotice[] = [
  {
    user: 'tech',
    kind: 'ticket.assigned',
    ticket: 'Fryer #2 not heating',
    actor: 'admin',
    text: (number) => `Administrator assigned ${number} to you`,
    minutesAgo: 150,
    read: true,
  },
  {
    user: 'tech',
    kind: 'ticket.mentioned',
    ticket: 'Fryer #2 not heating',
    actor: 'manager',
    text: (number) =>
      `Dana Whitfield mentioned you on ${number}: @tech lunch rush starts at 11:30. Can you give me an ETA?…`,
    minutesAgo: 95,
    read: false,
  },
  {
    user: 'tech',
    kind: 'ticket.assigned',
    ticket: 'Breaker trips when toaster and microwave run',
    actor: 'admin',
    text: (number) => `Administrator assigned ${number} to you`,
    minutesAgo: 60 * 20,
    read: false,
  },
  {
    user: 'manager',
    kind: 'ticket.status_changed',
    ticket: 'Fryer #2 not heating',
    actor: 'tech',
    text: (number, title) => `${number} ${title} is now In Progress`,
    minutesAgo: 60,
    read: true,
  },
  {
    user: 'manager',
    kind: 'ticket.mentioned',
    ticket: 'Fryer #2 not heating',
    actor: 'tech',
    text: (number) =>
      `Tony Reyes mentioned you on ${number}: On site. Thermostat reads 200F with the pilot lit…`,
    minutesAgo: 40,
    read: false,
  },
  {
    user: 'manager',
    kind: 'ticket.mentioned',
    ticket: 'Ice bin has black specks',
    actor: 'admin',
    text: (number) =>
      `Administrator mentioned you on ${number}: @manager please bag the ice machine and use bagged ice…`,
    minutesAgo: 30,
    read: false,
  },
  {
    user: 'manager2',
    kind: 'ticket.commented',
    ticket: 'Walk-in cooler at 47 degrees',
    actor: 'maria',
    text: (number) =>
      `Maria Lopez commented on ${number}: Thanks, that saves the product. Bringing a fan motor from the van…`,
    minutesAgo: 55,
    read: false,
  },
  {
    user: 'admin',
    kind: 'ticket.created',
    ticket: 'Ice bin has black specks',
    actor: 'manager',
    text: (number, title) => `Dana Whitfield created ${number} ${title} (Urgent)`,
    minutesAgo: 45,
    read: false,
  },
  {
    user: 'admin',
    kind: 'ticket.created',
    ticket: 'Make-up air unit not starting',
    actor: 'manager2',
    text: (number, title) => `Chris Moreno created ${number} ${title}`,
    minutesAgo: 120,
    read: true,
  },
];

export async function seedDemoConversations(tx: Executor, now: Date): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const people = await tx
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users);
  const admin = people.find((person) => isAdminRole(person.role));
  const idOf = (username: string) =>
    username === 'admin' ? admin?.id : people.find((person) => person.username === username)?.id;
  const titles = [
    ...new Set([...DEMO_COMMENTS, ...DEMO_NOTICES].flatMap((item) => item.ticket ?? [])),
  ];
  const ticketRows = await tx
    .select({ id: tickets.id, title: tickets.title, ticketNumber: tickets.ticketNumber })
    .from(tickets)
    .where(inArray(tickets.title, titles));
  const ticketOf = (title: string) => ticketRows.find((row) => row.title === title);

  for (const comment of DEMO_COMMENTS) {
    const ticket = ticketOf(comment.ticket);
    const authorId = idOf(comment.author);
    if (!ticket || !authorId) continue;
    const mentions = [...comment.body.matchAll(/@(\w+)/g)].flatMap((match) => {
      const id = idOf(match[1] ?? '');
      return id ? [id] : [];
    });
    const [row] = await tx
      .insert(ticketComments)
      .values({
        ticketId: ticket.id,
        authorId,
        body: comment.body,
        mentions,
        createdAt: ago(comment.minutesAgo),
      })
      .returning({ id: ticketComments.id });
    await tx.insert(activity).values({
      actorId: authorId,
      ticketId: ticket.id,
      kind: 'ticket.commented',
      details: { ticketNumber: ticket.ticketNumber, commentId: row?.id },
      createdAt: ago(comment.minutesAgo),
    });
  }

  // Oldest first: a notification's order is its insertion order (its seq).
  const rows: (typeof notifications.$inferInsert)[] = [];
  // The two technician applications of demo-data.ts reached the admins.
  const signups = await tx
    .select({ id: technicianSignups.id, name: technicianSignups.name })
    .from(technicianSignups);
  for (const signup of signups) {
    if (!admin) break;
    rows.push({
      userId: admin.id,
      kind: 'signup.received',
      text: `New technician application from ${signup.name}`,
      link: '/technicians',
      dedupeKey: `signup:${signup.id}`,
      createdAt: ago(60 * 24),
    });
  }
  for (const notice of [...DEMO_NOTICES].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
    const userId = idOf(notice.user);
    const ticket = notice.ticket ? ticketOf(notice.ticket) : undefined;
    if (!userId || (notice.ticket && !ticket)) continue;
    const number = ticket ? `#${String(ticket.ticketNumber)}` : '';
    rows.push({
      userId,
      kind: notice.kind,
      ticketId: ticket?.id ?? null,
      actorId: notice.actor ? (idOf(notice.actor) ?? null) : null,
      text: notice.text(number, ticket?.title ?? ''),
      link: ticket ? `/tickets/${ticket.id}` : '/tickets',
      createdAt: ago(notice.minutesAgo),
      readAt: notice.read ? ago(notice.minutesAgo - 5) : null,
    });
  }
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
