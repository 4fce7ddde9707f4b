import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import { formatMoney } from '#contract/money.ts';
import type { WorkOutcome } from '#contract/schemas/dispatch-status.ts';
import { PortalNoteInputSchema } from '#contract/schemas/vendor-portal.ts';
import type { VendorPortalView } from '#contract/schemas/vendor-portal.ts';
import { FieldError } from '#web/components/field-error.tsx';
import { fieldAria } from '#web/components/form/field-aria.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/date-format.ts';
import { cn } from '#web/lib/utils.ts';

import { usePortalStep, useVendorPortal } from '../api/vendor-portal.ts';
import type { PortalStep } from '../api/vendor-portal.ts';
import {
  AcceptFormSchema,
  CheckOutFormSchema,
  DeclineFormSchema,
  InvoiceFormSchema,
  PORTAL_MAX_LENGTHS,
} from '../lib/portal-forms.ts';
import type {
  AcceptFormOutput,
  AcceptFormValues,
  CheckOutFormOutput,
  CheckOutFormValues,
  DeclineFormOutput,
  DeclineFormValues,
  InvoiceFormOutput,
  InvoiceFormValues,
  NoteFormOutput,
  NoteFormValues,
} from '../lib/portal-forms.ts';

// Decision 037: the page an outside vendor opens from the dispatch e-mail, on a phone,
// without an account. Big tap targets; only the steps the dispatch allows now are shown.

const BIG = 'h-12 w-full text-base';
const FIELD = 'h-12 text-base';

function Centered({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto grid w-full max-w-lg gap-2 py-10 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <h2 className="text-base font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">{children}</CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-base break-words">{children}</dd>
    </div>
  );
}

function successText(step: PortalStep, view: VendorPortalView): string {
  switch (step.action) {
    case 'accept':
      return 'Accepted. Thank you: the chain now has your ETA.';
    case 'decline':
      return 'Declined. The chain has been told.';
    case 'check-in':
      return 'Checked in. Check out here when you leave.';
    case 'check-out':
      return step.body.outcome === 'work-done'
        ? 'Checked out: work done. You can now submit the invoice.'
        : 'Checked out: needs more work. Check in again when you come back.';
    case 'notes':
      return 'Note added.';
    case 'photos':
      return step.files.length === 1 ? 'Photo added.' : 'Photos added.';
    case 'invoice':
      return view.status === 'approved'
        ? 'Invoice submitted and approved.'
        : 'Invoice submitted. It is over the not-to-exceed amount and waits for the chain to approve it.';
  }
}

export function VendorPortalPage({ token }: { token: string }) {
  const portal = useVendorPortal(token);

  if (portal.isPending) {
    return (
      <div className="mx-auto max-w-lg py-10 text-center text-sm text-muted-foreground">
        Loading...
      </div>
    );
  }
  if (portal.isError) {
    const error = portal.error;
    if (error instanceof ApiError && error.status === 404) {
      return (
        <Centered title="This link is not valid.">
          Check that you opened the whole link from the e-mail, or ask the chain for a new one.
        </Centered>
      );
    }
    if (error instanceof ApiError && error.status === 410) {
      return (
        <Centered title="This dispatch was withdrawn by the chain.">
          There is nothing more to do on it. Contact the chain if you have questions.
        </Centered>
      );
    }
    return (
      <Centered title="Something went wrong">
        {errorText(error, 'Please try again in a moment.')}
      </Centered>
    );
  }
  return <PortalContent token={token} view={portal.data} />;
}

