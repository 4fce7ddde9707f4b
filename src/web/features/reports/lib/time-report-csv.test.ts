import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import type { ReportTimeSession } from '#contract/schemas/time-session.ts';

import { buildTimeReportCsv, formatReportDate, timeReportFileName } from './time-report-csv.ts';

function session(overrides: Partial<ReportTimeSession>): ReportTimeSession {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    userName: 'Tony Reyes',
    storeId: '00000000-0000-4000-8000-000000000003',
    storeName: 'Downtown',
    ticketId: null,
    ticketNumber: null,
    ticketTitle: null,
    clockInTime: new Date(2026, 0, 6, 9, 5).toISOString(),
    clockOutTime: new Date(2026, 0, 6, 11, 20).toISOString(),
    durationMinutes: 135,
    isActive: false,
    notes: null,
    needsReview: false,
    breakMinutes: 0,
    unpaidBreakMinutes: 0,
    workedMinutes: 135,
    source: 'clock',
    corrected: false,
    offline: false,
    punchFlag: null,
    breakRuleViolated: false,
    ...overrides,
  };
}

describe('buildTimeReportCsv', () => {
  it('writes the spec columns in their order, then Ticket, Store and decimal Hours', () => {
    const csv = buildTimeReportCsv([
      session({ notes: 'Replaced gasket', ticketNumber: 1042 }),
      session({ durationMinutes: 50, workedMinutes: 50, storeName: null }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Technician,Clock In,Clock Out,Duration,Notes,Ticket,Store,Hours',
      'Tony Reyes,01/06/2026 09:05,01/06/2026 11:20,2h 15m,Replaced gasket,#1042,Downtown,2.25',
      'Tony Reyes,01/06/2026 09:05,01/06/2026 11:20,50m,,,,0.83',
    ]);
  });

  it('writes worked hours (unpaid breaks left out) while Duration stays the elapsed time', () => {
    const csv = buildTimeReportCsv([
      session({ breakMinutes: 30, unpaidBreakMinutes: 30, workedMinutes: 105 }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      'Tony Reyes,01/06/2026 09:05,01/06/2026 11:20,2h 15m,,,Downtown,1.75',
    );
  });

  it("writes 'Active' as the clock-out of an open session and N/A as its duration", () => {
    const csv = buildTimeReportCsv([
      session({ clockOutTime: null, durationMinutes: null, workedMinutes: null, isActive: true }),
    ]);
    expect(csv.split('\r\n')[1]).toBe('Tony Reyes,01/06/2026 09:05,Active,N/A,,,Downtown,');
  });

  it('puts an apostrophe before formula cells and doubles double quotes', () => {
    const csv = buildTimeReportCsv([
      session({
        userName: '=HYPERLINK("http://evil.example")',
        notes: '@SUM(A1) and "quoted", too',
      }),
      session({ userName: '+Plus', notes: '-minus' }),
      session({ userName: 'Tab', notes: '\tindented' }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(
      '"\'=HYPERLINK(""http://evil.example"")",01/06/2026 09:05,01/06/2026 11:20,2h 15m,"\'@SUM(A1) and ""quoted"", too",,Downtown,2.25',
    );
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed.slice(1).map((row) => [row[0], row[4]])).toEqual([
      ['\'=HYPERLINK("http://evil.example")', '\'@SUM(A1) and "quoted", too'],
      ["'+Plus", "'-minus"],
      ['Tab', "'\tindented"],
    ]);
  });

  it('keeps notes with line breaks in one cell', () => {
    const csv = buildTimeReportCsv([session({ notes: 'first\nsecond' })]);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(2);
    expect(parsed[1]?.[4]).toBe('first\nsecond');
  });

  it('writes only the header row for an empty report', () => {
    expect(buildTimeReportCsv([])).toBe(
      'Technician,Clock In,Clock Out,Duration,Notes,Ticket,Store,Hours',
    );
  });
});

describe('report formats', () => {
  it('formats dates as MM/dd/yyyy HH:mm and names the file by day', () => {
    expect(formatReportDate(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('12/31/2026 23:59');
    expect(timeReportFileName(new Date(2026, 0, 6, 15))).toBe('time-report-2026-01-06.csv');
  });
});
