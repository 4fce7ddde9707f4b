import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** happy-dom lacks these; Radix Select calls them. Call it before each test that opens a Select. */
export function stubRadixSelectDom(): void {
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
  Element.prototype.releasePointerCapture = vi.fn();
}

/** Opens a Radix select and picks an option (a touch-style click selects at once). */
export async function chooseOption(trigger: HTMLElement, option: string): Promise<void> {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
