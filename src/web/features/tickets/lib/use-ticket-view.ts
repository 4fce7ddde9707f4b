import { useCallback, useState } from 'react';

export type TicketView = 'cards' | 'table';

/** Per user, so people sharing a browser (a store's tablet) each keep their own choice. */
function ticketViewStorageKey(userId: string): string {
  return `ticketView:${userId}`;
}

function readView(userId: string): TicketView {
  try {
    return localStorage.getItem(ticketViewStorageKey(userId)) === 'table' ? 'table' : 'cards';
  } catch {
    // Storage may be unavailable (private mode); the cards are the default.
    return 'cards';
  }
}

/** The board's cards-or-table choice, remembered on this device for this user (decision 026). */
export function useTicketView(userId: string): [TicketView, (view: TicketView) => void] {
  const [view, setViewState] = useState<TicketView>(() => readView(userId));
  const setView = useCallback(
    (next: TicketView) => {
      setViewState(next);
      try {
        localStorage.setItem(ticketViewStorageKey(userId), next);
      } catch {
        // Not remembered, still shown.
      }
    },
    [userId],
  );
  return [view, setView];
}
