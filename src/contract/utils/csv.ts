// Product rules §5: a CSV cell starting with =, +, -, @ or a tab gets a leading apostrophe, so a
// spreadsheet shows it as text instead of running it as a formula (CSV injection). A leading
// carriage return is treated the same way (OWASP). Quoting and doubling of double quotes is left
// to the CSV writer (papaparse's unparse on the web).

const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** The cell with a leading apostrophe when it could be read as a formula. */
export function protectCsvCell(value: string): string {
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

/** Every cell of every row protected; a table ready for the CSV writer. */
export function protectCsvRows(rows: readonly (readonly string[])[]): string[][] {
  return rows.map((row) => row.map(protectCsvCell));
}
