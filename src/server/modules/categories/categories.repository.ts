import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { Category, CategoryInput, CategoryTicketCounts } from '#contract/schemas/category.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import { categories, tickets } from '../../db/schema.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import { counted, countedTickets, visibleTicketCounts } from '../../db/ticket-counts.ts';

// Serialises category creation across instances so the limit holds under concurrent adds.
const CATEGORY_LIMIT_LOCK_KEY = 7_311_004_401;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
};

export function createCategoriesRepository(db: Database) {
  return {
    async list(executor: Executor = db): Promise<Category[]> {
      return executor
        .select(categoryColumns)
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    },

    /**
     * Issue 36: per category, the audience's tickets not completed and in all. Issue 37 (decision
     * 042 cut 14): summed from the counters (ticket_counts, keyed by category since migration 0025)
     * over the audience's rows, not grouped from every ticket; every category is answered, 0s too.
     */
    async ticketCounts(audience: TicketAudience): Promise<CategoryTicketCounts[]> {
      const rows: unknown = await db.execute(sql`
        select ${categories.id} as "categoryId",
          coalesce(counts.active, 0)::int as "activeTickets",
          coalesce(counts.total, 0)::int as "totalTickets"
        from ${categories}
        left join (
          select ${counted.categoryId} as category_id,
            ${countedTickets(sql`${counted.status} <> 'completed'`)} as active,
            ${countedTickets()} as total
          from ${visibleTicketCounts(audience)}
          group by ${counted.categoryId}
        ) as counts on counts.category_id = ${categories.id}
        order by ${categories.id}`);
      return (rows as { rows: CategoryTicketCounts[] }).rows;
    },

    async findById(id: string, executor: Executor = db): Promise<Category | undefined> {
      const [row] = await executor
        .select(categoryColumns)
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    },

    async findByName(
      name: string,
      options: { excludeId?: string } = {},
      executor: Executor = db,
    ): Promise<Category | undefined> {
      const [row] = await executor
        .select(categoryColumns)
        .from(categories)
        .where(
          and(
            sql`lower(${categories.name}) = lower(${name})`,
            options.excludeId ? ne(categories.id, options.excludeId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    /** Takes the transaction-scoped lock that makes count-then-insert safe. */
    async lockForLimit(executor: Executor): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(${CATEGORY_LIMIT_LOCK_KEY})`);
    },

    async count(executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(categories);
      return row?.count ?? 0;
    },

    async countTickets(id: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(tickets)
        .where(eq(tickets.categoryId, id));
      return row?.count ?? 0;
    },

    /** The new category, or undefined when the name is taken. */
    async insert(
      values: CategoryInput & { createdAt: Date },
      executor: Executor = db,
    ): Promise<Category | undefined> {
      const [row] = await executor
        .insert(categories)
        .values(values)
        .onConflictDoNothing()
        .returning(categoryColumns);
      return row;
    },

    async update(
      id: string,
      values: CategoryInput,
      executor: Executor = db,
    ): Promise<Category | 'not-found' | 'duplicate'> {
      try {
        const [row] = await executor
          .update(categories)
          .set(values)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        return row ?? 'not-found';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async remove(
      id: string,
      executor: Executor = db,
    ): Promise<'deleted' | 'not-found' | 'referenced'> {
      try {
        const rows = await executor
          .delete(categories)
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        return rows.length > 0 ? 'deleted' : 'not-found';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'referenced';
        throw error;
      }
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
