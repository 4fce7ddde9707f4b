import { MAX_CATEGORIES } from '#contract/constants.ts';
import { canManageCategories } from '#contract/policies/categories.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { Category, CategoryInput, CategoryTicketCounts } from '#contract/schemas/category.ts';
import { ticketAudienceFor } from '#contract/ticket-access.ts';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CategoriesRepository } from './categories.repository.ts';

function assertAdmin(actor: SessionUser): void {
  if (!canManageCategories(actor)) throw forbidden('Only administrators can manage categories');
}

function duplicateName(name: string) {
  return conflict('DUPLICATE_NAME', `A category named "${name}" already exists`);
}

export function createCategoriesService(deps: {
  db: Database;
  repository: CategoriesRepository;
  clock: Clock;
}) {
  const { db, repository, clock } = deps;

  return {
    /** Every signed-in user reads the list: the create ticket form offers it (product rules §2). */
    async list(): Promise<Category[]> {
      return repository.list();
    },

    /** Issue 36: each category's tickets the reader may see (decision 020), open and in all. */
    async ticketCounts(reader: SessionUser): Promise<CategoryTicketCounts[]> {
      return repository.ticketCounts(ticketAudienceFor(reader));
    },

    async create(actor: SessionUser, input: CategoryInput): Promise<Category> {
      assertAdmin(actor);
      return db.transaction(async (tx) => {
        // Product rules §5: at most 10 categories. Counting under the lock keeps two concurrent adds
        // from both seeing 9.
        await repository.lockForLimit(tx);
        if ((await repository.count(tx)) >= MAX_CATEGORIES) {
          throw conflict(
            'CATEGORY_LIMIT_REACHED',
            `Maximum limit of ${String(MAX_CATEGORIES)} categories reached`,
          );
        }
        if (await repository.findByName(input.name, {}, tx)) throw duplicateName(input.name);
        const created = await repository.insert({ ...input, createdAt: clock.now() }, tx);
        if (!created) throw duplicateName(input.name);
        return created;
      });
    },

    async update(actor: SessionUser, id: string, input: CategoryInput): Promise<Category> {
      assertAdmin(actor);
      if (await repository.findByName(input.name, { excludeId: id }))
        throw duplicateName(input.name);
      const result = await repository.update(id, input);
      if (result === 'not-found') throw notFound('Category', id);
      if (result === 'duplicate') throw duplicateName(input.name);
      return result;
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      assertAdmin(actor);
      const category = await repository.findById(id);
      if (!category) throw notFound('Category', id);
      const ticketCount = await repository.countTickets(id);
      // Tickets keep their category: delete is refused while any ticket uses it.
      if (ticketCount > 0) {
        throw conflict(
          'CATEGORY_IN_USE',
          `${category.name} is used by ${String(ticketCount)} ticket(s) and cannot be deleted`,
        );
      }
      const result = await repository.remove(id);
      if (result === 'not-found') throw notFound('Category', id);
      // A ticket filed between the check and the delete: the foreign key holds.
      if (result === 'referenced') {
        throw conflict(
          'CATEGORY_IN_USE',
          `${category.name} is used by tickets and cannot be deleted`,
        );
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
