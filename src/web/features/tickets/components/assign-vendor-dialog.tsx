import { useState } from 'react';

import {
  DISPATCH_INSTRUCTIONS_MAX,
  DISPATCH_OVERRIDE_REASON_MAX,
  ordinalCall,
} from '#contract/schemas/dispatch.ts';
import type { NextVendorSuggestion } from '#contract/schemas/dispatch.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';

import { useCreateDispatch, useVendorsForDispatch } from '../api/ticket-dispatches.ts';
import { ticketLabel } from '../lib/ticket-format.ts';

// Issue 22, decision 037: 'Assign to Vendor'. The vendors serving the ticket's store and trade,
// first call first (the suggested next vendor, after a decline or a late accept, at the top).

const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground';

/** The server's refusals an override reason answers. */
const OVERRIDABLE = new Set(['NTE_OVER_CEILING', 'VENDOR_INSURANCE_EXPIRED']);

const HOUR_MS = 3_600_000;

/** A `datetime-local` value (the browser's local time) for an instant. */
function localInputValue(instant: Date): string {
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Urgent tickets are due in 4 hours, others in 2 days. */
export function defaultDueBy(priority: Ticket['priority'], now: Date = new Date()): string {
  const hours = priority === 'urgent' ? 4 : 48;
  return localInputValue(new Date(now.getTime() + hours * HOUR_MS));
}

/** '500' or '1,250.50' as cents; null when it is not an amount. */
export function parseAmountToCents(value: string): number | null {
  const cleaned = value.replace(/[,\s$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** The suggestion first, then the rest by rank as the server ordered them. */
export function orderVendors(vendors: Vendor[], suggestion: NextVendorSuggestion | null): Vendor[] {
  if (!suggestion) return vendors;
  const first = vendors.find((vendor) => vendor.id === suggestion.id);
  return first ? [first, ...vendors.filter((vendor) => vendor !== first)] : vendors;
}

function vendorOptionLabel(vendor: Vendor, suggestion: NextVendorSuggestion | null): string {
  const parts = [vendor.name];
  if (vendor.rank !== null) parts.push(ordinalCall(vendor.rank));
  if (vendor.insuranceExpired) parts.push('Insurance expired');
  if (suggestion?.id === vendor.id) parts.push('suggested');
  return parts.join(' · ');
}

function AssignVendorForm({
  ticket,
  suggestion,
  onDone,
}: {
  ticket: Ticket;
  suggestion: NextVendorSuggestion | null;
  onDone: () => void;
}) {
  const vendorsQuery = useVendorsForDispatch(
    { locationId: ticket.locationId, categoryId: ticket.categoryId },
    true,
  );
  const vendors = orderVendors(vendorsQuery.data ?? [], suggestion);
  const createDispatch = useCreateDispatch(ticket.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const vendorId = chosenId ?? vendors[0]?.id ?? '';
  const vendor = vendors.find((candidate) => candidate.id === vendorId);
  const [nte, setNte] = useState('');
  const [dueBy, setDueBy] = useState(() => defaultDueBy(ticket.priority));
  const [instructions, setInstructions] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [refusal, setRefusal] = useState<{ code: string | undefined; message: string } | null>(
    null,
  );
  const needsOverride =
    vendor?.insuranceExpired === true || (refusal?.code ? OVERRIDABLE.has(refusal.code) : false);

  async function submit() {
    const cents = parseAmountToCents(nte);
    if (!vendorId) {
      setRefusal({ code: undefined, message: 'Choose a vendor' });
      return;
    }
    if (cents === null || cents <= 0) {
      setRefusal({ code: undefined, message: 'Enter the not-to-exceed amount, above 0' });
      return;
    }
    const due = new Date(dueBy);
    if (Number.isNaN(due.getTime())) {
      setRefusal({ code: undefined, message: 'Choose when the work is due' });
      return;
    }
    try {
      await createDispatch.mutateAsync({
        vendorId,
        nteAmount: cents,
        dueBy: due.toISOString(),
        instructions: instructions.trim() || null,
        overrideReason: needsOverride && overrideReason.trim() ? overrideReason.trim() : null,
      });
      notifySuccess(
        'Dispatch sent',
        `${ticketLabel(ticket)} was sent to ${vendor?.name ?? 'the vendor'}`,
      );
      onDone();
    } catch (error) {
      setRefusal({
        code: error instanceof ApiError ? error.code : undefined,
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : errorText(error, 'The dispatch could not be sent'),
      });
    }
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="dispatch-vendor">Vendor</Label>
        {vendorsQuery.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the vendors…</p>
        ) : vendors.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No active vendor serves {ticket.location} for {ticket.category}.
          </p>
        ) : null}
        <select
          id="dispatch-vendor"
          className={SELECT_CLASS}
          value={vendorId}
          disabled={vendors.length === 0}
          onChange={(event) => {
            setChosenId(event.target.value);
            setRefusal(null);
          }}
        >
          {vendors.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {vendorOptionLabel(candidate, suggestion)}
            </option>
          ))}
        </select>
        {vendor?.insuranceExpired ? (
          <p className="text-sm text-amber-700 dark:text-amber-400">
            Insurance expired{vendor.insuranceExpiresOn ? ` on ${vendor.insuranceExpiresOn}` : ''}:
            give a reason to override.
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="dispatch-nte">Not-to-exceed</Label>
          <Input
            id="dispatch-nte"
            inputMode="decimal"
            placeholder="500.00"
            value={nte}
            onChange={(event) => {
              setNte(event.target.value);
              setRefusal(null);
            }}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="dispatch-due-by">Due by</Label>
          <Input
            id="dispatch-due-by"
            type="datetime-local"
            value={dueBy}
            onChange={(event) => {
              setDueBy(event.target.value);
            }}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="dispatch-instructions">Instructions</Label>
        <Textarea
          id="dispatch-instructions"
          rows={3}
          maxLength={DISPATCH_INSTRUCTIONS_MAX}
          placeholder="Access, contact on site, what to check"
          value={instructions}
          onChange={(event) => {
            setInstructions(event.target.value);
          }}
        />
      </div>
      {needsOverride ? (
        <div className="grid gap-2">
          <Label htmlFor="dispatch-override">Override reason</Label>
          <Textarea
            id="dispatch-override"
            rows={2}
            maxLength={DISPATCH_OVERRIDE_REASON_MAX}
            value={overrideReason}
            onChange={(event) => {
              setOverrideReason(event.target.value);
            }}
          />
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={createDispatch.isPending || vendors.length === 0}>
          {createDispatch.isPending ? 'Sending…' : 'Send dispatch'}
        </Button>
      </div>
    </form>
  );
}

export interface AssignVendorDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a decline or a late accept: the vendor to put first. */
  suggestion: NextVendorSuggestion | null;
}

export function AssignVendorDialog({
  ticket,
  open,
  onOpenChange,
  suggestion,
}: AssignVendorDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Assign to Vendor"
      description={`${ticketLabel(ticket)} · ${ticket.title} at ${ticket.location}. The vendor is e-mailed a link to accept it.`}
    >
      {(close) => <AssignVendorForm ticket={ticket} suggestion={suggestion} onDone={close} />}
    </FormDialog>
  );
}
