import { describe, expect, it } from 'vitest';

import { i18next } from '#web/lib/i18n/i18n.ts';

import { buildRrule, describeRecurrence, parseRrule } from './rrule-builder.ts';
import type { Recurrence } from './rrule-builder.ts';

const base: Recurrence = { unit: 'days', interval: 1, weekdays: [], monthDay: 1 };

describe('buildRrule', () => {
  it('writes every N days, weeks on chosen weekdays, and months on day N or the last day', () => {
    expect(buildRrule(base)).toBe('FREQ=DAILY');
    expect(buildRrule({ ...base, interval: 3 })).toBe('FREQ=DAILY;INTERVAL=3');
    expect(buildRrule({ ...base, unit: 'weeks', interval: 2, weekdays: ['TH', 'MO'] })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    );
    expect(buildRrule({ ...base, unit: 'weeks' })).toBe('FREQ=WEEKLY');
    expect(buildRrule({ ...base, unit: 'months', interval: 3, monthDay: 1 })).toBe(
      'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
    );
    expect(buildRrule({ ...base, unit: 'months', monthDay: 'last' })).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=-1',
    );
  });
});

describe('parseRrule', () => {
  it('reads back every rule the builder writes', () => {
    const samples: Recurrence[] = [
      { ...base, interval: 14 },
      { ...base, unit: 'weeks', interval: 1, weekdays: ['MO', 'WE', 'FR'] },
      { ...base, unit: 'weeks', interval: 4, weekdays: [] },
      { ...base, unit: 'months', interval: 6, monthDay: 15 },
      { ...base, unit: 'months', interval: 1, monthDay: 'last' },
    ];
    for (const sample of samples) {
      const parsed = parseRrule(buildRrule(sample));
      expect(parsed && buildRrule(parsed)).toBe(buildRrule(sample));
      expect(parsed?.unit).toBe(sample.unit);
    }
  });

  it('accepts an RRULE: prefix, lower case and any order of parts', () => {
    expect(parseRrule('RRULE:bymonthday=1;freq=monthly;interval=3')).toEqual({
      unit: 'months',
      interval: 3,
      weekdays: [],
      monthDay: 1,
    });
  });

  it('answers null for rules outside the subset, which the editor shows as a custom rule', () => {
    for (const rule of [
      '',
      'FREQ=YEARLY',
      'FREQ=HOURLY',
      'FREQ=MONTHLY;BYDAY=1MO',
      'FREQ=MONTHLY',
      'FREQ=WEEKLY;COUNT=4',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=DAILY;BYMONTHDAY=2',
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=DAILY;FREQ=WEEKLY',
      'not a rule',
    ]) {
      expect(parseRrule(rule), rule).toBeNull();
    }
  });
});

describe('describeRecurrence', () => {
  it("says the rule in the reader's words", async () => {
    const english = i18next.getFixedT('en', 'maintenance-plans');
    expect(describeRecurrence(base, english)).toBe('Every day');
    expect(
      describeRecurrence({ ...base, unit: 'weeks', interval: 2, weekdays: ['MO', 'TH'] }, english),
    ).toBe('Every 2 weeks on Mon, Thu');
    expect(describeRecurrence({ ...base, unit: 'months', interval: 3, monthDay: 1 }, english)).toBe(
      'Every 3 months on the 1st',
    );
    expect(describeRecurrence({ ...base, unit: 'months', monthDay: 22 }, english)).toBe(
      'Every month on the 22nd',
    );
    expect(describeRecurrence({ ...base, unit: 'months', monthDay: 'last' }, english)).toBe(
      'Every month on the last day',
    );

    // Decision 044: a Spanish reader's preview before the server's answer.
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('maintenance-plans');
    const spanish = i18next.getFixedT('es', 'maintenance-plans');
    expect(describeRecurrence(base, spanish)).toBe('Cada día');
    expect(
      describeRecurrence({ ...base, unit: 'weeks', interval: 2, weekdays: ['MO', 'TH'] }, spanish),
    ).toBe('Cada 2 semanas: lun, jue');
    expect(describeRecurrence({ ...base, unit: 'months', interval: 3, monthDay: 1 }, spanish)).toBe(
      'Cada 3 meses el día 1',
    );
    expect(describeRecurrence({ ...base, unit: 'months', monthDay: 'last' }, spanish)).toBe(
      'Cada mes el último día',
    );
  });
});
