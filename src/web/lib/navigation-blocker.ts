import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { Location, Navigator, To } from 'react-router';

/** What a screen asks before a move: the address shown and the one the move goes to. */
type ShouldBlock = (move: { currentLocation: Location; nextLocation: Location }) => boolean;

/** react-router's useBlocker shape, which the unsaved-ticket guard was written against. */
type BlockerState =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

interface NavigationBlocker {
  /** Sets the one question asked before a move; the returned function removes it. */
  register: (shouldBlock: ShouldBlock) => () => void;
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => BlockerState;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryListener = Parameters<BrowserHistory['listen']>[0];
type HistoryUpdate = Parameters<HistoryListener>[0];

const UNBLOCKED: BlockerState = { state: 'unblocked' };

/**
 * Decision 043 (fourth pass): the browser history the app's router reads, able to hold a move while
 * a screen asks. react-router's useBlocker needs its data router (createBrowserRouter, about 16 KB
 * gzip more than <BrowserRouter> on every signed-in first load) and nothing else in the app did.
 * Same behaviour as useBlocker: a link, navigate() or a replace is held before the address changes;
 * Back and Forward are undone at once (the address returns) and redone on proceed().
 */
export function createBlockingHistory(window: Window): {
  history: BrowserHistory & Navigator;
  blocker: NavigationBlocker;
} {
  const browserHistory = createBrowserHistory({ window, v5Compat: true });
  let shouldBlock: ShouldBlock | null = null;
  let snapshot = UNBLOCKED;
  const subscribers = new Set<() => void>();
  // The address the router was last told about: on Back the browser has already moved on.
  let shownLocation = browserHistory.location;
  let isProceeding = false;
  let isUndoingPop = false;
  let isRedoingPop = false;

  function setSnapshot(next: BlockerState) {
    snapshot = next;
    for (const onChange of subscribers) onChange();
  }

  function blocks(nextLocation: Location): boolean {
    if (!shouldBlock || isProceeding) return false;
    return shouldBlock({ currentLocation: shownLocation, nextLocation });
  }

  function hold(redo: () => void) {
    setSnapshot({
      state: 'blocked',
      proceed: () => {
        setSnapshot(UNBLOCKED);
        isProceeding = true;
        try {
          redo();
        } finally {
          isProceeding = false;
        }
      },
      reset: () => {
        setSnapshot(UNBLOCKED);
      },
    });
  }

  function nextLocationOf(to: To, state: unknown): Location {
    const path = browserHistory.encodeLocation(to);
    return { ...path, state, key: 'next' };
  }

  /** A link, navigate() or a replace: held while the screen asks, made at once otherwise. */
  function moveUnlessHeld(to: To, state: unknown, move: () => void) {
    if (blocks(nextLocationOf(to, state))) {
      hold(move);
      return;
    }
    move();
  }

  const history: BrowserHistory & Navigator = {
    ...browserHistory,
    get action() {
      return browserHistory.action;
    },
    get location() {
      return browserHistory.location;
    },
    push(to, state) {
      moveUnlessHeld(to, state, () => {
        browserHistory.push(to, state);
      });
    },
    replace(to, state) {
      moveUnlessHeld(to, state, () => {
        browserHistory.replace(to, state);
      });
    },
    go(delta) {
      browserHistory.go(delta);
    },
    listen(listener) {
      return browserHistory.listen((update: HistoryUpdate) => {
        if (update.action === NavigationType.Pop) {
          if (isUndoingPop) {
            // The browser is back at the address shown: nothing for the router to do.
            isUndoingPop = false;
            return;
          }
          const { delta } = update;
          if (!isRedoingPop && delta !== null && delta !== 0 && blocks(update.location)) {
            isUndoingPop = true;
            browserHistory.go(-delta);
            hold(() => {
              isRedoingPop = true;
              browserHistory.go(delta);
            });
            return;
          }
          isRedoingPop = false;
        }
        shownLocation = update.location;
        listener(update);
      });
    },
  };

  const blocker: NavigationBlocker = {
    register(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock === next) shouldBlock = null;
        if (snapshot.state === 'blocked') setSnapshot(UNBLOCKED);
      };
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => {
        subscribers.delete(onChange);
      };
    },
    getSnapshot: () => snapshot,
  };
  return { history, blocker };
}

export const NavigationBlockerContext = createContext<NavigationBlocker | null>(null);

function subscribeToNothing(): () => void {
  return () => undefined;
}

function unblocked(): BlockerState {
  return UNBLOCKED;
}

/**
 * Holds a move inside the app while `shouldBlock` says so (useBlocker's contract). Outside the
 * app's router (a component test's memory router) nothing is held.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): BlockerState {
  const blocker = useContext(NavigationBlockerContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => blocker?.register((move) => latest.current(move)), [blocker]);
  return useSyncExternalStore(
    blocker?.subscribe ?? subscribeToNothing,
    blocker?.getSnapshot ?? unblocked,
  );
}
