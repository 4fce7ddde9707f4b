import { and, asc, eq, ne, sql } from 'drizzle-orm';

import type { Location, LocationInput } from '#contract/schemas/location.ts';
import type { TicketAudience } from '#contract/ticket-access.ts';

import type { Database, Executor } from '../../db/database.ts';
import { locations } from '../../db/schema.ts';
import { counted, countedTickets, visibleTicketCounts } from '../../db/ticket-counts.ts';
import { preparedAudience } from '../../db/ticket-visibility.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.ts';

type RemoveLocationResult = 'deleted' | 'not-found' | 'referenced';

export function createLocationsRepository(db: Database) {
  // Product rules §3: activeTickets and totalTickets are computed. Issue 36: counted over the
  // tickets the asker may see (decision 020); the delete rule reads all. Decision 042 (cuts): from
  // the ticket counters the writes keep, summed per store, instead of a join over every ticket.
  function selectWithCounts(executor: Executor, audience: TicketAudience = { kind: 'all' }) {
    const perStore = executor
      .select({
        locationId: sql<string>`${counted.locationId}`.as('location_id'),
        active: countedTickets(sql`${counted.status} <> 'completed'`).as('active'),
        total: countedTickets().as('total'),
      })
      .from(visibleTicketCounts(audience, {}, { perStore: true }))
      .groupBy(counted.locationId)
      .as('per_store');
    return executor
      .select({
        id: locations.id,
        name: locations.name,
        address: locations.address,
        activeTickets: sql<number>`coalesce(${perStore.active}, 0)::int`,
        totalTickets: sql<number>`coalesce(${perStore.total}, 0)::int`,
      })
      .from(locations)
      .leftJoin(perStore, eq(perStore.locationId, locations.id))
      .$dynamic();
  }

  function selectList(executor: Executor, audience: TicketAudience) {
    return selectWithCounts(executor, audience).orderBy(
      asc(sql`lower(${locations.name})`),
      asc(locations.id),
    );
  }

  // Every store's counts are read by each fresh list: the statement is built by Drizzle once per
  // audience shape (issue 37), who asks filled in at each run. A manager's ids are read once
  // through scalar subqueries, so that their list keeps its generic plan (decision 042 cut 53:
  // planned on every request before); a technician's list kept its generic plan without, and the
  // subquery cost it a few hundredths of a millisecond.
  const lists = new Map<string, ReturnType<ReturnType<typeof selectList>['prepare']>>();

  return {
    async list(audience: TicketAudience, executor: Executor = db): Promise<Location[]> {
      if (executor !== db) return selectList(executor, audience);
      const { shape, placeholders, values } = preparedAudience(audience, {
        readOnce: audience.kind === 'submitted-or-location',
      });
      let statement = lists.get(shape);
      if (!statement) {
        statement = selectList(db, placeholders).prepare(`locations_${shape}`);
        lists.set(shape, statement);
      }
      return statement.execute(values);
    },

    async findById(id: string, executor: Executor = db): Promise<Location | undefined> {
      const [row] = await selectWithCounts(executor).where(eq(locations.id, id));
      return row;
    },

    /** Another location with this name in any letter case. */
    async findByName(
      name: string,
      options: { excludeId?: string } = {},
      executor: Executor = db,
    ): Promise<{ id: string; name: string } | undefined> {
      const [row] = await executor
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(
          and(
            sql`lower(${locations.name}) = lower(${name})`,
            options.excludeId ? ne(locations.id, options.excludeId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    /** The new location, or undefined when the name is taken. */
    async insert(
      values: LocationInput & { createdAt: Date },
      executor: Executor = db,
    ): Promise<Location | undefined> {
      const [row] = await executor
        .insert(locations)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: locations.id, name: locations.name, address: locations.address });
      return row ? { ...row, activeTickets: 0, totalTickets: 0 } : undefined;
    },

    /** 'updated', 'not-found' or 'duplicate' (the new name is taken). */
    async update(
      id: string,
      values: LocationInput,
      executor: Executor = db,
    ): Promise<'updated' | 'not-found' | 'duplicate'> {
      try {
        const rows = await executor
          .update(locations)
          .set(values)
          .where(eq(locations.id, id))
          .returning({ id: locations.id });
        return rows.length > 0 ? 'updated' : 'not-found';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** Tickets and their history keep their store: the foreign key refuses the delete. */
    async remove(id: string, executor: Executor = db): Promise<RemoveLocationResult> {
      try {
        const rows = await executor
          .delete(locations)
          .where(eq(locations.id, id))
          .returning({ id: locations.id });
        return rows.length > 0 ? 'deleted' : 'not-found';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'referenced';
        throw error;
      }
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
