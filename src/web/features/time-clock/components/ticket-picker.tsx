import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import type { ClockableTicket } from '../api/get-my-open-tickets.ts';

export const NO_TICKET = 'none';

export interface TicketPickerProps {
  tickets: ClockableTicket[] | undefined;
  isLoading: boolean;
  isError: boolean;
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
}

/** Optional: clock in on one of my assigned, not completed tickets. */
export function TicketPicker({
  tickets,
  isLoading,
  isError,
  value,
  onValueChange,
  disabled,
}: TicketPickerProps) {
  const selected = tickets?.find((ticket) => ticket.id === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor="time-clock-ticket">Ticket (optional)</Label>
      {isLoading ? (
        <Skeleton className="h-9 w-full" />
      ) : (
        <Select value={value} onValueChange={onValueChange} disabled={disabled === true || isError}>
          <SelectTrigger id="time-clock-ticket" className="w-full">
            <SelectValue placeholder="No ticket" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_TICKET}>No ticket</SelectItem>
            {tickets?.map((ticket) => (
              <SelectItem key={ticket.id} value={ticket.id}>
                #{ticket.ticketNumber} · {ticket.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {isError ? (
        <p className="text-sm text-muted-foreground">
          Your tickets could not be loaded; you can still clock in.
        </p>
      ) : tickets?.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open tickets are assigned to you.</p>
      ) : selected?.status === 'open' ? (
        <p className="text-sm text-muted-foreground">
          Clocking in moves this ticket to in-progress.
        </p>
      ) : null}
    </div>
  );
}
