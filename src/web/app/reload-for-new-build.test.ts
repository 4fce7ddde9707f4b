import { afterEach, describe, expect, it, vi } from 'vitest';

import { withReloadForNewBuild } from './reload-for-new-build.ts';

const missingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('a screen whose chunk is gone after a deploy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  function stubReload() {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    return reload;
  }

  it('reloads the page once to get the new build, and shows the error if that did not help', async () => {
    const reload = stubReload();
    const load = withReloadForNewBuild(missingChunk);
    const first = load();
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    // After the reload the same failure is shown, not another reload.
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
    void first;
  });

  it('reloads again at the next deploy once a screen has loaded', async () => {
    const reload = stubReload();
    sessionStorage.setItem('fixflow.reloadedForChunk', '1');
    await withReloadForNewBuild(() => Promise.resolve('screen'))();
    void withReloadForNewBuild(missingChunk)();
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('does not reload while offline', async () => {
    const reload = stubReload();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(withReloadForNewBuild(missingChunk)()).rejects.toThrow(TypeError);
    expect(reload).not.toHaveBeenCalled();
  });
});
