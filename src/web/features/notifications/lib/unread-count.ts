/** The badge's text: the count, or '99+' above 99 so the badge keeps its size. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
