import { describe, expect, it } from 'vitest';

import { createReportSlots } from './report-slots.ts';

describe('report slots', () => {
  it('holds at most the limit and hands a freed slot to the next in line', async () => {
    const slots = createReportSlots(2);
    const first = slots.take();
    const second = slots.take();
    const third = slots.take();
    expect(await first.ready).toBe(true);
    expect(await second.ready).toBe(true);
    expect([slots.held, slots.waiting]).toEqual([2, 1]);
    let thirdHeld = false;
    void third.ready.then((isHeld) => (thirdHeld = isHeld));
    await Promise.resolve();
    expect(thirdHeld).toBe(false);
    first.release();
    first.release();
    expect(await third.ready).toBe(true);
    expect([slots.held, slots.waiting]).toEqual([2, 0]);
  });

  it('skips a place given up while waiting, which is told it holds nothing', async () => {
    const slots = createReportSlots(1);
    const holder = slots.take();
    const gone = slots.take();
    const next = slots.take();
    gone.release();
    expect(await gone.ready).toBe(false);
    expect([slots.held, slots.waiting]).toEqual([1, 1]);
    holder.release();
    expect(await next.ready).toBe(true);
    gone.release();
    expect([slots.held, slots.waiting]).toEqual([1, 0]);
    next.release();
    expect([slots.held, slots.waiting]).toEqual([0, 0]);
  });
});
