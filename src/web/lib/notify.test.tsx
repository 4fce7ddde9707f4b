import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '#web/components/ui/sonner.tsx';

import { notifyError, notifySuccess } from './notify.ts';

// sonner puts a new toast on screen in a timeout and takes a dismissed one off in animation frames.
// In a browser a frame comes after a zero timeout; happy-dom runs frames as immediates, which can
// come first, and then a toast dismissed in the tick it was raised stayed until its own 4 s ran out
// (seen once component files shared a worker and the loop ran warm). Frames here take a browser's
// 16 ms.
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      callback(performance.now());
    }, 16),
  );
  vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => {
    clearTimeout(handle);
  });
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

/** The toasts still on screen: sonner keeps a dismissed one in the DOM while it slides out. */
function shownToasts() {
  return Array.from(document.querySelectorAll('[data-sonner-toast]')).filter(
    (element) => element.getAttribute('data-removed') !== 'true',
  );
}

describe('notify', () => {
  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    render(<Toaster />);
    act(() => {
      notifySuccess('Clocked In', 'Your work session has started successfully');
    });
    expect(await screen.findByText('Clocked In')).toBeInTheDocument();
    act(() => {
      notifyError('Clock Out Failed', 'Clock out failed');
      notifySuccess('Suggestions Applied');
    });
    expect(await screen.findByText('Suggestions Applied')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Clocked In')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(screen.queryByText('Clock Out Failed')).not.toBeInTheDocument();
    });
    expect(shownToasts()).toHaveLength(1);
  });
});
