import type { Actor, TestContext } from './build-test-app.ts';

/** A manager of the Airport store and a second technician, for the tests of who else may act. */
export async function otherStoreActors(
  ctx: TestContext,
): Promise<{ otherManager: Actor; otherTech: Actor }> {
  const otherManager = await ctx.newActor('manager', {
    username: 'Airport.Mgr',
    name: 'Alex Airport',
    location: 'Airport',
  });
  const otherTech = await ctx.newActor('technician', { username: 'sam', name: 'Sam Other' });
  return { otherManager, otherTech };
}
