import { defineModule } from '../module-manifest.ts';
import { createUserCredentials } from './user-credentials.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/**
 * People and their roles. Users sit below the modules that hold a user's work and sign-in: those
 * listen (users.onWorkEnded, users.onSignInRevoked) instead of users calling them.
 */
export const usersModule = defineModule({
  name: 'users',
  layer: 'people',
  needs: ['activity'],
  provides: ['users', 'userCredentials'],
  create: (ctx, { activity }) => {
    const repository = createUsersRepository(ctx.db);
    return {
      users: createUsersService({ db: ctx.db, repository, activity, clock: ctx.clock }),
      // What auth needs of the users table for passwords; users stays its only writer.
      userCredentials: createUserCredentials({ repository }),
    };
  },
  routes: ({ users }) => [usersRoutes({ users })],
  policy: 'src/contract/policies/users.ts',
  testTier: 'cross-database',
});
