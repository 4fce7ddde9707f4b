/** Decision 029: this week's total as decimal hours with one place ('This week: 12.5 h'). */
export function weekHoursText(totalMinutes: number): string {
  return `This week: ${(totalMinutes / 60).toFixed(1)} h`;
}
