import Papa from 'papaparse';

import {
  CreateEquipmentInputSchema,
  EQUIPMENT_CSV_HEADER,
  EQUIPMENT_CSV_HEADER_MESSAGE,
  EQUIPMENT_IMPORT_MAX_ROWS,
} from '#contract/schemas/equipment.ts';
import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';

import { badRequest } from '../../lib/app-error.ts';
import type { EquipmentValues } from './equipment.repository.ts';

// Decision 033: the equipment CSV, read and checked without touching the database. Each row is held to
// the same rules as POST /api/equipment (the contract's CreateEquipmentInputSchema) plus what only
// a file can get wrong: names of stores and categories, dates as people type them, duplicates.

/** A store or category as the import matches it: by name, in any letter case. */
export interface NamedRef {
  id: string;
  name: string;
}

export interface ImportLookups {
  /** Stores and categories by their lower-case name. */
  stores: ReadonlyMap<string, NamedRef>;
  categories: ReadonlyMap<string, NamedRef>;
  /** `${locationId}|${lower-case name}` of every unit that is not retired. */
  existingNames: ReadonlySet<string>;
}

/** A row ready to be written: a unit's values but notes, status and retirement (defaults). */
export type ImportUnit = Omit<EquipmentValues, 'notes' | 'status' | 'retiredAt'>;

interface CheckedImport {
  result: Omit<EquipmentImportResult, 'imported'>;
  units: ImportUnit[];
}

/** One data record of the file, with the line it starts on (the header is line 1). */
interface CsvRecord {
  line: number;
  cells: string[];
}

const COLUMN_COUNT = EQUIPMENT_CSV_HEADER.length;

/** The schema's field → the column a person sees in the file. */
const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'name',
  make: 'make',
  model: 'model',
  serialNumber: 'serial',
  installDate: 'install date',
  warrantyEndDate: 'warranty end',
  warrantyProvider: 'warranty provider',
};

export function nameKey(locationId: string, name: string): string {
  return `${locationId}|${name.trim().toLowerCase()}`;
}

/**
 * The data records of a CSV whose header row is exactly EQUIPMENT_CSV_HEADER (letter case and
 * spaces around a cell forgiven); a 400 with EQUIPMENT_CSV_HEADER_MESSAGE otherwise.
 */
export function readEquipmentCsv(text: string): CsvRecord[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...rest] = parsed.data;
  const headerCells = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const headerOk =
    headerCells.length === COLUMN_COUNT &&
    EQUIPMENT_CSV_HEADER.every((column, index) => headerCells[index] === column);
  if (!headerOk) throw badRequest(EQUIPMENT_CSV_HEADER_MESSAGE);
  const records: CsvRecord[] = [];
  // papaparse does not report line numbers; count the line breaks inside each record instead, so a
  // quoted cell spanning lines still reports where its row starts.
  let line = 1 + countLineBreaks(header ?? []);
  for (const cells of rest) {
    line += 1;
    const startsOn = line;
    line += countLineBreaks(cells);
    if (cells.every((cell) => cell.trim() === '')) continue;
    records.push({ line: startsOn, cells });
  }
  if (records.length > EQUIPMENT_IMPORT_MAX_ROWS) {
    throw badRequest(`A file may hold at most ${String(EQUIPMENT_IMPORT_MAX_ROWS)} rows`);
  }
  return records;
}

function countLineBreaks(cells: readonly string[]): number {
  return cells.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
}

const DAY_FIELDS = new Set(['installDate', 'warrantyEndDate']);

function badDayMessage(column: string): string {
  return `${column} must be a date as YYYY-MM-DD or MM/DD/YYYY`;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A day as YYYY-MM-DD from what a spreadsheet writes: YYYY-MM-DD or MM/DD/YYYY. Blank is null;
 * anything else is kept as typed so the schema refuses it.
 */
function dayCell(value: string): { day: string | null; ok: boolean } {
  const trimmed = value.trim();
  if (trimmed === '') return { day: null, ok: true };
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return { day: trimmed, ok: true };
  const us = US_DATE.exec(trimmed);
  if (us) {
    const [, month = '', day = '', year = ''] = us;
    return { day: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, ok: true };
  }
  return { day: null, ok: false };
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Checks every record; only rows without errors become units. */
export function checkEquipmentRecords(
  records: readonly CsvRecord[],
  lookups: ImportLookups,
): CheckedImport {
  const units: ImportUnit[] = [];
  const rows: CheckedImport['result']['rows'] = [];
  /** Names seen in this file: key → the line it was first seen on. */
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    const [name = '', store = '', category = '', make, model, serial, install, warranty, provider] =
      cells;
    const errors: string[] = [];
    if (cells.slice(COLUMN_COUNT).some((cell) => cell.trim() !== '')) {
      errors.push(`A row has ${String(COLUMN_COUNT)} cells; this one has more`);
    }
    const location = lookups.stores.get(store.trim().toLowerCase());
    if (!location) errors.push(`Unknown store: ${store.trim()}`);
    const categoryRef = lookups.categories.get(category.trim().toLowerCase());
    if (!categoryRef) errors.push(`Unknown category: ${category.trim()}`);
    const installDay = dayCell(install ?? '');
    if (!installDay.ok) errors.push(badDayMessage('install date'));
    const warrantyDay = dayCell(warranty ?? '');
    if (!warrantyDay.ok) errors.push(badDayMessage('warranty end'));

    const candidate = {
      name,
      locationId: location?.id,
      categoryId: categoryRef?.id,
      make: blankToNull(make),
      model: blankToNull(model),
      serialNumber: blankToNull(serial),
      installDate: installDay.day,
      warrantyEndDate: warrantyDay.day,
      warrantyProvider: blankToNull(provider),
    };
    const parsed = CreateEquipmentInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        // Unknown stores and categories are already named above, by what the file says.
        if (field === 'locationId' || field === 'categoryId') continue;
        const column = COLUMN_OF_FIELD[field];
        // A well-formed day that does not exist (2024-13-45) reads like any other bad date.
        if (column && DAY_FIELDS.has(field) && issue.message.includes('YYYY-MM-DD')) {
          errors.push(badDayMessage(column));
          continue;
        }
        errors.push(
          column && !issue.message.toLowerCase().startsWith(column.split(' ')[0] ?? column)
            ? `${column}: ${issue.message}`
            : issue.message,
        );
      }
    }

    const trimmedName = name.trim();
    if (location && trimmedName) {
      const key = nameKey(location.id, trimmedName);
      const firstLine = seen.get(key);
      if (lookups.existingNames.has(key)) {
        errors.push(`${location.name} already has equipment named ${trimmedName}`);
      } else if (firstLine !== undefined) {
        errors.push(
          `${trimmedName} at ${location.name} is also on line ${String(firstLine)} of this file`,
        );
      } else {
        seen.set(key, line);
      }
    }

    rows.push({ line, name: trimmedName, store: store.trim(), category: category.trim(), errors });
    if (errors.length === 0 && parsed.success && location && categoryRef) {
      units.push({
        name: parsed.data.name,
        locationId: location.id,
        categoryId: categoryRef.id,
        make: parsed.data.make ?? null,
        model: parsed.data.model ?? null,
        serialNumber: parsed.data.serialNumber ?? null,
        installDate: parsed.data.installDate ?? null,
        warrantyEndDate: parsed.data.warrantyEndDate ?? null,
        warrantyProvider: parsed.data.warrantyProvider ?? null,
      });
    }
  }
  const valid = units.length;
  return { result: { rows, valid, invalid: rows.length - valid }, units };
}
