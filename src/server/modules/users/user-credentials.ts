import type { User } from '#contract/schemas/user.ts';

import type { Executor } from '../../db/database.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * What the auth module needs of the users table for passwords (change, forgot, reset link): the
 * users module stays its only writer (docs/decisions/021), auth asks through this service.
 */
export function createUserCredentials(deps: { repository: UsersRepository }) {
  const { repository } = deps;
  return {
    findById(id: string, executor?: Executor): Promise<User | undefined> {
      return repository.findById(id, executor);
    },
    findByUsernameOrEmail(login: string): Promise<User[]> {
      return repository.findByUsernameOrEmail(login);
    },
    findPasswordHash(id: string): Promise<string | undefined> {
      return repository.findPasswordHash(id);
    },
    setPassword(
      id: string,
      values: { passwordHash: string; mustChangePassword: boolean },
      executor?: Executor,
    ): Promise<boolean> {
      return repository.setPassword(id, values, executor);
    },
  };
}

export type UserCredentials = ReturnType<typeof createUserCredentials>;
