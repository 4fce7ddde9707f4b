import { describe, expect, it } from 'vitest';

import { fileDemoDatabase } from '#tests/helpers/demo-database.ts';

import { canViewTicket } from '#contract/ticket-access.ts';

import {
  equipment,
  locations,
  notifications,
  ticketComments,
  tickets,
  timeSessions,
  users,
} from './schema.ts';
import { createMaintenanceReportRepository } from '../modules/reports-maintenance/reports-maintenance.repository.ts';

// Decision 030: the demo chain's time report never counts a minute twice.

const database = fileDemoDatabase();

describe('the demo chain', () => {
  it('has no two sessions of one person sharing a minute, and durations match the times', async () => {
    const rows = await database.db.select().from(timeSessions);
    expect(rows.length).toBeGreaterThan(20);
    for (const [index, a] of rows.entries()) {
      if (a.clockOutTime) {
        expect(a.durationMinutes).toBe(
          Math.round((a.clockOutTime.getTime() - a.clockInTime.getTime()) / 60_000),
        );
      }
      for (const b of rows.slice(index + 1)) {
        if (a.userId !== b.userId) continue;
        const endA = a.clockOutTime?.getTime() ?? Infinity;
        const endB = b.clockOutTime?.getTime() ?? Infinity;
        expect(a.clockInTime.getTime() < endB && b.clockInTime.getTime() < endA).toBe(false);
      }
    }
  });

  it('times every reported ticket on the SLA clock (issue 39), some of them already late', async () => {
    const rows = await database.db.select().from(tickets);
    const reported = rows.filter((row) => !row.preventive);
    expect(reported.length).toBeGreaterThan(10);
    for (const row of reported) {
      expect(row.slaRespondBy).not.toBeNull();
      expect(row.slaResolveBy?.getTime()).toBeGreaterThan(row.submittedAt.getTime());
      if (row.status !== 'open') expect(row.slaRespondedAt).not.toBeNull();
    }
    for (const row of rows.filter((ticket) => ticket.preventive)) {
      expect(row.slaResolveBy).toBeNull();
    }
    const now = Date.now();
    const late = reported.filter(
      (row) => row.completedAt === null && (row.slaResolveBy?.getTime() ?? Infinity) < now,
    );
    expect(late.length).toBeGreaterThan(0);
  });

  it('gives the Maintenance tab real response times and SLA compliance over the last 30 days', async () => {
    const now = new Date();
    const day = 86_400_000;
    const window = {
      current: { start: new Date(now.getTime() - 30 * day), end: now },
      previous: {
        start: new Date(now.getTime() - 60 * day),
        end: new Date(now.getTime() - 30 * day),
      },
      locationId: null,
      now,
    };
    const repository = createMaintenanceReportRepository(database.db);
    const total = <T extends { period: string; locationId: string | null }>(rows: T[]) =>
      rows.find((row) => row.period === 'current' && row.locationId === null);
    const responded = total(await repository.responded(window));
    const completed = total(await repository.completed(window));
    // SLA compliance counts each timed repair's verdict (decision 046), from its own statement.
    const verdicts = total(await repository.slaVerdicts(window));
    expect(responded?.values.respond_mean).toBeGreaterThan(0);
    expect(completed?.values.resolve_mean).toBeGreaterThan(0);
    expect(verdicts?.values.with_target).toBeGreaterThan(0);
    expect(verdicts?.values.met).toBeGreaterThan(0);
  });

  it('gives each technician a home store', async () => {
    const stores = await database.db.select().from(locations);
    const storeName = (id: string | null) => stores.find((store) => store.id === id)?.name;
    const technicians = (await database.db.select().from(users)).filter(
      (user) => user.role === 'technician',
    );
    expect(
      Object.fromEntries(
        technicians.map((user) => [user.username, storeName(user.homeLocationId)]),
      ),
    ).toEqual({ tech: 'Downtown', maria: 'Mall Location', sam: 'Airport' });
  });

  it('has conversations on its tickets and unread notifications, each about a ticket its reader may see', async () => {
    const people = await database.db.select().from(users);
    const comments = await database.db.select().from(ticketComments);
    expect(comments.length).toBeGreaterThanOrEqual(5);
    const told = await database.db.select().from(notifications);
    const ticketRows = await database.db.select().from(tickets);
    for (const username of ['admin', 'manager', 'tech']) {
      const person = people.find((user) => user.username === username);
      expect(told.some((row) => row.userId === person?.id && row.readAt === null)).toBe(true);
    }
    for (const row of told) {
      if (!row.ticketId) continue;
      const reader = people.find((user) => user.id === row.userId);
      const ticket = ticketRows.find((candidate) => candidate.id === row.ticketId);
      if (!reader || !ticket) throw new Error('a notification without its reader or ticket');
      expect(canViewTicket(reader, ticket), `${reader.username}: ${row.text}`).toBe(true);
    }
  });

  it('has a realistic equipment register: 3-8 units a store, warranties running and expired, one repeat offender, one unit down', async () => {
    const stores = await database.db.select().from(locations);
    const units = await database.db.select().from(equipment);
    const ticketRows = await database.db.select().from(tickets);
    for (const store of stores) {
      const count = units.filter((unit) => unit.locationId === store.id).length;
      expect(count, store.name).toBeGreaterThanOrEqual(3);
      expect(count, store.name).toBeLessThanOrEqual(8);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(units.some((unit) => unit.warrantyEndDate && unit.warrantyEndDate >= today)).toBe(true);
    expect(units.some((unit) => unit.warrantyEndDate && unit.warrantyEndDate < today)).toBe(true);

    // Every linked ticket is about a unit of its own store and category.
    const linked = ticketRows.filter((ticket) => ticket.equipmentId);
    expect(linked.length).toBeGreaterThanOrEqual(8);
    for (const ticket of linked) {
      const unit = units.find((candidate) => candidate.id === ticket.equipmentId);
      expect(unit?.locationId).toBe(ticket.locationId);
      expect(unit?.categoryId).toBe(ticket.categoryId);
    }
    const since = Date.now() - 90 * 86_400_000;
    const repeat = units.filter(
      (unit) =>
        linked.filter(
          // Decision 034: planned preventive work is not a repair.
          (ticket) =>
            ticket.equipmentId === unit.id &&
            !ticket.preventive &&
            ticket.submittedAt.getTime() >= since,
        ).length >= 3,
    );
    expect(repeat.map((unit) => unit.name)).toEqual(['Fryer 2']);

    // Down exactly while an open equipment-down ticket is on it (the rule tickets keep).
    const down = units.filter((unit) => unit.status === 'down').map((unit) => unit.id);
    const shouldBeDown = [
      ...new Set(
        linked
          .filter((ticket) => ticket.equipmentDown && ticket.status !== 'completed')
          .map((ticket) => ticket.equipmentId),
      ),
    ];
    expect(down.length).toBeGreaterThanOrEqual(1);
    expect(down.sort()).toEqual(shouldBeDown.sort());
  });
});
