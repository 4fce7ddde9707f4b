import { defineModule } from '../module-manifest.ts';
import { meRoutes } from './me.routes.ts';
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
  needs: ['activity', 'languageSettings'],
  provides: ['users', 'userCredentials'],
  create: (ctx, { activity, languageSettings }) => {
    const repository = createUsersRepository(ctx.db);
    return {
      users: createUsersService({
        db: ctx.db,
        repository,
        activity,
        clock: ctx.clock,
        defaultLanguage: (executor) => languageSettings.defaultLanguage(executor),
      }),
      // What auth needs of the users table for passwords; users stays its only writer.
      userCredentials: createUserCredentials({ repository }),
    };
  },
  routes: ({ users }) => [usersRoutes({ users }), meRoutes({ users })],
  policy: 'src/contract/policies/users.ts',
  testTier: 'one-database',
});
