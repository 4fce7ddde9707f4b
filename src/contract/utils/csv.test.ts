import { describe, expect, it } from 'vitest';

import { protectCsvCell, protectCsvRows } from './csv.ts';

describe('protectCsvCell', () => {
  it.each(['=SUM(A1:A9)', '+1 555 0100', '-2', '@cmd', '\tindented', '\rcarriage'])(
    'puts an apostrophe before %j',
    (value) => {
      expect(protectCsvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary cells alone, even with a trigger later in the text', () => {
    expect(protectCsvCell('Replaced gasket = done')).toBe('Replaced gasket = done');
    expect(protectCsvCell('01/06/2026 09:00')).toBe('01/06/2026 09:00');
    expect(protectCsvCell('')).toBe('');
    expect(protectCsvCell('"quoted"')).toBe('"quoted"');
  });
});

describe('protectCsvRows', () => {
  it('protects every cell of every row', () => {
    expect(
      protectCsvRows([
        ['Technician', 'Notes'],
        ['=Eve', '-1h'],
      ]),
    ).toEqual([
      ['Technician', 'Notes'],
      ["'=Eve", "'-1h"],
    ]);
  });
});
