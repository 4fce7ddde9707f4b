import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setBusinessTimeZone } from '#web/lib/date-format.ts';
import { i18next } from '#web/lib/i18n/i18n.ts';

import { expectedText, onItText } from './store-work-format.ts';

// Issue 36: who is on a manager's ticket and when they are expected, in words. Times are read in the
// business zone; UTC here, so the words do not depend on the machine running the test.

const NOW = new Date('2026-01-06T14:00:00.000Z');
const t = i18next.getFixedT('en', ['dashboard', 'common'] as const);
const vendor = (dispatchStatus: 'sent' | 'accepted' | 'on-site' | 'work-done' | 'invoiced') => ({
  kind: 'vendor' as const,
  name: 'Arctic Air',
  dispatchStatus,
});
const technician = { kind: 'technician' as const, name: 'Tony Reyes', dispatchStatus: null };

beforeEach(() => {
  setBusinessTimeZone('UTC');
});
afterEach(() => {
  setBusinessTimeZone(null);
});

describe('the manager’s work list in words', () => {
  it('names the technician, the vendor with its dispatch status, or nobody', () => {
    expect(onItText(technician, t)).toBe('Technician: Tony Reyes');
    expect(onItText(vendor('on-site'), t)).toBe('Vendor: Arctic Air (On site)');
    expect(onItText(null, t)).toBe('Nobody assigned yet');
  });

  it('says when someone is expected: today by the clock, another day with its date', () => {
    const at = (kind: 'scheduled' | 'arriving' | 'due-by' | 'on-site-since', iso: string) => ({
      kind,
      at: iso,
    });
    expect(
      expectedText(
        { onIt: technician, expected: at('scheduled', '2026-01-06T16:00:00.000Z') },
        t,
        NOW,
      ),
    ).toMatch(/^Scheduled today 4:00 PM/);
    expect(
      expectedText(
        { onIt: vendor('accepted'), expected: at('arriving', '2026-01-08T19:30:00.000Z') },
        t,
        NOW,
      ),
    ).toMatch(/^Arriving Jan 8, 2026 7:30 PM/);
    expect(
      expectedText(
        { onIt: vendor('sent'), expected: at('due-by', '2026-01-07T12:00:00.000Z') },
        t,
        NOW,
      ),
    ).toMatch(/^Due by Jan 7, 2026 12:00 PM/);
    expect(
      expectedText(
        { onIt: vendor('on-site'), expected: at('on-site-since', '2026-01-06T13:15:00.000Z') },
        t,
        NOW,
      ),
    ).toMatch(/^On site since today 1:15 PM/);
  });

  it('says what is awaited when no time is known', () => {
    expect(expectedText({ onIt: vendor('work-done'), expected: null }, t, NOW)).toBe(
      'Work done, waiting for an admin to confirm',
    );
    expect(expectedText({ onIt: technician, expected: null }, t, NOW)).toBe('No time set yet');
    expect(expectedText({ onIt: null, expected: null }, t, NOW)).toBe('Waiting to be assigned');
  });
});
