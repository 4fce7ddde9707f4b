/**
 * Whether any of `fields` holds the search text, ignoring case (issue 36: the directory screens'
 * search); a blank search keeps every item.
 */
export function matchesSearch(search: string, fields: readonly (string | null | undefined)[]) {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return fields.some((field) => field?.toLowerCase().includes(text));
}
