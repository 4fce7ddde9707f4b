import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';

import { TICKET_PRIORITIES, TICKET_STATUSES } from '#contract/schemas/ticket.ts';
import type { TicketPriority, TicketStatus } from '#contract/schemas/ticket.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

import type { TicketFilters as Filters } from '../api/get-tickets.ts';
import { PRIORITY_LABELS, STATUS_LABELS } from '../lib/ticket-format.ts';

const ALL = 'all';
const SEARCH_DELAY_MS = 300;

export interface TicketFiltersProps {
  value: Filters;
  onChange: (value: Filters) => void;
}

/** Search, status and priority filters for the ticket grid. */
export function TicketFilters({ value, onChange }: TicketFiltersProps) {
  const [search, setSearch] = useState(value.q ?? '');
  // The list follows the search box once typing pauses.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === (value.q ?? '')) return;
    const timer = setTimeout(() => {
      onChange({ ...value, q: trimmed === '' ? undefined : trimmed });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [search, value, onChange]);

  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]" role="search">
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-search" className="sr-only">
          Search tickets
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="ticket-search"
            type="search"
            placeholder="Search tickets…"
            className="pl-9"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-status-filter" className="sr-only">
          Status
        </Label>
        <Select
          value={value.status ?? ALL}
          onValueChange={(next) => {
            onChange({ ...value, status: next === ALL ? undefined : (next as TicketStatus) });
          }}
        >
          <SelectTrigger id="ticket-status-filter" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {TICKET_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ticket-priority-filter" className="sr-only">
          Priority
        </Label>
        <Select
          value={value.priority ?? ALL}
          onValueChange={(next) => {
            onChange({ ...value, priority: next === ALL ? undefined : (next as TicketPriority) });
          }}
        >
          <SelectTrigger id="ticket-priority-filter" aria-label="Priority">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All priorities</SelectItem>
            {TICKET_PRIORITIES.map((priority) => (
              <SelectItem key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
