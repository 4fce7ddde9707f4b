import { asc, eq, ne, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { categories, equipment, locations } from '../../db/schema.ts';
import { nameKey } from './equipment-import.ts';
import type { ImportLookups, ImportUnit, NamedRef } from './equipment-import.ts';
import { newShortCode } from './short-code.ts';

// Decision 033: what the CSV import checks against and writes, and what the export reads.

/** One unit as the export writes it. */
interface ExportUnit {
  name: string;
  store: string;
  category: string;
  make: string | null;
  model: string | null;
  serialNumber: string | null;
  installDate: string | null;
  warrantyEndDate: string | null;
  warrantyProvider: string | null;
  status: string;
  shortCode: string;
}

function byLowerName(rows: NamedRef[]): Map<string, NamedRef> {
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

export function createEquipmentImportRepository(db: Database) {
  return {
    /** Stores, categories and the names taken at each store (retired units free their name). */
    async lookups(executor: Executor = db): Promise<ImportLookups> {
      // One after another: a transaction is one connection, which runs one query at a time (pg
      // queues concurrent ones today, deprecated, and pg@9 refuses them).
      const storeRows = await executor
        .select({ id: locations.id, name: locations.name })
        .from(locations);
      const categoryRows = await executor
        .select({ id: categories.id, name: categories.name })
        .from(categories);
      const unitRows = await executor
        .select({ locationId: equipment.locationId, name: equipment.name })
        .from(equipment)
        .where(ne(equipment.status, 'retired'));
      return {
        stores: byLowerName(storeRows),
        categories: byLowerName(categoryRows),
        existingNames: new Set(unitRows.map((row) => nameKey(row.locationId, row.name))),
      };
    },

    /** Writes the units, each with a new label code, in the caller's transaction. */
    async insertUnits(units: readonly ImportUnit[], now: Date, tx: Executor): Promise<number> {
      // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
      const CHUNK = 500;
      let written = 0;
      for (let start = 0; start < units.length; start += CHUNK) {
        const rows = await tx
          .insert(equipment)
          .values(
            units.slice(start, start + CHUNK).map((unit) => ({
              ...unit,
              shortCode: newShortCode(),
              status: 'in-service' as const,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: equipment.id });
        written += rows.length;
      }
      return written;
    },

    /** Every unit, retired ones too, by store then name. */
    async listForExport(): Promise<ExportUnit[]> {
      return db
        .select({
          name: equipment.name,
          store: locations.name,
          category: categories.name,
          make: equipment.make,
          model: equipment.model,
          serialNumber: equipment.serialNumber,
          installDate: equipment.installDate,
          warrantyEndDate: equipment.warrantyEndDate,
          warrantyProvider: equipment.warrantyProvider,
          status: equipment.status,
          shortCode: equipment.shortCode,
        })
        .from(equipment)
        .innerJoin(locations, eq(equipment.locationId, locations.id))
        .innerJoin(categories, eq(equipment.categoryId, categories.id))
        .orderBy(
          asc(sql`lower(${locations.name})`),
          asc(sql`lower(${equipment.name})`),
          asc(equipment.id),
        );
    },
  };
}

export type EquipmentImportRepository = ReturnType<typeof createEquipmentImportRepository>;
