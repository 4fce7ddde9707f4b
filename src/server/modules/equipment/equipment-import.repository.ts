import { asc, eq, ne, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/database.ts';
import { categories, equipment, locations } from '../../db/schema.ts';
import { nameKey } from './equipment-import.ts';
import type { ImportLookups, ImportUnit, NamedRef } from './equipment-import.ts';
import { newShortCode } from './short-code.ts';

// Decision 033: what the CSV import checks against and writes, and what the export reads.

/** Where a page of the export ends: its last unit's sort keys and id (the tiebreak). */
interface ExportCursor {
  storeOrder: string;
  nameOrder: string;
  id: string;
}

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

    /**
     * Every unit, retired ones too, by store then name, a page at a time after `after` (issue 37:
     * the export is written as its pages are read).
     */
    async listForExport(page: {
      after?: ExportCursor;
      limit: number;
    }): Promise<{ units: ExportUnit[]; next: ExportCursor | null }> {
      const storeOrder = sql<string>`lower(${locations.name})`;
      const nameOrder = sql<string>`lower(${equipment.name})`;
      const rows = await db
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
          id: equipment.id,
          storeOrder,
          nameOrder,
        })
        .from(equipment)
        .innerJoin(locations, eq(equipment.locationId, locations.id))
        .innerJoin(categories, eq(equipment.categoryId, categories.id))
        .where(
          page.after
            ? sql`(${storeOrder}, ${nameOrder}, ${equipment.id}) > (${page.after.storeOrder}, ${page.after.nameOrder}, ${page.after.id}::uuid)`
            : undefined,
        )
        .orderBy(asc(storeOrder), asc(nameOrder), asc(equipment.id))
        .limit(page.limit);
      const last = rows.at(-1);
      return {
        units: rows,
        // A short page is the last one.
        next:
          last && rows.length === page.limit
            ? { storeOrder: last.storeOrder, nameOrder: last.nameOrder, id: last.id }
            : null,
      };
    },
  };
}

export type EquipmentImportRepository = ReturnType<typeof createEquipmentImportRepository>;
