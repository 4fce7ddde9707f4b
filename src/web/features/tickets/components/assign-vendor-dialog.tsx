import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';

import { ordinalCall } from '#contract/schemas/dispatch.ts';
import type { NextVendorSuggestion } from '#contract/schemas/dispatch.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import { fieldAria } from '#web/components/form/field-aria.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { NATIVE_SELECT_CLASS } from '#web/components/form/native-select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useCreateDispatch, useVendorsForDispatch } from '../api/ticket-dispatches.ts';
import {
  assignVendorDefaults,
  assignVendorFormSchema,
  DISPATCH_MAX_LENGTHS,
} from '../lib/dispatch-form.ts';
import type { AssignVendorFormOutput, AssignVendorFormValues } from '../lib/dispatch-form.ts';
import { ticketLabel } from '../lib/ticket-format.ts';

// Decision 037: 'Assign to Vendor'. The vendors serving the ticket's store and trade,
// first call first (the suggested next vendor, after a decline or a late accept, at the top).

/** The server's refusals an override reason answers. */
const OVERRIDABLE = new Set(['NTE_OVER_CEILING', 'VENDOR_INSURANCE_EXPIRED']);

/** The suggestion first, then the rest by rank as the server ordered them. */
function orderVendors(vendors: Vendor[], suggestion: NextVendorSuggestion | null): Vendor[] {
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
  const firstVendorId = vendors[0]?.id ?? '';
  const createDispatch = useCreateDispatch(ticket.id);
  // Until one is chosen, the vendor is the list's first: the schema reads an empty choice so too.
  const schema = assignVendorFormSchema(firstVendorId);
  const { control, handleSubmit } = useForm<
    AssignVendorFormValues,
    unknown,
    AssignVendorFormOutput
  >({
    resolver: zodResolver(schema),
    defaultValues: assignVendorDefaults(ticket.priority),
  });
  const {
    field: { name: vendorName, ref: vendorRef, value: chosenId, onChange, onBlur },
    fieldState: vendorState,
  } = useController({ control, name: 'vendorId' });
  const vendorId = chosenId || firstVendorId;
  const vendor = vendors.find((candidate) => candidate.id === vendorId);
  const vendorError = vendorState.error?.message;
  // The server's refusal of the last attempt: its text, and whether an override reason answers it.
  const [refusal, setRefusal] = useState<{ code: string | undefined; message: string } | null>(
    null,
  );
  const needsOverride =
    vendor?.insuranceExpired === true || (refusal?.code ? OVERRIDABLE.has(refusal.code) : false);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await createDispatch.mutateAsync({
        ...input,
        overrideReason: needsOverride ? input.overrideReason : null,
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
  });

  return (
    <AppForm className="grid gap-4" onSubmit={onSubmit}>
      <FormField id="dispatch-vendor" label="Vendor" error={vendorError} className="gap-2">
        {vendorsQuery.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the vendors…</p>
        ) : vendors.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No active vendor serves {ticket.location} for {ticket.category}.
          </p>
        ) : null}
        <select
          id="dispatch-vendor"
          name={vendorName}
          ref={vendorRef}
          className={NATIVE_SELECT_CLASS}
          value={vendorId}
          disabled={vendors.length === 0}
          onChange={(event) => {
            onChange(event);
            setRefusal(null);
          }}
          onBlur={onBlur}
          {...fieldAria('dispatch-vendor', vendorError)}
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
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="nteAmount"
          id="dispatch-nte"
          label="Not-to-exceed"
          className="gap-2"
          inputMode="decimal"
          placeholder="500.00"
          onValueChange={() => {
            setRefusal(null);
          }}
        />
        <TextField
          control={control}
          name="dueBy"
          id="dispatch-due-by"
          label="Due by"
          className="gap-2"
          type="datetime-local"
        />
      </div>
      <TextField
        control={control}
        name="instructions"
        id="dispatch-instructions"
        label="Instructions"
        className="gap-2"
        isMultiline
        rows={3}
        maxLength={DISPATCH_MAX_LENGTHS.instructions}
        placeholder="Access, contact on site, what to check"
      />
      {needsOverride ? (
        <TextField
          control={control}
          name="overrideReason"
          id="dispatch-override"
          label="Override reason"
          className="gap-2"
          isMultiline
          rows={2}
          maxLength={DISPATCH_MAX_LENGTHS.overrideReason}
        />
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
    </AppForm>
  );
}

interface AssignVendorDialogProps {
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
