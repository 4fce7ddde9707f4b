import { describe, expect, it } from 'vitest';

import {
  splitTicketNumbers,
  ticketNumberPath,
  ticketPath,
  ticketsListPath,
} from './ticket-links.ts';

describe('ticket links', () => {
  it('builds the board’s addresses', () => {
    expect(ticketPath('abc', '?q=x')).toBe('/tickets/abc?q=x');
    expect(ticketsListPath()).toBe('/tickets');
    expect(ticketsListPath({ status: 'open', assignedTo: 'unassigned' })).toBe(
      '/tickets?status=open&assignedTo=unassigned',
    );
    expect(ticketsListPath({ status: ['open', 'in-progress'] })).toBe(
      '/tickets?status=open%2Cin-progress',
    );
    expect(ticketNumberPath(1042)).toBe('/tickets?q=1042&completed=1');
  });

  it('finds ticket numbers in text', () => {
    expect(splitTicketNumbers('Fryer at Downtown (#1042, #1043) keeps failing')).toEqual([
      { text: 'Fryer at Downtown (' },
      { text: '#1042', ticketNumber: 1042 },
      { text: ', ' },
      { text: '#1043', ticketNumber: 1043 },
      { text: ') keeps failing' },
    ]);
    expect(splitTicketNumbers('No numbers here')).toEqual([{ text: 'No numbers here' }]);
  });
});
