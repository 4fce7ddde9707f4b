import { useCallback, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code loads on demand (decision 043, fourth pass: a dialog on first open). The
 * caller draws it once `Component` is set, so nothing suspends: a React.lazy dialog under Suspense
 * appeared about 300 ms after its code had arrived (React holds back a boundary's reveal), where
 * this one opens as the code arrives. `load` resolves to null when the code cannot be fetched.
 */
export function useLoadedComponent<Props extends object>(
  loadCode: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props> | null; load: () => Promise<ComponentType<Props> | null> } {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const load = useCallback(
    () =>
      loadCode().then(
        (loaded) => {
          setComponent(() => loaded);
          return loaded;
        },
        () => null,
      ),
    [loadCode],
  );
  return { Component, load };
}
