import { useEffect, useState } from 'react';

/**
 * The text of a list's search box, kept apart from the filters in the address: the filters take
 * it (trimmed; none when blank) once typing pauses for `delayMs`, and a search changed elsewhere
 * ('Clear filters', Back, a link) replaces what the box shows.
 */
export function useDebouncedSearch<T extends { q?: string }>(
  value: T,
  onChange: (next: T) => void,
  delayMs: number,
): [string, (text: string) => void] {
  const [search, setSearch] = useState(value.q ?? '');
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === (value.q ?? '')) return;
    const timer = setTimeout(() => {
      const next = { ...value };
      if (trimmed === '') delete next.q;
      else next.q = trimmed;
      onChange(next);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [search, value, onChange, delayMs]);
  const urlSearch = value.q ?? '';
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch);
  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch);
    setSearch(urlSearch);
  }
  return [search, setSearch];
}
