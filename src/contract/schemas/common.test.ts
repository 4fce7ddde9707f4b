import { describe, expect, it } from 'vitest';

import {
  dayOrInstantSchema,
  DaySchema,
  InstantSchema,
  optionalText,
  requiredText,
} from './common.ts';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('date schemas', () => {
  it('refuse days and instants outside their ranges with the range in the message', () => {
    expect(messages(DaySchema.safeParse('9999-12-31'))).toEqual([
      'Must be a date between 1900-01-01 and 2200-12-31',
    ]);
    expect(messages(InstantSchema.safeParse('9999-12-31T23:00:00-14:00'))).toEqual([
      'Must be a date-time between the years 2000 and 2100',
    ]);
  });

  it('name the field and tell a malformed value from one out of range', () => {
    const schema = dayOrInstantSchema('endDate');
    expect(schema.safeParse('2026-01-31').success).toBe(true);
    expect(schema.safeParse('2026-01-31T10:00:00Z').success).toBe(true);
    expect(messages(schema.safeParse('31/01/2026'))).toEqual([
      'endDate must be a date as YYYY-MM-DD',
    ]);
    expect(messages(schema.safeParse('0001-01-01'))).toEqual([
      'endDate must be a date between 1900-01-01 and 2200-12-31',
    ]);
    expect(messages(schema.safeParse('2150-01-01T00:00:00Z'))).toEqual([
      'endDate must be a date-time between the years 2000 and 2100',
    ]);
  });
});

describe('text schemas', () => {
  it('trim, require and refuse control characters in a single-line field', () => {
    const title = requiredText('Title', 20);
    expect(title.parse('  Fryer  ')).toBe('Fryer');
    expect(messages(title.safeParse('   '))).toEqual(['Title is required']);
    expect(messages(title.safeParse('Fryer\nbroken'))).toEqual(['Title must be a single line']);
    expect(messages(title.safeParse('Fryer\u202E'))).toEqual([
      'Title must not contain text-direction control characters',
    ]);
  });

  it('keep line breaks in a multi-line field and read blank as absent', () => {
    const notes = optionalText('Notes', 50, { isMultiLine: true });
    expect(notes.parse('line one\nline two')).toBe('line one\nline two');
    expect(notes.parse('  ')).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(messages(notes.safeParse('bell\u0007'))).toEqual([
      'Notes must not contain control characters',
    ]);
  });
});
