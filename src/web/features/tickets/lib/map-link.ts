/** Decision 031: a store's address as a Google Maps search, which phones open in their maps app. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
