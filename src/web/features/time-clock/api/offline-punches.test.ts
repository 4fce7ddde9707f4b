import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { ActiveSession } from '#contract/schemas/time-session.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { activeSessionFixture } from '#tests/web/active-session-fixture.ts';

import { activeSessionAfterPunch, applyQueuedPunch } from './offline-punches.ts';

const IDLE: ActiveSession = activeSessionFixture();

describe('punches queued offline', () => {
  it('clock the user in from the tap time, on the ticket picked', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.activeSession.ofUser('u1'), IDLE);
    queryClient.setQueryData(queryKeys.tickets.assignedOpen('u1'), [
      { id: 't1', ticketNumber: 1042, title: 'Walk-in cooler', status: 'open' },
    ]);
    applyQueuedPunch(queryClient, 'u1', {
      kind: 'clock-in',
      tappedAt: '2026-11-26T10:42:00.000Z',
      body: { ticketId: 't1', notes: null },
    });
    expect(queryClient.getQueryData(queryKeys.activeSession.ofUser('u1'))).toMatchObject({
      isActive: true,
      clockInTime: '2026-11-26T10:42:00.000Z',
      ticketId: 't1',
      ticketNumber: 1042,
    });
  });

  it('start and end a break, adding its minutes, and clock out', () => {
    const running = { ...IDLE, isActive: true, clockInTime: '2026-11-26T08:00:00.000Z' };
    const onBreak = activeSessionAfterPunch(
      running,
      { kind: 'break-start', tappedAt: '2026-11-26T10:00:00.000Z' },
      undefined,
    );
    expect(onBreak.breakStartTime).toBe('2026-11-26T10:00:00.000Z');
    const back = activeSessionAfterPunch(
      onBreak,
      { kind: 'break-end', tappedAt: '2026-11-26T10:15:00.000Z' },
      undefined,
    );
    expect(back).toMatchObject({ breakStartTime: null, breakMinutes: 15, isActive: true });
    expect(
      activeSessionAfterPunch(
        back,
        { kind: 'clock-out', tappedAt: '2026-11-26T12:00:00.000Z' },
        undefined,
      ),
    ).toMatchObject({ isActive: false, clockInTime: null });
  });
});
