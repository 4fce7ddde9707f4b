import { describe, expect, it } from 'vitest';

import { violatesBreakRule } from './break-rule.ts';

const rule = { breakRuleEnabled: true, breakRuleAfterMinutes: 360, breakRuleMinutes: 30 };
const closed = '2026-01-06T20:00:00.000Z';

describe('violatesBreakRule', () => {
  it('flags a closed session worked past the threshold with less than the required break', () => {
    expect(
      violatesBreakRule({ clockOutTime: closed, workedMinutes: 361, breakMinutes: 29 }, rule),
    ).toBe(true);
    expect(
      violatesBreakRule({ clockOutTime: closed, workedMinutes: 420, breakMinutes: 0 }, rule),
    ).toBe(true);
  });

  it('leaves alone enough break, a session not past the threshold, a running one and a rule that is off', () => {
    expect(
      violatesBreakRule({ clockOutTime: closed, workedMinutes: 420, breakMinutes: 30 }, rule),
    ).toBe(false);
    expect(
      violatesBreakRule({ clockOutTime: closed, workedMinutes: 360, breakMinutes: 0 }, rule),
    ).toBe(false);
    expect(
      violatesBreakRule({ clockOutTime: null, workedMinutes: null, breakMinutes: 0 }, rule),
    ).toBe(false);
    expect(
      violatesBreakRule(
        { clockOutTime: closed, workedMinutes: 600, breakMinutes: 0 },
        { ...rule, breakRuleEnabled: false },
      ),
    ).toBe(false);
  });
});
