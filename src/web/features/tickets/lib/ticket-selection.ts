/** The admin's chosen tickets on the board, for one bulk action (decision 025). */
export interface TicketSelection {
  selectedIds: ReadonlySet<string>;
  toggle: (ticketId: string) => void;
  /** Chooses (or drops) every ticket shown. */
  setAll: (ticketIds: readonly string[], isChosen: boolean) => void;
}