function PortalContent({ token, view }: { token: string; view: VendorPortalView }) {
  const step = usePortalStep(token);
  const [done, setDone] = useState<string | null>(null);
  const allowed = new Set(view.allowedActions);
  const busy = step.isPending;
  // Still to be answered: the job first, then Accept or Decline under it.
  const isDeciding = view.status === 'sent';

  async function run(next: PortalStep): Promise<boolean> {
    setDone(null);
    try {
      const answered = await step.mutateAsync(next);
      setDone(successText(next, answered));
      return true;
    } catch {
      return false;
    }
  }

  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${view.store.name}, ${view.store.address}`,
  )}`;

  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 pb-10">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          Work order for <span className="font-medium text-foreground">{view.vendorName}</span>
        </p>
        <h1 className="text-2xl leading-tight font-semibold">
          #{view.ticket.number} {view.ticket.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <Badge aria-label={`Status: ${view.statusLabel}`}>{view.statusLabel}</Badge>
          {view.ticket.priority === 'urgent' ? <Badge variant="destructive">Urgent</Badge> : null}
        </div>
      </header>

      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-green-600/40 bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="text-base font-medium">{done}</p>
        </div>
      ) : null}
      {step.error ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorText(step.error, 'That did not work. Try again.')}
          </AlertDescription>
        </Alert>
      ) : null}

      {isDeciding ? null : <Actions view={view} allowed={allowed} busy={busy} run={run} />}

      <Section title="The job">
        <dl className="grid gap-3">
          <Fact label="Store">
            <span className="font-medium">{view.store.name}</span>
            <br />
            <a
              href={mapsUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4"
            >
              <MapPinIcon aria-hidden="true" className="size-4" />
              {view.store.address}
            </a>
          </Fact>
          <Fact label="Problem">
            <span className="whitespace-pre-wrap">{view.ticket.description}</span>
          </Fact>
          {view.equipment ? (
            <Fact label="Equipment">
              <span className="font-medium">{view.equipment.name}</span>
              <span className="block text-sm text-muted-foreground">
                {[
                  view.equipment.make,
                  view.equipment.model,
                  view.equipment.serialNumber ? `Serial ${view.equipment.serialNumber}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'No make or model on record'}
              </span>
              {view.equipment.warrantyEndDate ? (
                <span className="block text-sm text-muted-foreground">
                  Warranty until {formatDate(`${view.equipment.warrantyEndDate}T12:00:00Z`)}
                </span>
              ) : null}
            </Fact>
          ) : null}
          {view.instructions ? (
            <Fact label="Instructions">
              <span className="whitespace-pre-wrap">{view.instructions}</span>
            </Fact>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <Fact label="Not-to-exceed">{formatMoney(view.nteAmount, view.currency)}</Fact>
            <Fact label="Due by">{formatDateTime(view.dueBy)}</Fact>
          </div>
          {view.etaAt ? <Fact label="Your ETA">{formatDateTime(view.etaAt)}</Fact> : null}
          {view.declineReason ? <Fact label="Declined">{view.declineReason}</Fact> : null}
        </dl>
        {view.photos.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Photos
            </p>
            <ul className="grid grid-cols-3 gap-2">
              {view.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={photo.url}
                      alt={`The problem, ${String(index + 1)} of ${String(view.photos.length)}`}
                      className="aspect-square w-full rounded-md border object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      {isDeciding ? <Actions view={view} allowed={allowed} busy={busy} run={run} /> : null}

      {view.visits.length > 0 ? (
        <Section title="Visits">
          <ul className="grid gap-2">
            {view.visits.map((visit) => (
              <li key={visit.id} className="rounded-md border p-3 text-sm">
                <p>
                  In {formatDateTime(visit.checkedInAt)}
                  {visit.checkedOutAt
                    ? ` · Out ${formatDateTime(visit.checkedOutAt)}`
                    : ' · On site now'}
                </p>
                {visit.outcome ? (
                  <p className="font-medium">
                    {visit.outcome === 'work-done' ? 'Work done' : 'Needs more work'}
                  </p>
                ) : null}
                {visit.notes ? <p className="whitespace-pre-wrap">{visit.notes}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.notes.length > 0 ? (
        <Section title="Your notes">
          <ul className="grid gap-2">
            {view.notes.map((note) => (
              <li key={note.id} className="rounded-md border p-3 text-sm">
                <p className="text-xs text-muted-foreground">{formatDateTime(note.createdAt)}</p>
                <p className="whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.invoice ? (
        <Section title="Invoice">
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="Number">{view.invoice.number}</Fact>
            <Fact label="Amount">{formatMoney(view.invoice.amount, view.currency)}</Fact>
            <Fact label="Labour hours">{view.invoice.labourHours}</Fact>
            <Fact label="Status">
              {view.invoice.awaitingApproval
                ? 'Over the NTE: waiting for approval'
                : view.invoice.approvedAt
                  ? 'Approved'
                  : 'Submitted'}
            </Fact>
          </dl>
          {view.invoice.parts ? (
            <p className="text-sm whitespace-pre-wrap">{view.invoice.parts}</p>
          ) : null}
          <a
            href={view.invoice.fileUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-primary underline underline-offset-4"
          >
            Open the invoice file
          </a>
        </Section>
      ) : null}
    </div>
  );
}

interface ActionsProps {
  view: VendorPortalView;
  allowed: Set<string>;
  busy: boolean;
  run: (step: PortalStep) => Promise<boolean>;
}

function Actions({ view, allowed, busy, run }: ActionsProps) {
  if (allowed.size === 0) return null;
  return (
    <div className="grid gap-4">
      {allowed.has('accept') ? <AcceptForm busy={busy} run={run} /> : null}
      {allowed.has('check-in') ? (
        <Section title="On site">
          <Button
            className={BIG}
            disabled={busy}
            onClick={() => {
              void run({ action: 'check-in' });
            }}
          >
            Check in
          </Button>
        </Section>
      ) : null}
      {allowed.has('check-out') ? <CheckOutForm busy={busy} run={run} /> : null}
      {allowed.has('invoice') ? <InvoiceForm view={view} busy={busy} run={run} /> : null}
      {allowed.has('notes') || allowed.has('photos') ? (
        <NotesAndPhotos allowed={allowed} busy={busy} run={run} />
      ) : null}
      {allowed.has('decline') ? <DeclineForm busy={busy} run={run} /> : null}
    </div>
  );
}

type FormProps = Pick<ActionsProps, 'busy' | 'run'>;

function AcceptForm({ busy, run }: FormProps) {
  const { control, handleSubmit } = useForm<AcceptFormValues, unknown, AcceptFormOutput>({
    resolver: zodResolver(AcceptFormSchema),
    defaultValues: { eta: '' },
  });
  const submit = handleSubmit((body) => {
    void run({ action: 'accept', body });
  });
  return (
    <Section title="Accept this job">
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          control={control}
          name="eta"
          id="portal-eta"
          label="ETA"
          type="datetime-local"
          inputClassName={FIELD}
          disabled={busy}
        />
        <Button type="submit" className={BIG} disabled={busy}>
          Accept
        </Button>
      </form>
    </Section>
  );
}

function DeclineForm({ busy, run }: FormProps) {
  const { control, handleSubmit } = useForm<DeclineFormValues, unknown, DeclineFormOutput>({
    resolver: zodResolver(DeclineFormSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((body) => {
    void run({ action: 'decline', body });
  });
  return (
    <Section title="Cannot take it?">
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          control={control}
          name="reason"
          id="portal-reason"
          label="Reason"
          isMultiline
          rows={2}
          inputClassName="text-base"
          maxLength={PORTAL_MAX_LENGTHS.declineReason}
          disabled={busy}
        />
        <Button type="submit" variant="outline" className={BIG} disabled={busy}>
          Decline
        </Button>
      </form>
    </Section>
  );
}

function CheckOutForm({ busy, run }: FormProps) {
  const { control, handleSubmit, reset } = useForm<CheckOutFormValues, unknown, CheckOutFormOutput>(
    {
      resolver: zodResolver(CheckOutFormSchema),
      defaultValues: { outcome: null, notes: '' },
    },
  );
  const {
    field: { ref, value: outcome, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'outcome' });
  const problem = fieldState.error?.message;
  const submit = handleSubmit(async (body) => {
    if (await run({ action: 'check-out', body })) reset();
  });
  const choice = (value: WorkOutcome, label: string) => (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3 text-base',
        outcome === value && 'border-primary bg-primary/5',
      )}
    >
      <input
        type="radio"
        name="portal-outcome"
        value={value}
        className="size-5"
        checked={outcome === value}
        ref={value === 'work-done' ? ref : undefined}
        onChange={() => {
          onChange(value);
        }}
        onBlur={onBlur}
        disabled={busy}
      />
      {label}
    </label>
  );
  return (
    <Section title="Leaving the site">
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <fieldset
          className="grid gap-2"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'portal-outcome-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium">How did it go?</legend>
          {choice('work-done', 'Work done')}
          {choice('needs-more-work', 'Needs more work')}
          <FieldError id="portal-outcome-error" message={problem} />
        </fieldset>
        <TextField
          control={control}
          name="notes"
          id="portal-checkout-details"
          label="What you did (optional)"
          isMultiline
          rows={3}
          inputClassName="text-base"
          maxLength={PORTAL_MAX_LENGTHS.checkOutNotes}
          disabled={busy}
        />
        <Button type="submit" className={BIG} disabled={busy}>
          Check out
        </Button>
      </form>
    </Section>
  );
}

function InvoiceForm({ view, busy, run }: FormProps & { view: VendorPortalView }) {
  const { control, handleSubmit } = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(InvoiceFormSchema),
    defaultValues: { number: '', amount: '', labourHours: '', parts: '', file: null },
  });
  const submit = handleSubmit((invoice) => {
    void run({ action: 'invoice', invoice: { ...invoice, parts: invoice.parts ?? '' } });
  });
  return (
    <Section title="Submit invoice">
      <p className="text-sm text-muted-foreground">
        Not-to-exceed: {formatMoney(view.nteAmount, view.currency)}. An invoice above it waits for
        the chain's approval.
      </p>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          control={control}
          name="number"
          id="portal-invoice-number"
          label="Invoice number"
          inputClassName={FIELD}
          maxLength={PORTAL_MAX_LENGTHS.invoiceNumber}
          disabled={busy}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            control={control}
            name="amount"
            id="portal-invoice-amount"
            label="Amount"
            inputClassName={FIELD}
            inputMode="decimal"
            placeholder="0.00"
            disabled={busy}
          />
          <TextField
            control={control}
            name="labourHours"
            id="portal-invoice-hours"
            label="Labour hours"
            inputClassName={FIELD}
            inputMode="decimal"
            placeholder="0"
            disabled={busy}
          />
        </div>
        <TextField
          control={control}
          name="parts"
          id="portal-invoice-parts"
          label="Parts"
          isMultiline
          rows={2}
          inputClassName="text-base"
          maxLength={PORTAL_MAX_LENGTHS.invoiceParts}
          disabled={busy}
        />
        <InvoiceFileField control={control} disabled={busy} />
        <Button type="submit" className={BIG} disabled={busy}>
          Submit invoice
        </Button>
      </form>
    </Section>
  );
}

/** The invoice file: a file input holds no value of its own to show, so the form keeps the file. */
function InvoiceFileField({
  control,
  disabled,
}: {
  control: Control<InvoiceFormValues, unknown, InvoiceFormOutput>;
  disabled: boolean;
}) {
  const {
    field: { name, ref, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'file' });
  const error = fieldState.error?.message;
  const id = 'portal-invoice-file';
  return (
    <FormField id={id} label="Invoice file" error={error}>
      <Input
        id={id}
        name={name}
        ref={ref}
        type="file"
        className="h-12 py-2.5 text-base"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
        }}
        onBlur={onBlur}
        disabled={disabled}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function NotesAndPhotos({ allowed, busy, run }: FormProps & { allowed: Set<string> }) {
  const { control, handleSubmit, reset } = useForm<NoteFormValues, unknown, NoteFormOutput>({
    resolver: zodResolver(PortalNoteInputSchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' });
  const submit = handleSubmit(async (note) => {
    if (await run({ action: 'notes', body: note })) reset();
  });
  return (
    <Section title="Notes and photos">
      {allowed.has('notes') ? (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <TextField
            control={control}
            name="body"
            id="portal-note"
            label="Note"
            isMultiline
            rows={2}
            inputClassName="text-base"
            maxLength={PORTAL_MAX_LENGTHS.note}
            disabled={busy}
          />
          <Button type="submit" variant="secondary" className={BIG} disabled={busy || !body.trim()}>
            Add note
          </Button>
        </form>
      ) : null}
      {allowed.has('photos') ? (
        <div>
          <input
            id="portal-photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void run({ action: 'photos', files });
            }}
          />
          <label
            htmlFor="portal-photos"
            className={cn(
              buttonVariants({ variant: 'secondary' }),
              BIG,
              'cursor-pointer',
              busy && 'pointer-events-none opacity-50',
            )}
          >
            Add photos
          </label>
        </div>
      ) : null}
    </Section>
  );
}
