import type { Readable } from 'node:stream';

import Papa from 'papaparse';

import { EQUIPMENT_CSV_HEADER } from '#contract/schemas/equipment.ts';
import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { streamCsv } from '../../lib/streamed-answer.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { checkEquipmentRecords, readEquipmentCsv } from './equipment-import.ts';
import type { EquipmentImportRepository } from './equipment-import.repository.ts';

// Decision 033: importing the register from a CSV (a dry run shows per-row errors; a real run writes
// the valid rows in one transaction) and exporting it with the same columns plus status and code.

const EQUIPMENT_EXPORT_HEADER = [...EQUIPMENT_CSV_HEADER, 'status', 'short code'];
/** Units read per page of the export. */
const EXPORT_PAGE_ROWS = 1000;

export function createEquipmentImportService(deps: {
  db: Database;
  repository: EquipmentImportRepository;
  activity: ActivityService;
  clock: Clock;
}) {
  const { db, repository, activity, clock } = deps;
  return {
    async import(user: SessionUser, csv: string, dryRun: boolean): Promise<EquipmentImportResult> {
      // The header is checked before anything is read from the database.
      const records = readEquipmentCsv(csv);
      if (dryRun) {
        const { result } = checkEquipmentRecords(records, await repository.lookups());
        return { ...result, imported: 0 };
      }
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          // Checked again inside the transaction that writes, against what is there now.
          const { result, units } = checkEquipmentRecords(records, await repository.lookups(tx));
          const imported = await repository.insertUnits(units, now, tx);
          if (imported > 0) {
            await activity.record(
              {
                actorId: user.id,
                kind: 'equipment.imported',
                details: { count: imported },
                createdAt: now,
              },
              tx,
            );
          }
          return { ...result, imported };
        });
      } catch (error) {
        // Someone added a unit of the same name at the same store meanwhile: nothing was written.
        if (isUniqueViolation(error)) {
          throw conflict(
            'CONFLICT',
            'Equipment with one of these names was just added; check the file again',
          );
        }
        throw error;
      }
    },

    /** The register as CSV, every cell guarded against spreadsheet formulas. */
    /**
     * The register as CSV, written as its pages are read (issue 37): the same bytes as the whole
     * file through papaparse's unparse.
     */
    exportCsv(): Promise<Readable> {
      async function* pages() {
        let after: Parameters<typeof repository.listForExport>[0]['after'];
        do {
          const page = await repository.listForExport({
            limit: EXPORT_PAGE_ROWS,
            ...(after ? { after } : {}),
          });
          yield page.units.map((unit) => [
            unit.name,
            unit.store,
            unit.category,
            unit.make ?? '',
            unit.model ?? '',
            unit.serialNumber ?? '',
            unit.installDate ?? '',
            unit.warrantyEndDate ?? '',
            unit.warrantyProvider ?? '',
            unit.status,
            unit.shortCode,
          ]);
          after = page.next ?? undefined;
        } while (after);
      }
      return streamCsv(
        pages(),
        Papa.unparse([EQUIPMENT_EXPORT_HEADER], { newline: '\r\n' }),
        (rows) => `\r\n${Papa.unparse(protectCsvRows(rows), { newline: '\r\n' })}`,
      );
    },
  };
}

export type EquipmentImportService = ReturnType<typeof createEquipmentImportService>;
