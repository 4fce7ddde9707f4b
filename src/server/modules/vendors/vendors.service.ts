import type { z } from 'zod';

import { canManageVendors } from '#contract/policies/vendors.ts';
import type { Language } from '#contract/languages.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type {
  Vendor,
  VendorCoverage,
  VendorInputSchema,
  VendorSettings,
} from '#contract/schemas/vendor.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequestAt, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/business-time.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { StoredVendor, VendorsRepository } from './vendors.repository.ts';

// Decision 037: the chain's outside vendors, where they serve which trade at which
// rank, and the vendor settings other modules read (dispatches, costs). Admins only.

/** The parsed body of POST /api/vendors and PUT /api/vendors/{id}. */
type VendorValuesInput = z.output<typeof VendorInputSchema>;

interface VendorListFilter {
  locationId?: string;
  categoryId?: string;
  includeInactive?: 'true' | 'false';
}

function assertAdmin(user: SessionUser): void {
  if (!canManageVendors(user)) throw forbidden('Only administrators can manage vendors');
}

function duplicateName(name: string) {
  return conflict('DUPLICATE_NAME', `A vendor named ${name} already exists`);
}

export function createVendorsService(deps: {
  db: Database;
  repository: VendorsRepository;
  activity: ActivityRecorder;
  clock: Clock;
  timeZone: string;
}) {
  const { db, repository, activity, clock, timeZone } = deps;

  /** The certificate counts until the end of its expiry day in the business time zone. */
  function toVendor(stored: StoredVendor, today: string): Vendor {
    return {
      ...stored,
      insuranceExpired: stored.insuranceExpiresOn !== null && stored.insuranceExpiresOn < today,
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
    };
  }

  function today(): string {
    return dayOf(clock.now(), timeZone);
  }

  async function found(id: string): Promise<Vendor> {
    const stored = await repository.find(id);
    if (!stored) throw notFound('Vendor');
    return toVendor(stored, today());
  }

  /**
   * Trades and coverage must name existing categories and stores; a coverage row's trade must be
   * one of the vendor's; a store and trade appear once. Answers the trades without repeats.
   */
  async function checkTradesAndCoverage(input: VendorValuesInput): Promise<string[]> {
    const trades = [...new Set(input.trades)];
    const categoryNames = await repository.categoryNames([
      ...new Set([...trades, ...input.coverage.map((entry) => entry.categoryId)]),
    ]);
    const locationNames = await repository.locationNames([
      ...new Set(input.coverage.map((entry) => entry.locationId)),
    ]);
    trades.forEach((categoryId) => {
      if (!categoryNames.has(categoryId)) {
        throw badRequestAt(`trades.${String(input.trades.indexOf(categoryId))}`, 'Unknown trade');
      }
    });
    const seen = new Set<string>();
    input.coverage.forEach((entry: VendorCoverage, index) => {
      const path = `coverage.${String(index)}`;
      const store = locationNames.get(entry.locationId);
      if (store === undefined) throw badRequestAt(`${path}.locationId`, 'Unknown store');
      const trade = categoryNames.get(entry.categoryId);
      if (trade === undefined) throw badRequestAt(`${path}.categoryId`, 'Unknown trade');
      if (!trades.includes(entry.categoryId)) {
        throw badRequestAt(
          `${path}.categoryId`,
          `${trade} at ${store} is not one of the vendor's trades; add it to the trades first`,
        );
      }
      const key = `${entry.locationId}/${entry.categoryId}`;
      if (seen.has(key)) {
        throw badRequestAt(path, `${trade} at ${store} appears twice; give it one rank`);
      }
      seen.add(key);
    });
    return trades;
  }

  function valuesOf(input: VendorValuesInput) {
    return {
      name: input.name,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      hourlyRateCents: input.hourlyRateCents,
      insuranceExpiresOn: input.insuranceExpiresOn,
      language: input.language,
      active: input.active,
    };
  }

  function record(
    actor: SessionUser,
    kind: 'created' | 'updated' | 'deleted',
    vendor: { id: string; name: string },
    now: Date,
    tx: Executor,
  ) {
    return activity.record(
      {
        actorId: actor.id,
        kind: `vendor.${kind}`,
        details: { vendorId: vendor.id, name: vendor.name },
        createdAt: now,
      },
      tx,
    );
  }

  return {
    async list(actor: SessionUser, filter: VendorListFilter): Promise<Vendor[]> {
      assertAdmin(actor);
      const rows = await repository.list({
        locationId: filter.locationId,
        categoryId: filter.categoryId,
        includeInactive: filter.includeInactive !== 'false',
      });
      const day = today();
      return rows.map((row) => toVendor(row, day));
    },

    /**
     * The same list as `list`, as the answer's JSON text written by the database (cut 59): the
     * route sends it as it is.
     */
    async listJson(actor: SessionUser, filter: VendorListFilter): Promise<string> {
      assertAdmin(actor);
      return repository.listJson(
        {
          locationId: filter.locationId,
          categoryId: filter.categoryId,
          includeInactive: filter.includeInactive !== 'false',
        },
        today(),
      );
    },

    async get(actor: SessionUser, id: string): Promise<Vendor> {
      assertAdmin(actor);
      return found(id);
    },

    /** For other modules (dispatches): a vendor by id, without a permission check. */
    async find(id: string, executor?: Executor): Promise<Vendor | undefined> {
      const stored = await repository.find(id, executor);
      return stored ? toVendor(stored, today()) : undefined;
    },

    /** For the vendor portal: the language the vendor switched it to (their e-mails' language). */
    async setLanguage(id: string, language: Language): Promise<void> {
      await repository.setLanguage(id, language);
    },

    /**
     * For other modules (dispatches): the vendors serving a store and trade, first call first,
     * without a permission check.
     */
    async serving(
      locationId: string,
      categoryId: string,
      options: { includeInactive?: boolean; executor?: Executor } = {},
    ): Promise<Vendor[]> {
      const rows = await repository.list(
        { locationId, categoryId, includeInactive: options.includeInactive ?? false },
        options.executor,
      );
      const day = today();
      return rows.map((row) => toVendor(row, day));
    },

    async create(actor: SessionUser, input: VendorValuesInput): Promise<Vendor> {
      assertAdmin(actor);
      const trades = await checkTradesAndCoverage(input);
      if (await repository.nameTaken(input.name, undefined)) throw duplicateName(input.name);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const inserted = await repository.insert({ ...valuesOf(input), createdAt: now }, tx);
        // A name taken meanwhile: the failed insert ended the transaction, so stop here.
        if (inserted === 'duplicate') return undefined;
        await repository.replaceTradesAndCoverage(inserted.id, trades, input.coverage, tx);
        await record(actor, 'created', { id: inserted.id, name: input.name }, now, tx);
        return inserted.id;
      });
      if (!id) throw duplicateName(input.name);
      return found(id);
    },

    /** The whole vendor: trades and coverage are replaced as a whole, in one transaction. */
    async update(actor: SessionUser, id: string, input: VendorValuesInput): Promise<Vendor> {
      assertAdmin(actor);
      if (!(await repository.find(id))) throw notFound('Vendor');
      const trades = await checkTradesAndCoverage(input);
      if (await repository.nameTaken(input.name, id)) throw duplicateName(input.name);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const updated = await repository.update(id, { ...valuesOf(input), updatedAt: now }, tx);
        if (updated !== 'updated') return updated;
        await repository.replaceTradesAndCoverage(id, trades, input.coverage, tx);
        await record(actor, 'updated', { id, name: input.name }, now, tx);
        return updated;
      });
      if (result === 'not-found') throw notFound('Vendor');
      if (result === 'duplicate') throw duplicateName(input.name);
      return found(id);
    },

    /** Deletes a vendor never dispatched; one with dispatches stays (make it inactive instead). */
    async remove(actor: SessionUser, id: string): Promise<void> {
      assertAdmin(actor);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const vendor = await repository.lock(id, tx);
        if (!vendor) throw notFound('Vendor');
        if (await repository.hasDispatches(id, tx)) {
          throw conflict('CONFLICT', `${vendor.name} has dispatches; make it inactive instead`);
        }
        await record(actor, 'deleted', { id, name: vendor.name }, now, tx);
        await repository.remove(id, tx);
      });
    },

    /**
     * The chain's vendor settings (the defaults until an admin saves them), without a permission
     * check: the dispatches and costs modules read them. Pass a transaction to read inside it.
     */
    async vendorSettings(executor?: Executor): Promise<VendorSettings> {
      return repository.settings(executor);
    },

    async getSettings(actor: SessionUser): Promise<VendorSettings> {
      assertAdmin(actor);
      return repository.settings();
    },

    async updateSettings(actor: SessionUser, input: VendorSettings): Promise<VendorSettings> {
      if (!canManageVendors(actor)) throw forbidden('Only admins can change settings');
      return db.transaction(async (tx) => {
        await repository.saveSettings(input, { id: actor.id, at: clock.now() }, tx);
        return repository.settings(tx);
      });
    },
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
