import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { Toaster } from '#web/components/ui/sonner.tsx';

import { notifyError, notifySuccess } from './notify.ts';

afterEach(() => {
  toast.dismiss();
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
