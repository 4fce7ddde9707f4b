import { CircleCheckIcon, MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';

import { formatMoney } from '#contract/money.ts';
import type { VendorPortalView } from '#contract/schemas/vendor-portal.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/date-format.ts';
import { cn } from '#web/lib/utils.ts';

import { usePortalStep, useVendorPortal } from '../api/vendor-portal.ts';
import type { PortalStep } from '../api/vendor-portal.ts';

// Issue 22, decision 037: the page an outside vendor opens from the dispatch e-mail, on a phone,
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

/** '125.50' → 12550 cents; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** A datetime-local value (the phone's own time) as an instant, or null. */
function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
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
  const [eta, setEta] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const instant = instantOf(eta);
    if (!instant) {
      setProblem('Choose when you expect to be on site.');
      return;
    }
    setProblem(null);
    void run({ action: 'accept', body: { eta: instant } });
  };
  return (
    <Section title="Accept this job">
      <form className="grid gap-3" noValidate onSubmit={submit}>
        <div className="grid gap-1.5">
          <Label htmlFor="portal-eta">ETA</Label>
          <Input
            id="portal-eta"
            type="datetime-local"
            className={FIELD}
            value={eta}
            onChange={(event) => {
              setEta(event.target.value);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'portal-eta-problem' : undefined}
            disabled={busy}
          />
          {problem ? (
            <p id="portal-eta-problem" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <Button type="submit" className={BIG} disabled={busy}>
          Accept
        </Button>
      </form>
    </Section>
  );
}

function DeclineForm({ busy, run }: FormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Give a reason for declining.');
      return;
    }
    setProblem(null);
    void run({ action: 'decline', body: { reason: reason.trim() } });
  };
  return (
    <Section title="Cannot take it?">
      <form className="grid gap-3" noValidate onSubmit={submit}>
        <div className="grid gap-1.5">
          <Label htmlFor="portal-reason">Reason</Label>
          <Textarea
            id="portal-reason"
            rows={2}
            className="text-base"
            value={reason}
            maxLength={1000}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            aria-invalid={problem ? true : undefined}
            disabled={busy}
          />
          {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
        </div>
        <Button type="submit" variant="outline" className={BIG} disabled={busy}>
          Decline
        </Button>
      </form>
    </Section>
  );
}

function CheckOutForm({ busy, run }: FormProps) {
  const [outcome, setOutcome] = useState<'work-done' | 'needs-more-work' | null>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!outcome) {
      setProblem('Choose Work done or Needs more work.');
      return;
    }
    setProblem(null);
    if (await run({ action: 'check-out', body: { outcome, notes: notes.trim() || null } })) {
      setNotes('');
      setOutcome(null);
    }
  };
  const choice = (value: 'work-done' | 'needs-more-work', label: string) => (
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
        onChange={() => {
          setOutcome(value);
        }}
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
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">How did it go?</legend>
          {choice('work-done', 'Work done')}
          {choice('needs-more-work', 'Needs more work')}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="portal-checkout-details">What you did (optional)</Label>
          <Textarea
            id="portal-checkout-details"
            rows={3}
            className="text-base"
            value={notes}
            maxLength={2000}
            onChange={(event) => {
              setNotes(event.target.value);
            }}
            disabled={busy}
          />
        </div>
        {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
        <Button type="submit" className={BIG} disabled={busy}>
          Check out
        </Button>
      </form>
    </Section>
  );
}

function InvoiceForm({ view, busy, run }: FormProps & { view: VendorPortalView }) {
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [hours, setHours] = useState('');
  const [parts, setParts] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const cents = parseAmount(amount);
    const labourHours = Number(hours);
    const problems = [
      number.trim() ? null : 'Invoice number is required.',
      cents === null ? 'Amount must be an amount such as 125.50.' : null,
      hours.trim() && Number.isFinite(labourHours) && labourHours >= 0 && labourHours <= 1000
        ? null
        : 'Labour hours must be a number from 0 to 1000.',
      file ? null : 'Attach the invoice file (PDF or photo).',
    ].filter((text): text is string => text !== null);
    if (problems.length > 0 || cents === null || !file) {
      setProblem(problems.join(' '));
      return;
    }
    setProblem(null);
    void run({
      action: 'invoice',
      invoice: { number: number.trim(), amount: cents, labourHours, parts: parts.trim(), file },
    });
  };
  return (
    <Section title="Submit invoice">
      <p className="text-sm text-muted-foreground">
        Not-to-exceed: {formatMoney(view.nteAmount, view.currency)}. An invoice above it waits for
        the chain's approval.
      </p>
      <form className="grid gap-3" noValidate onSubmit={submit}>
        <div className="grid gap-1.5">
          <Label htmlFor="portal-invoice-number">Invoice number</Label>
          <Input
            id="portal-invoice-number"
            className={FIELD}
            value={number}
            maxLength={100}
            onChange={(event) => {
              setNumber(event.target.value);
            }}
            disabled={busy}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="portal-invoice-amount">Amount</Label>
            <Input
              id="portal-invoice-amount"
              className={FIELD}
              inputMode="decimal"
              placeholder="0.00"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
              }}
              disabled={busy}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="portal-invoice-hours">Labour hours</Label>
            <Input
              id="portal-invoice-hours"
              className={FIELD}
              inputMode="decimal"
              placeholder="0"
              value={hours}
              onChange={(event) => {
                setHours(event.target.value);
              }}
              disabled={busy}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="portal-invoice-parts">Parts</Label>
          <Textarea
            id="portal-invoice-parts"
            rows={2}
            className="text-base"
            value={parts}
            maxLength={2000}
            onChange={(event) => {
              setParts(event.target.value);
            }}
            disabled={busy}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="portal-invoice-file">Invoice file</Label>
          <Input
            id="portal-invoice-file"
            type="file"
            className="h-12 py-2.5 text-base"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
            }}
            disabled={busy}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="submit" className={BIG} disabled={busy}>
          Submit invoice
        </Button>
      </form>
    </Section>
  );
}

function NotesAndPhotos({ allowed, busy, run }: FormProps & { allowed: Set<string> }) {
  const [body, setBody] = useState('');
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (await run({ action: 'notes', body: { body: body.trim() } })) setBody('');
  };
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
          <div className="grid gap-1.5">
            <Label htmlFor="portal-note">Note</Label>
            <Textarea
              id="portal-note"
              rows={2}
              className="text-base"
              value={body}
              maxLength={2000}
              onChange={(event) => {
                setBody(event.target.value);
              }}
              disabled={busy}
            />
          </div>
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
