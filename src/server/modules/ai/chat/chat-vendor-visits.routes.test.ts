import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { dispatches } from '#server/db/schema.ts';
import { ask } from '#tests/helpers/ai-fixtures.ts';
import { insertDispatch } from '#tests/helpers/dispatch-fixture.ts';
import type { DispatchFixture } from '#tests/helpers/dispatch-fixture.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Architecture §7: 'when is someone coming' knows about outside vendors. The clock is Tue 2026-01-06
// 09:00 in New York; the fixture's dispatch is due two days later (Thu Jan 8, 9:00 AM).

const { ctx } = fileTestContext();
let sent: DispatchFixture;

beforeAll(async () => {
  sent = await insertDispatch(ctx, { vendorName: 'Frymaster Service' });
});

describe('the chat on tickets sent to an outside vendor', () => {
  it('says the vendor has not accepted yet, and by when it is due', async () => {
    const answer = await ask(ctx.admin, 'when is someone coming for the fryer at downtown');
    expect(answer).toContain(
      `#${String(sent.ticketNumber)} Fryer will not heat (Downtown): sent to vendor Frymaster Service, not accepted yet (due by Thu Jan 8, 9:00 AM)`,
    );
    expect(answer).not.toContain('no technician assigned yet');
  });

  it('gives the vendor’s ETA once accepted, to the manager who reported it too', async () => {
    await ctx.database.db
      .update(dispatches)
      .set({
        status: 'accepted',
        acceptedAt: new Date('2026-01-06T14:30:00Z'),
        etaAt: new Date('2026-01-06T19:00:00Z'),
      })
      .where(eq(dispatches.id, sent.dispatchId));
    expect(await ask(ctx.manager, 'when is the fryer at downtown getting fixed')).toContain(
      'vendor Frymaster Service accepted, arriving Tue Jan 6, 2:00 PM',
    );
    expect(await ask(ctx.admin, `status of #${String(sent.ticketNumber)}`)).toBe(
      `#${String(sent.ticketNumber)} “Fryer will not heat” at Downtown (Fryer, Urgent priority) is Waiting for Third Party. Outside vendor: Frymaster Service accepted, arriving Tue Jan 6, 2:00 PM.`,
    );
  });

  it('tells a manager plainly that the vendor list is for admins', async () => {
    expect(await ask(ctx.manager, 'which vendor fixes the fryer at downtown')).toBe(
      'Only admins can see the vendors.',
    );
  });

  it('tells a technician nothing about a ticket that is not theirs', async () => {
    const answer = await ask(ctx.technician, 'when is someone coming for the fryer at downtown');
    expect(answer).not.toContain('Frymaster');
  });
});
