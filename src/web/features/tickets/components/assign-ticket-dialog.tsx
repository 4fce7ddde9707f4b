import { useState } from 'react';

import type { Ticket } from '#contract/schemas/ticket.ts';
import { buildScheduleRange, localDay, scheduleFormValues } from '#contract/utils/schedule.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';

import { useAssignTicket } from '../api/assign-ticket.ts';
import { useTechnicians } from '../api/get-technicians.ts';
import { defaultScheduleValues, scheduleProblem } from '../lib/schedule-form.ts';
import { ticketLabel } from '../lib/ticket-format.ts';
import { ScheduleFields } from './schedule-fields.tsx';

export interface AssignTicketDialogProps {
  ticket: Ticket | null;
  onOpenChange: (open: boolean) => void;
}

function AssignTicketForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const [today] = useState(() => localDay(new Date()));
  const technicians = useTechnicians(true);
  const assign = useAssignTicket();
  const [technicianId, setTechnicianId] = useState(ticket.assignedTo ?? '');
  const [schedule, setSchedule] = useState(() => {
    const defaults = defaultScheduleValues();
    return scheduleFormValues(ticket, { startTime: defaults.startTime, endTime: defaults.endTime });
  });
  const problem = scheduleProblem(schedule, today);
  const placeholder = technicians.isPending
    ? 'Loading technicians...'
    : technicians.isError
      ? 'Failed to load technicians'
      : technicians.data.length === 0
        ? 'No active technicians'
        : 'Select a technician';

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!technicianId || problem) return;
        assign
          .mutateAsync({
            ticketId: ticket.id,
            technicianId,
            ...(schedule.date ? { schedule: buildScheduleRange(schedule) } : {}),
          })
          .then(onDone, (error: unknown) => {
            // Product rules §8: an assign failure is only logged to the console.
            console.error('Assigning the ticket failed', error);
          });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="assign-technician">Technician</Label>
        <Select value={technicianId} onValueChange={setTechnicianId} disabled={assign.isPending}>
          <SelectTrigger id="assign-technician">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {(technicians.data ?? []).map((technician) => (
              <SelectItem key={technician.id} value={technician.id}>
                {technician.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">Schedule (optional)</legend>
        <ScheduleFields
          idPrefix="assign-schedule"
          value={schedule}
          onChange={setSchedule}
          today={today}
          disabled={assign.isPending}
        />
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!technicianId || problem !== undefined || assign.isPending}>
          {assign.isPending ? 'Assigning...' : 'Assign'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Product rules §2: an admin assigns a technician to an open ticket, optionally with a schedule. */
export function AssignTicketDialog({ ticket, onOpenChange }: AssignTicketDialogProps) {
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign Technician</DialogTitle>
          <DialogDescription>
            {ticket ? `${ticketLabel(ticket)} · ${ticket.title}` : null}
          </DialogDescription>
        </DialogHeader>
        {ticket ? (
          <AssignTicketForm
            key={ticket.id}
            ticket={ticket}
            onDone={() => {
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
