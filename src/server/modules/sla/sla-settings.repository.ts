import { asc, eq, inArray } from 'drizzle-orm';

import type { OpeningRange, SlaSettings, SlaSettingsInput } from '#contract/schemas/sla.ts';

import type { Database, Executor } from '../../db/database.ts';
import { locations, slaSettings, slaStoreHours, users } from '../../db/schema.ts';

// Issue 39: the chain's one row of targets (id 1, inserted by migration 0016) and the stores'
// opening hours.
const SETTINGS_ID = 1;

/** HH:mm of a stored time ('09:30:00'); the end of the day is stored as 24:00:00. */
function clock(value: string): string {
  return value.slice(0, 5);
}

export function createSlaSettingsRepository(db: Database) {
  return {
    async get(executor: Executor = db): Promise<SlaSettings> {
      const [row] = await executor
        .select({ settings: slaSettings, updatedByName: users.name })
        .from(slaSettings)
        .leftJoin(users, eq(slaSettings.updatedBy, users.id))
        .where(eq(slaSettings.id, SETTINGS_ID))
        .limit(1);
      if (!row) throw new Error('sla_settings row 1 is missing (migration 0016 inserts it)');
      const { settings, updatedByName } = row;
      const hourRows = await executor
        .select({
          locationId: slaStoreHours.locationId,
          locationName: locations.name,
          weekday: slaStoreHours.weekday,
          opensAt: slaStoreHours.opensAt,
          closesAt: slaStoreHours.closesAt,
        })
        .from(slaStoreHours)
        .innerJoin(locations, eq(slaStoreHours.locationId, locations.id))
        .orderBy(
          asc(locations.name),
          asc(slaStoreHours.weekday),
          asc(slaStoreHours.opensAt),
          asc(slaStoreHours.id),
        );
      const stores = new Map<string, SlaSettings['storeHours'][number]>();
      for (const hour of hourRows) {
        const store = stores.get(hour.locationId) ?? {
          locationId: hour.locationId,
          locationName: hour.locationName,
          hours: [],
        };
        store.hours.push({
          weekday: hour.weekday,
          opens: clock(hour.opensAt),
          closes: clock(hour.closesAt),
        });
        stores.set(hour.locationId, store);
      }
      return {
        targets: {
          urgent: {
            respondMinutes: settings.urgentRespondMinutes,
            resolveMinutes: settings.urgentResolveMinutes,
          },
          medium: {
            respondMinutes: settings.mediumRespondMinutes,
            resolveMinutes: settings.mediumResolveMinutes,
          },
          low: {
            respondMinutes: settings.lowRespondMinutes,
            resolveMinutes: settings.lowResolveMinutes,
          },
        },
        storeHours: [...stores.values()],
        updatedAt: settings.updatedAt.toISOString(),
        updatedBy:
          settings.updatedBy === null || updatedByName === null
            ? null
            : { id: settings.updatedBy, name: updatedByName },
      };
    },

    /** The opening hours of one store (none: 24x7). */
    async hoursOf(locationId: string, executor: Executor = db): Promise<OpeningRange[]> {
      const rows = await executor
        .select({
          weekday: slaStoreHours.weekday,
          opensAt: slaStoreHours.opensAt,
          closesAt: slaStoreHours.closesAt,
        })
        .from(slaStoreHours)
        .where(eq(slaStoreHours.locationId, locationId));
      return rows.map((row) => ({
        weekday: row.weekday,
        opens: clock(row.opensAt),
        closes: clock(row.closesAt),
      }));
    },

    /** Which of these store ids exist. */
    async existingLocationIds(ids: readonly string[], executor: Executor): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await executor
        .select({ id: locations.id })
        .from(locations)
        .where(inArray(locations.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async update(
      input: SlaSettingsInput,
      actor: { id: string; at: Date },
      executor: Executor,
    ): Promise<void> {
      const { targets } = input;
      await executor
        .update(slaSettings)
        .set({
          urgentRespondMinutes: targets.urgent.respondMinutes,
          urgentResolveMinutes: targets.urgent.resolveMinutes,
          mediumRespondMinutes: targets.medium.respondMinutes,
          mediumResolveMinutes: targets.medium.resolveMinutes,
          lowRespondMinutes: targets.low.respondMinutes,
          lowResolveMinutes: targets.low.resolveMinutes,
          updatedAt: actor.at,
          updatedBy: actor.id,
        })
        .where(eq(slaSettings.id, SETTINGS_ID));
      if (!input.storeHours) return;
      await executor.delete(slaStoreHours);
      const rows = input.storeHours.flatMap((store) =>
        store.hours.map((range) => ({
          locationId: store.locationId,
          weekday: range.weekday,
          opensAt: `${range.opens}:00`,
          closesAt: `${range.closes}:00`,
        })),
      );
      if (rows.length > 0) await executor.insert(slaStoreHours).values(rows);
    },
  };
}

export type SlaSettingsRepository = ReturnType<typeof createSlaSettingsRepository>;
