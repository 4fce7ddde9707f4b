import { describe, expect, it } from 'vitest';

import type { NewActivity } from '../activity/activity.service.ts';
import {
  candidateQueryFor,
  excerpt,
  notificationsFor,
  type Candidate,
  type TicketFacts,
} from './notification-recipients.ts';

// Product rules §10, the comment rules: everyone who took part except the author; a mention
// replaces the comment notification; nobody who cannot see the ticket.

const ticket: TicketFacts = {
  id: '00000000-0000-4000-8000-000000000001',
  ticketNumber: 1042,
  title: 'Walk-in freezer not cooling',
  status: 'in-progress',
  priority: 'medium',
  locationId: 'store-a',
  submittedBy: 'manager',
  assignedTo: 'tech',
  actorName: 'Tony',
  commentBody: 'Compressor   is\nnoisy, @dana please check',
};

function person(id: string, role: Candidate['role'], extra: Partial<Candidate> = {}): Candidate {
  return {
    id,
    role,
    locationId: role === 'manager' ? 'store-a' : null,
    isCommenter: false,
    ...extra,
  };
}

function comment(actorId: string, mentionedUserIds: string[] = []): NewActivity {
  return {
    actorId,
    ticketId: ticket.id,
    kind: 'ticket.commented',
    details: { ticketNumber: 1042, mentionedUserIds },
    createdAt: new Date('2026-01-06T14:00:00Z'),
  };
}

describe('comment notifications', () => {
  it('tell the submitter, the assignee and earlier commenters, never the author', () => {
    const candidates = [
      person('manager', 'manager'),
      person('tech', 'technician', { isCommenter: true }),
      person('admin', 'admin', { isCommenter: true }),
    ];
    const told = notificationsFor(comment('tech'), ticket, candidates, () => '');
    expect(told).toEqual([
      {
        userId: 'manager',
        kind: 'ticket.commented',
        text: 'Tony commented on #1042: Compressor is noisy, @dana please check',
        link: `/tickets/${ticket.id}`,
      },
      expect.objectContaining({ userId: 'admin', kind: 'ticket.commented' }),
    ]);
  });

  it('tell a mentioned user of the mention instead, and skip one who cannot see the ticket', () => {
    const candidates = [
      person('manager', 'manager'),
      person('tech', 'technician'),
      person('other-tech', 'technician'),
      person('other-manager', 'manager', { locationId: 'store-b' }),
    ];
    const told = notificationsFor(
      comment('admin', ['manager', 'other-tech', 'other-manager']),
      ticket,
      candidates,
      () => '',
    );
    expect(told.map(({ userId, kind }) => ({ userId, kind }))).toEqual([
      { userId: 'manager', kind: 'ticket.mentioned' },
      { userId: 'tech', kind: 'ticket.commented' },
    ]);
    expect(told[0]?.text).toBe(
      'Tony mentioned you on #1042: Compressor is noisy, @dana please check',
    );
  });

  it('asks for the participants and the mentioned users', () => {
    expect(candidateQueryFor(comment('tech', ['manager']))).toEqual({
      admins: false,
      storeManagers: false,
      submitter: true,
      assignee: true,
      commenters: true,
      ids: ['manager'],
    });
  });
});

describe('excerpt', () => {
  it('keeps a short comment whole and cuts a long one at a word', () => {
    expect(excerpt('Fixed.')).toBe('Fixed.');
    const long = `${'word '.repeat(30)}end`;
    const cut = excerpt(long);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(81);
  });
});

describe('vendor dispatch notifications (decision 037)', () => {
  function vendorEntry(kind: NewActivity['kind'], details: Record<string, unknown>): NewActivity {
    return {
      actorId: null,
      ticketId: ticket.id,
      kind,
      details: { ticketNumber: 1042, vendorName: 'Frost Brothers', ...details },
      createdAt: new Date('2026-01-06T14:00:00Z'),
    };
  }
  const people = [
    person('admin', 'admin'),
    person('manager', 'manager'),
    person('tech', 'technician'),
  ];

  it('tell the admins only, naming the next-ranked vendor after a decline', () => {
    const entry = vendorEntry('dispatch.declined', { reason: 'No parts' });
    expect(candidateQueryFor(entry)).toMatchObject({ admins: true, nextVendor: true });
    const told = notificationsFor(
      entry,
      { ...ticket, nextVendor: '2:Polar Service' },
      people,
      () => '',
    );
    expect(told).toEqual([
      {
        userId: 'admin',
        kind: 'dispatch.updated',
        text: 'Frost Brothers declined #1042 Walk-in freezer not cooling: No parts. Next: Polar Service (2nd call)',
        link: `/tickets/${ticket.id}`,
      },
    ]);
  });

  it('say so when no other vendor serves the store and trade', () => {
    const told = notificationsFor(
      vendorEntry('dispatch.overdue', {}),
      { ...ticket, nextVendor: null },
      people,
      () => '',
    );
    expect(told.map((item) => item.text)).toEqual([
      'Frost Brothers has not accepted #1042 Walk-in freezer not cooling in time. No other vendor serves this store and trade',
    ]);
  });

  it('tell admins of an acceptance, a check-out and an invoice, not of a check-in', () => {
    expect(candidateQueryFor(vendorEntry('dispatch.checked_in', {}))).toBeUndefined();
    const lines = (['dispatch.accepted', 'dispatch.checked_out', 'dispatch.invoiced'] as const).map(
      (kind) =>
        notificationsFor(
          vendorEntry(kind, { outcome: 'needs-more-work' }),
          ticket,
          people,
          () => '',
        )[0]?.text,
    );
    expect(lines).toEqual([
      'Frost Brothers accepted #1042 Walk-in freezer not cooling',
      'Frost Brothers checked out of #1042 Walk-in freezer not cooling: needs more work',
      'Frost Brothers sent an invoice for #1042 Walk-in freezer not cooling',
    ]);
  });
});
