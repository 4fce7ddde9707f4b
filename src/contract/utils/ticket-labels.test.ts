import { describe, expect, it } from 'vitest';

import { TICKET_PRIORITIES, TICKET_STATUSES } from '../schemas/ticket.ts';

import { priorityLabel, statusLabel } from './ticket-labels.ts';

describe('ticket labels', () => {
  it('reads every status in human words', () => {
    expect(TICKET_STATUSES.map(statusLabel)).toEqual([
      'Open',
      'Accepted',
      'In Progress',
      'Waiting for Parts',
      'Waiting for Third Party',
      'Completed',
    ]);
  });

  it('reads every priority in human words', () => {
    expect(TICKET_PRIORITIES.map(priorityLabel)).toEqual(['Low', 'Medium', 'Urgent']);
  });

  it('leaves anything else as it is', () => {
    expect(statusLabel('Downtown')).toBe('Downtown');
    expect(priorityLabel('toString')).toBe('toString');
  });
});
