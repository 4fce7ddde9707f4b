/** A date's local calendar day as YYYY-MM-DD (the demo data is laid out in the server's time zone). */
export function dayString(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
