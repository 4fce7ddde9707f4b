import {
  canManageUsers,
  isActiveAdmin,
  isAdminRole,
  roleKeepsHomeStore,
  roleKeepsStore,
} from '#contract/policies/users.ts';
import type { Language } from '#contract/languages.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { CreateUserValues } from '#contract/schemas/password-inputs.ts';
import type {
  ManagedUser,
  UserTicketCounts,
  ResetPasswordResult,
  UpdateUserInput,
  User,
} from '#contract/schemas/user.ts';

import type { Database, Executor } from '../../db/database.ts';
import type { Clock } from '../../integrations/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import type { ActivityRecorder } from '../activity/activity.service.ts';
import type { UsersRepository } from './users.repository.ts';

function assertAdmin(actor: SessionUser): void {
  if (!canManageUsers(actor)) throw forbidden('Only administrators can manage users');
}

function usernameTaken(username: string) {
  return conflict('DUPLICATE_NAME', `The username "${username}" is already taken`);
}

const lastAdmin = (action: string) =>
  conflict('LAST_ADMIN', `The last active administrator cannot be ${action}`);

/** A technician created from an approved signup, inside the caller's transaction. */
interface NewTechnician {
  name: string;
  username: string;
  /** Hashed by the caller before its transaction opens: hashing is deliberately slow. */
  passwordHash: string;
  email: string;
  phone: string;
}

/**
 * Told inside the transaction that changed a user's role or took them out of active status: the
 * work they were doing ends (their tickets go back to be assigned, their running session closes).
 */
type UserWorkEndedListener = (
  change: { actor: SessionUser; userId: string; now: Date },
  tx: Executor,
) => Promise<void>;

/** Told after the commit that a user must sign in again (deactivated, new role, reset, deleted). */
type UserSignInRevokedListener = (userId: string) => Promise<void>;

