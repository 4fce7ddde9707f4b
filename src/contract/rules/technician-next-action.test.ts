import { describe, expect, it } from 'vitest';

import type { TicketStatus } from '../schemas/ticket.ts';
import { technicianNextAction } from './technician-next-action.ts';

const tech = { id: 'tech-1', role: 'technician' } as const;

function next(status: TicketStatus, isClockedIn = false, assignedTo: string | null = 'tech-1') {
  return technicianNextAction(tech, { status, assignedTo, isClockedIn });
}

describe('technicianNextAction', () => {
  it('asks to accept an open ticket assigned to me', () => {
    expect(next('open')).toBe('accept');
  });

  it('asks to clock in on accepted, in-progress and waiting tickets I am not clocked in on', () => {
    expect(next('accepted')).toBe('clock-in');
    expect(next('in-progress')).toBe('clock-in');
    expect(next('waiting-for-parts')).toBe('clock-in');
    expect(next('waiting-for-third-party')).toBe('clock-in');
  });

  it('asks to complete the ticket my running session is on', () => {
    expect(next('in-progress', true)).toBe('complete');
    expect(next('accepted', true)).toBe('complete');
  });

  it('offers nothing on a completed ticket or on another technician’s', () => {
    expect(next('completed')).toBeNull();
    expect(next('completed', true)).toBeNull();
    expect(next('open', false, 'tech-2')).toBeNull();
    expect(next('in-progress', false, 'tech-2')).toBeNull();
    expect(next('in-progress', false, null)).toBeNull();
  });

  it('offers nothing to admins and managers, who have no Today list', () => {
    expect(
      technicianNextAction(
        { id: 'tech-1', role: 'admin' },
        { status: 'open', assignedTo: 'tech-1', isClockedIn: false },
      ),
    ).toBeNull();
    expect(
      technicianNextAction(
        { id: 'tech-1', role: 'manager' },
        { status: 'accepted', assignedTo: 'tech-1', isClockedIn: false },
      ),
    ).toBeNull();
  });
});
