import { describe, expect, it } from 'vitest';

import { findHelpTopic, helpAnswer } from './chat-help.ts';

// Architecture §7: how-to questions about the newer screens find their topic, in the asker's role.

function answer(question: string, role: 'admin' | 'manager' | 'technician'): string | undefined {
  const topic = findHelpTopic(question);
  return topic ? helpAnswer(topic, role) : undefined;
}

describe('how-to answers', () => {
  it('explains sending a ticket to a vendor as a dispatch, not a technician assignment', () => {
    expect(answer('how do i send a ticket to a vendor', 'admin')).toMatch(
      /^Admins open the ticket and press Assign to Vendor/,
    );
    expect(answer('how can we get a contractor out', 'manager')).toMatch(
      /^Admins send tickets to outside vendors/,
    );
    expect(answer('how do I assign a ticket', 'admin')).toMatch(/press Assign, pick a technician/);
  });

  it('explains adding vendors, equipment labels and maintenance plans', () => {
    expect(answer('how do I add a vendor', 'admin')).toMatch(/press Add vendor/);
    expect(answer('how do I add a vendor', 'technician')).toBe(
      'Only admins manage vendors (Vendors in the admin menu).',
    );
    expect(answer('how do i print qr labels', 'admin')).toMatch(/Print Labels/);
    expect(answer('how do I set up preventive maintenance', 'admin')).toMatch(/press New Plan/);
    expect(answer('how do I set up preventive maintenance', 'technician')).toMatch(
      /^Admins create maintenance plans/,
    );
  });
});
