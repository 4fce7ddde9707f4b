import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { categories, equipment } from '../../db/schema.ts';

// Decision 033: the unit picked on the create-ticket form decides the AI analysis' category.

export interface AnalysisUnit {
  name: string;
  locationId: string;
  category: string;
  status: string;
}

export function createAnalysisEquipmentRepository(db: Database) {
  return {
    async unitForAnalysis(id: string): Promise<AnalysisUnit | undefined> {
      const [row] = await db
        .select({
          name: equipment.name,
          locationId: equipment.locationId,
          category: categories.name,
          status: equipment.status,
        })
        .from(equipment)
        .innerJoin(categories, eq(equipment.categoryId, categories.id))
        .where(eq(equipment.id, id));
      return row;
    },
  };
}
