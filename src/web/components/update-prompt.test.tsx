import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'virtual:pwa-register/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { UPDATE_CHECK_INTERVAL_MS, UpdatePrompt } from './update-prompt.tsx';

// The service worker's registration is the plugin's virtual module; a test drives it by hand.
const worker = vi.hoisted(() => ({
  needRefresh: false,
  options: undefined as RegisterSWOptions | undefined,
  updateServiceWorker: vi.fn<(reloadPage?: boolean) => Promise<void>>(),
}));

vi.mock('./update-prompt-registration.ts', () => ({
  useRegisterSW(options?: RegisterSWOptions) {
    worker.options = options;
    return {
      needRefresh: [worker.needRefresh, vi.fn()],
      offlineReady: [false, vi.fn()],
      updateServiceWorker: worker.updateServiceWorker,
    };
  },
}));

function fakeRegistration() {
  const update = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  return { registration: { update } as unknown as ServiceWorkerRegistration, update };
}

describe('UpdatePrompt', () => {
  beforeEach(() => {
    worker.needRefresh = false;
    worker.options = undefined;
    worker.updateServiceWorker.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while the running version is the newest', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers the new version and activates it only when the user presses Reload', async () => {
    worker.needRefresh = true;
    render(<UpdatePrompt />);

    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent('New version available - Reload');
    expect(worker.updateServiceWorker).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('lets the user put the new version off without reloading', async () => {
    worker.needRefresh = true;
    render(<UpdatePrompt />);

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(/New version available/)).not.toBeInTheDocument();
    expect(worker.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('asks the server for a new version when the app comes back to the front', () => {
    render(<UpdatePrompt />);
    const { registration, update } = fakeRegistration();
    act(() => {
      worker.options?.onRegisteredSW?.('/sw.js', registration);
    });

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('asks the server for a new version every hour while the app stays open', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    const { registration, update } = fakeRegistration();
    act(() => {
      worker.options?.onRegisteredSW?.('/sw.js', registration);
    });

    act(() => {
      vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    });
    expect(update).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the phone has no network', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<UpdatePrompt />);
    const { registration, update } = fakeRegistration();
    act(() => {
      worker.options?.onRegisteredSW?.('/sw.js', registration);
    });

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(update).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
