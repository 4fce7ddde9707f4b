import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { Category, CategoryInput, CategoryTicketCounts } from '#contract/schemas/category.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import { categories, tickets } from '../../db/schema.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';
import { ticketVisibleTo } from '../../db/ticket-visibility.ts';

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

    /** Issue 36: per category, the audience's tickets not completed and in all (one grouped query). */
    async ticketCounts(audience: TicketAudience): Promise<CategoryTicketCounts[]> {
      return db
        .select({
          categoryId: categories.id,
          activeTickets: sql<number>`(count(${tickets.id}) filter (where ${tickets.status} <> 'completed'))::int`,
          totalTickets: sql<number>`count(${tickets.id})::int`,
        })
        .from(categories)
        .leftJoin(tickets, and(eq(tickets.categoryId, categories.id), ticketVisibleTo(audience)))
        .groupBy(categories.id)
        .orderBy(asc(categories.id));
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
