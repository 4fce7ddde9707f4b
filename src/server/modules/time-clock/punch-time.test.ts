import { describe, expect, it } from 'vitest';

import {
  TAP_TIME_FUTURE_TOLERANCE_SECONDS,
  TAP_TIME_MAX_AGE_HOURS,
} from '#contract/schemas/offline-sync.ts';

import { decidePunchTime, OFFLINE_PUNCH_AFTER_SECONDS } from './punch-time.ts';

// Decision 036 §5: which instant a punch is recorded at, and how its session is marked.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const now = new Date('2026-03-10T15:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const after = (ms: number) => new Date(now.getTime() + ms);

describe('decidePunchTime', () => {
  it('records the server time without a mark when no tap time is sent', () => {
    expect(decidePunchTime({ now, tappedAt: undefined, floor: before(HOUR) })).toEqual({
      at: now,
      offline: false,
      flag: null,
    });
  });

  it('records a tap time two hours old, marked offline', () => {
    const tappedAt = before(2 * HOUR);
    expect(decidePunchTime({ now, tappedAt, floor: before(3 * HOUR) })).toEqual({
      at: tappedAt,
      offline: true,
      flag: null,
    });
  });

  it('counts a tap up to a minute old as online, and a second more as offline', () => {
    const limit = before(OFFLINE_PUNCH_AFTER_SECONDS * SECOND);
    expect(decidePunchTime({ now, tappedAt: limit, floor: null })).toEqual({
      at: limit,
      offline: false,
      flag: null,
    });
    const older = before((OFFLINE_PUNCH_AFTER_SECONDS + 1) * SECOND);
    expect(decidePunchTime({ now, tappedAt: older, floor: null })).toEqual({
      at: older,
      offline: true,
      flag: null,
    });
  });

  it('records now for a tap ahead within the drift tolerance, and flags one further ahead', () => {
    const tolerance = TAP_TIME_FUTURE_TOLERANCE_SECONDS * SECOND;
    expect(decidePunchTime({ now, tappedAt: after(tolerance), floor: null })).toEqual({
      at: now,
      offline: false,
      flag: null,
    });
    expect(decidePunchTime({ now, tappedAt: after(tolerance + SECOND), floor: null })).toEqual({
      at: now,
      offline: false,
      flag: 'tap_in_future',
    });
    expect(decidePunchTime({ now, tappedAt: after(10 * 60 * SECOND), floor: null }).flag).toBe(
      'tap_in_future',
    );
  });

  it('records a tap exactly 24 hours old and flags an older one, still marked offline', () => {
    const maxAge = TAP_TIME_MAX_AGE_HOURS * HOUR;
    expect(decidePunchTime({ now, tappedAt: before(maxAge), floor: null })).toEqual({
      at: before(maxAge),
      offline: true,
      flag: null,
    });
    expect(decidePunchTime({ now, tappedAt: before(maxAge + SECOND), floor: null })).toEqual({
      at: now,
      offline: true,
      flag: 'tap_too_old',
    });
  });

  it('records a tap at the floor and flags one before it, still marked offline', () => {
    const floor = before(HOUR);
    expect(decidePunchTime({ now, tappedAt: floor, floor })).toEqual({
      at: floor,
      offline: true,
      flag: null,
    });
    expect(decidePunchTime({ now, tappedAt: before(HOUR + SECOND), floor })).toEqual({
      at: now,
      offline: true,
      flag: 'tap_before_previous',
    });
  });

  it('names the age before the floor when a tap is both too old and before the floor', () => {
    const tappedAt = before(30 * HOUR);
    expect(decidePunchTime({ now, tappedAt, floor: before(2 * HOUR) }).flag).toBe('tap_too_old');
  });
});
