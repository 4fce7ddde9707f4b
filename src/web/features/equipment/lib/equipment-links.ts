/** A unit's page. */
export function equipmentDetailPath(id: string): string {
  return `/equipment/${encodeURIComponent(id)}`;
}

/** The create form pre-filled with the unit (the tickets feature reads `equipmentId`). */
export function reportProblemPath(id: string): string {
  return `/create-ticket?${new URLSearchParams({ equipmentId: id }).toString()}`;
}

export function labelsPath(store?: string): string {
  return store
    ? `/equipment/labels?${new URLSearchParams({ store }).toString()}`
    : '/equipment/labels';
}