export function createUsersService(deps: {
  db: Database;
  repository: UsersRepository;
  activity: ActivityRecorder;
  clock: Clock;
  /** Issue 40: the language new users start in (the settings module's), null: their browser's. */
  defaultLanguage?: (executor?: Executor) => Promise<Language | null>;
}) {
  const { db, repository, activity, clock } = deps;
  const defaultLanguage = deps.defaultLanguage ?? (async () => null);
  // The modules that hold a user's work and sessions listen here (decision 041): users sits
  // below tickets, the time clock and auth, and never calls them.
  const workEndedListeners: UserWorkEndedListener[] = [];
  const signInRevokedListeners: UserSignInRevokedListener[] = [];
  async function revokeSignIn(userId: string): Promise<void> {
    for (const listener of signInRevokedListeners) await listener(userId);
  }

  /** Managers may have a store (architecture §4); other roles never keep one. */
  async function resolveLocation(
    role: User['role'],
    locationId: string | null,
    executor: Executor,
  ): Promise<string | null> {
    if (!roleKeepsStore(role) || locationId === null) return null;
    if (!(await repository.locationExists(locationId, executor))) {
      throw badRequest('The chosen store does not exist');
    }
    return locationId;
  }

  /** Technicians may have a home store (decision 030); other roles never keep one. */
  async function resolveHomeLocation(
    role: User['role'],
    homeLocationId: string | null,
    executor: Executor,
  ): Promise<string | null> {
    if (!roleKeepsHomeStore(role) || homeLocationId === null) return null;
    if (!(await repository.locationExists(homeLocationId, executor))) {
      throw badRequest('The chosen home store does not exist');
    }
    return homeLocationId;
  }

  return {
    /** PATCH /api/me (issue 40): a person sets their own language; answers them as stored. */
    async setOwnLanguage(actor: SessionUser, language: Language): Promise<User> {
      await repository.setLanguage(actor.id, language);
      const user = await repository.findById(actor.id);
      if (!user) throw notFound('User', actor.id);
      return user;
    },

    /**
     * Issue 40: a person who never chose a language (and was given no default) keeps the one
     * their browser showed at sign-in; their e-mails follow it from then on.
     */
    async adoptSignInLanguage(userId: string, language: Language): Promise<void> {
      await repository.setLanguage(userId, language, true);
    },

    /** Adds a listener told, inside the transaction, that a user's work ended. */
    onWorkEnded(listener: UserWorkEndedListener): void {
      workEndedListeners.push(listener);
    },

    /** Adds a listener told, after the commit, that a user must sign in again. */
    onSignInRevoked(listener: UserSignInRevokedListener): void {
      signInRevokedListeners.push(listener);
    },

    /** For other modules: a user by id, without a permission check. */
    async findById(id: string, executor?: Executor): Promise<User | undefined> {
      return repository.findById(id, executor);
    },

    async list(actor: SessionUser): Promise<ManagedUser[]> {
      assertAdmin(actor);
      return repository.list();
    },

    /** Issue 36: the tickets assigned to each user, open and in all (admins, like the list). */
    async ticketCounts(actor: SessionUser): Promise<UserTicketCounts[]> {
      assertAdmin(actor);
      return repository.ticketCounts();
    },

    async create(actor: SessionUser, input: CreateUserValues): Promise<ManagedUser> {
      assertAdmin(actor);
      // Hash outside the transaction: it is deliberately slow.
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if (await repository.findByUsername(input.username, tx))
          throw usernameTaken(input.username);
        const now = clock.now();
        const created = await repository.insert(
          {
            name: input.name,
            username: input.username,
            passwordHash,
            role: input.role,
            status: input.status,
            locationId: await resolveLocation(input.role, input.locationId, tx),
            homeLocationId: await resolveHomeLocation(input.role, input.homeLocationId, tx),
            hourlyCostCents: input.hourlyCostCents,
            language: await defaultLanguage(tx),
            // Product rules §5: "User should change password on first login".
            mustChangePassword: true,
            createdAt: now,
          },
          tx,
        );
        if (!created) throw usernameTaken(input.username);
        await activity.record(
          {
            actorId: actor.id,
            kind: 'user.created',
            details: {
              userId: created.id,
              username: created.username,
              name: created.name,
              role: created.role,
            },
            createdAt: now,
          },
          tx,
        );
        return created;
      });
    },

    async update(actor: SessionUser, id: string, input: UpdateUserInput): Promise<ManagedUser> {
      assertAdmin(actor);
      let previousRole: User['role'] | undefined;
      const updated = await db.transaction(async (tx) => {
        await repository.lockAdminChanges(tx);
        const target = await repository.findManaged(id, tx);
        if (!target) throw notFound('User', id);
        previousRole = target.role;
        // Product rules §5: the username is read-only after creation.
        if (input.username !== undefined && input.username !== target.username) {
          throw badRequest('The username cannot be changed');
        }
        const isSelf = target.id === actor.id;
        if (isSelf && !isAdminRole(input.role)) throw forbidden('You cannot change your own role');
        if (isSelf && input.status !== 'active')
          throw forbidden('You cannot deactivate your own account');
        const wasActiveAdmin = isActiveAdmin(target);
        const staysActiveAdmin = isActiveAdmin(input);
        if (wasActiveAdmin && !staysActiveAdmin && (await repository.countActiveAdmins(tx)) <= 1) {
          throw lastAdmin(isAdminRole(input.role) ? 'deactivated' : 'demoted');
        }
        const locationId = await resolveLocation(
          input.role,
          input.locationId === undefined ? target.locationId : input.locationId,
          tx,
        );
        const homeLocationId = await resolveHomeLocation(
          input.role,
          input.homeLocationId === undefined ? target.homeLocationId : input.homeLocationId,
          tx,
        );
        const changes = {
          name: input.name,
          role: input.role,
          status: input.status,
          locationId,
          homeLocationId,
          // Decision 037: absent keeps the hourly cost, null clears it.
          hourlyCostCents:
            input.hourlyCostCents === undefined ? target.hourlyCostCents : input.hourlyCostCents,
        };
        const result = await repository.update(id, changes, tx);
        if (!result) throw notFound('User', id);
        // The history says the hourly cost changed, never the amount (admins-only figure).
        const changed = Object.fromEntries(
          Object.entries(changes)
            .filter(([key, value]) => target[key as keyof typeof changes] !== value)
            .map(([key, value]) => [key, key === 'hourlyCostCents' ? 'changed' : value]),
        );
        const now = clock.now();
        await activity.record(
          {
            actorId: actor.id,
            kind: 'user.updated',
            details: { userId: id, username: target.username, name: input.name, changes: changed },
            createdAt: now,
          },
          tx,
        );
        // Product rules §4: a new role or a status other than active ends the work the user was doing:
        // their running time session closes and their uncompleted tickets go back to be assigned.
        if (input.role !== target.role || input.status !== 'active') {
          for (const listener of workEndedListeners) {
            await listener({ actor, userId: id, now }, tx);
          }
        }
        return result;
      });
      // architecture §6 and decision 012: deactivation or a new role ends the user's sign-in sessions,
      // so no screen keeps working with the old role's data; they sign in again.
      if (updated.status !== 'active' || updated.role !== previousRole) {
        await revokeSignIn(id);
      }
      return updated;
    },

    /**
     * Admin 'Reset password' (decision 015): a generated temporary password, answered once to the
     * admin and stored only hashed; the user must change it at the next sign-in, and their
     * running sessions end. Admins change their own password with Change password instead.
     */
    async resetPassword(actor: SessionUser, id: string): Promise<ResetPasswordResult> {
      assertAdmin(actor);
      if (id === actor.id) {
        throw forbidden('Use Change password to change your own password');
      }
      const target = await repository.findById(id);
      if (!target) throw notFound('User', id);
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await db.transaction(async (tx) => {
        if (!(await repository.setPassword(id, { passwordHash, mustChangePassword: true }, tx))) {
          throw notFound('User', id);
        }
        await activity.record(
          {
            actorId: actor.id,
            kind: 'user.password_reset',
            details: { userId: id, username: target.username, name: target.name },
            createdAt: clock.now(),
          },
          tx,
        );
      });
      await revokeSignIn(id);
      return { temporaryPassword };
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      assertAdmin(actor);
      if (id === actor.id) throw forbidden('You cannot delete your own account');
      await db.transaction(async (tx) => {
        await repository.lockAdminChanges(tx);
        const target = await repository.findById(id, tx);
        if (!target) throw notFound('User', id);
        if (isActiveAdmin(target) && (await repository.countActiveAdmins(tx)) <= 1) {
          throw lastAdmin('deleted');
        }
        await repository.remove(id, tx);
      });
      await revokeSignIn(id);
    },

    /**
     * An active technician for an approved signup, written in the caller's transaction. The
     * admin chose a temporary password, so the technician should change it at first sign-in.
     */
    async createTechnician(
      actor: SessionUser,
      values: NewTechnician,
      executor: Executor,
    ): Promise<User> {
      assertAdmin(actor);
      if (await repository.findByUsername(values.username, executor))
        throw usernameTaken(values.username);
      const created = await repository.insert(
        {
          name: values.name,
          username: values.username,
          passwordHash: values.passwordHash,
          role: 'technician',
          status: 'active',
          locationId: null,
          email: values.email,
          phone: values.phone,
          language: await defaultLanguage(executor),
          mustChangePassword: true,
          createdAt: clock.now(),
        },
        executor,
      );
      if (!created) throw usernameTaken(values.username);
      return created;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
