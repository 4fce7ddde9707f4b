import Papa from 'papaparse';

import { EQUIPMENT_CSV_HEADER } from '#contract/schemas/equipment.ts';
import type { EquipmentImportResult } from '#contract/schemas/equipment.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import { protectCsvRows } from '#contract/utils/csv.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { checkEquipmentRecords, readEquipmentCsv } from './equipment-import.ts';
import type { EquipmentImportRepository } from './equipment-import.repository.ts';

// Decision 033: importing the register from a CSV (a dry run shows per-row errors; a real run writes
// the valid rows in one transaction) and exporting it with the same columns plus status and code.

const EQUIPMENT_EXPORT_HEADER = [...EQUIPMENT_CSV_HEADER, 'status', 'short code'];

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
    async exportCsv(): Promise<string> {
      const units = await repository.listForExport();
      const rows = units.map((unit) => [
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
      return Papa.unparse([EQUIPMENT_EXPORT_HEADER, ...protectCsvRows(rows)], { newline: '\r\n' });
    },
  };
}

export type EquipmentImportService = ReturnType<typeof createEquipmentImportService>;
