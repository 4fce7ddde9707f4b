import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

import { stubRadixSelectDom } from './radix-select-dom.ts';

// What the create-ticket form's test files share: the stores and categories their server stubs
// answer, and around each test a fresh user, an empty localStorage (no saved draft), the DOM
// Radix Select needs, and no fetch stub left behind.

export const LOCATIONS = [
  { id: 'l1', name: 'Downtown' },
  { id: 'l2', name: 'Airport' },
];
export const CATEGORIES = [
  { id: 'c1', name: 'Fryer' },
  { id: 'c2', name: 'HVAC' },
];

/** The current test's user (set before each test by setUpFormTests). */
export let user: UserEvent;

/** Call once at the top of a test file. */
export function setUpFormTests(): void {
  beforeEach(() => {
    // Radix leaves `pointer-events: none` on the body for a moment after a select closes.
    user = userEvent.setup({ pointerEventsCheck: 0 });
    localStorage.clear();
    stubRadixSelectDom();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
