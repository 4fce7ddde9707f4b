import { describe, expect, it } from 'vitest';

import { TIME_SETTINGS_DEFAULTS } from '#contract/schemas/time-settings.ts';
import type { TimeSettings } from '#contract/schemas/time-settings.ts';

import { payRules } from './time-settings.service.ts';

const settings: TimeSettings = {
  ...TIME_SETTINGS_DEFAULTS,
  roundingMinutes: 15,
  updatedAt: '2026-01-06T14:00:00.000Z',
  updatedBy: null,
};

describe('payRules', () => {
  it('passes the thresholds that are on and null for those that are off', () => {
    expect(payRules(settings)).toEqual({
      breaksPaid: false,
      roundingMinutes: 15,
      dailyOvertimeMinutes: null,
      doubleTimeMinutes: null,
      weeklyOvertimeMinutes: 2400,
    });
    expect(
      payRules({
        ...settings,
        breaksPaid: true,
        dailyOvertimeEnabled: true,
        doubleTimeEnabled: true,
        weeklyOvertimeEnabled: false,
      }),
    ).toEqual({
      breaksPaid: true,
      roundingMinutes: 15,
      dailyOvertimeMinutes: 480,
      doubleTimeMinutes: 720,
      weeklyOvertimeMinutes: null,
    });
  });
});
