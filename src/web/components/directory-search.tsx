import { SearchIcon } from 'lucide-react';
import { useId } from 'react';

import { Input } from '#web/components/ui/input.tsx';

interface DirectorySearchProps {
  /** The box's name and placeholder, e.g. 'Search locations'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How many items match and how many there are, e.g. '1 of 3 locations'. */
  status: string;
}

/**
 * Issue 36: the search box above a directory screen's list (locations, categories, users), with how
 * many items it shows; the list filters as one types (the lists are short and already loaded).
 * The screen writes the texts (decision 044: a sentence is one catalogue entry, never glued here).
 */
export function DirectorySearch({ label, value, onChange, status }: DirectorySearchProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={label}
          className="pl-8"
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      </div>
      <p className="text-sm text-muted-foreground" role="status">
        {status}
      </p>
    </div>
  );
}
