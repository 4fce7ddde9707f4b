import { FileTextIcon, LinkIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';

import { formatMoney } from '#contract/money.ts';
import type { Dispatch } from '#contract/schemas/dispatch.ts';
import { nextVendorText } from '#contract/schemas/dispatch.ts';
import {
  ACTIVE_DISPATCH_STATUSES,
  DISPATCH_STATUS_LABELS,
} from '#contract/schemas/dispatch-status.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import {
  useDispatchStep,
  useIsMailSetUp,
  useRenewPortalLink,
  useTicketDispatches,
} from '../api/ticket-dispatches.ts';
import type { DispatchStep } from '../api/ticket-dispatches.ts';
import { AssignVendorDialog } from './assign-vendor-dialog.tsx';

// Decision 037: the ticket's 'Vendor' section (everyone who sees the ticket: vendor,
// status, NTE, due-by; admins also act on it) and the admins' 'Assign to Vendor' button.

/** A dispatch still expecting something of the vendor or an admin (one per ticket at a time). */
function isActiveDispatch(dispatch: Dispatch): boolean {
  return dispatch.revokedAt === null && ACTIVE_DISPATCH_STATUSES.includes(dispatch.status);
}

/** Declined, paid or revoked: nothing more to do, and no new link to send. */
function isClosedDispatch(dispatch: Dispatch): boolean {
  return (
    dispatch.revokedAt !== null || dispatch.status === 'declined' || dispatch.status === 'paid'
  );
}

function statusLabel(dispatch: Dispatch): string {
  if (dispatch.revokedAt) return 'Revoked';
  return DISPATCH_STATUS_LABELS[dispatch.status];
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const STEP_TEXT: Record<DispatchStep, { done: string; failed: string }> = {
  revoke: { done: 'Dispatch revoked', failed: 'Could not revoke the dispatch' },
  'approve-invoice': { done: 'Invoice approved', failed: 'Could not approve the invoice' },
  'confirm-work': { done: 'Work confirmed', failed: 'Could not confirm the work' },
  'mark-paid': { done: 'Marked paid', failed: 'Could not mark the invoice paid' },
};

/**
 * Decision 039: the portal link is stored only as a hash, so it cannot be shown again: an admin makes a
 * new one (the old link stops working), which is copied here and e-mailed to the vendor when mail is
 * set up and they have an address.
 */
function NewPortalLinkButton({ dispatch }: { dispatch: Dispatch }) {
  const renew = useRenewPortalLink();
  const isMailSetUp = useIsMailSetUp().data;
  // As the server will do it: e-mailed when mail is set up and the vendor has an address.
  const willBeEmailed = isMailSetUp === true && dispatch.vendor.email !== null;
  function send() {
    renew.mutate(dispatch.id, {
      onSuccess: (renewed) => {
        const url = renewed.portalUrl;
        const told = renewed.isVendorEmailed
          ? 'The vendor was e-mailed it too.'
          : 'The vendor was not e-mailed: send it to them.';
        navigator.clipboard.writeText(url).then(
          () => {
            notifySuccess('New portal link copied', told);
          },
          () => {
            notifySuccess('New portal link', `${url} ${told}`);
          },
        );
      },
      onError: (error) => {
        notifyError('Could not make a new link', errorText(error, 'Please try again.'));
      },
    });
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={renew.isPending}>
          <LinkIcon aria-hidden="true" />
          New portal link
        </Button>
      }
      title={<>Send {dispatch.vendor.name} a new portal link?</>}
      description={
        <>
          Their current link stops working. The new link is{' '}
          {willBeEmailed ? 'e-mailed to them and copied for you' : 'copied for you to send them'};
          it works until 30 days after the due date.
        </>
      }
      confirmLabel="Send new link"
      onConfirm={send}
    />
  );
}

function DispatchActions({ dispatch }: { dispatch: Dispatch }) {
  const step = useDispatchStep();
  const money = (cents: number) => formatMoney(cents, dispatch.currency);
  function run(action: DispatchStep) {
    step.mutate(
      { dispatchId: dispatch.id, step: action },
      {
        onSuccess: () => {
          notifySuccess(STEP_TEXT[action].done);
        },
        onError: (error) => {
          notifyError(STEP_TEXT[action].failed, errorText(error, 'Please try again.'));
        },
      },
    );
  }
  const isClosed = isClosedDispatch(dispatch);
  return (
    <div className="flex flex-wrap gap-2">
      {!isClosed ? <NewPortalLinkButton dispatch={dispatch} /> : null}
      {dispatch.status === 'invoiced' && dispatch.revokedAt === null ? (
        <Button
          size="sm"
          disabled={step.isPending}
          onClick={() => {
            run('approve-invoice');
          }}
        >
          Approve invoice
          {dispatch.invoice ? ` (${money(dispatch.invoice.amountCents)})` : ''}
        </Button>
      ) : null}
      {dispatch.workOutcome === 'work-done' &&
      dispatch.workConfirmedAt === null &&
      dispatch.revokedAt === null ? (
        <Button
          size="sm"
          disabled={step.isPending}
          onClick={() => {
            run('confirm-work');
          }}
        >
          Confirm work done
        </Button>
      ) : null}
      {dispatch.status === 'approved' && dispatch.revokedAt === null ? (
        <Button
          size="sm"
          variant="outline"
          disabled={step.isPending}
          onClick={() => {
            run('mark-paid');
          }}
        >
          Mark paid
        </Button>
      ) : null}
      {!isClosed ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={step.isPending}>
              Revoke
            </Button>
          }
          title={<>Revoke the dispatch to {dispatch.vendor.name}?</>}
          description={
            <>
              Their portal link stops working at once. You can then send the ticket to another
              vendor.
            </>
          }
          confirmLabel="Revoke"
          isDestructive
          onConfirm={() => {
            run('revoke');
          }}
        />
      ) : null}
    </div>
  );
}

function DispatchCard({ dispatch, isAdmin }: { dispatch: Dispatch; isAdmin: boolean }) {
  const money = (cents: number) => formatMoney(cents, dispatch.currency);
  const invoice = dispatch.invoice;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{dispatch.vendor.name}</span>
        <Badge
          variant={dispatch.revokedAt || dispatch.status === 'declined' ? 'outline' : 'secondary'}
        >
          {statusLabel(dispatch)}
        </Badge>
        {dispatch.overdue ? <Badge variant="destructive">Not accepted in time</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Line label="NTE">{money(dispatch.nteAmount)}</Line>
        <Line label="Due by">
          <time dateTime={dispatch.dueBy}>{formatDateTime(dispatch.dueBy)}</time>
        </Line>
        {isAdmin && dispatch.portalLinkExpiresAt && !isClosedDispatch(dispatch) ? (
          <Line label="Portal link until">
            <time dateTime={dispatch.portalLinkExpiresAt}>
              {formatDateTime(dispatch.portalLinkExpiresAt)}
            </time>
          </Line>
        ) : null}
        {dispatch.etaAt ? (
          <Line label="ETA">
            <time dateTime={dispatch.etaAt}>{formatDateTime(dispatch.etaAt)}</time>
          </Line>
        ) : null}
        {dispatch.vendor.phone ? (
          <Line label="Phone">
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${dispatch.vendor.phone}`}
            >
              {dispatch.vendor.phone}
            </a>
          </Line>
        ) : null}
        {invoice ? (
          <Line label="Invoice">
            <span>
              {invoice.number ? `${invoice.number}: ` : ''}
              {money(invoice.amountCents)} of {money(dispatch.nteAmount)} NTE
            </span>
            {invoice.overNte ? (
              <Badge variant="destructive" className="ml-2">
                Over NTE
              </Badge>
            ) : null}
            {isAdmin && invoice.fileUrl ? (
              <a
                className="mt-0.5 flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
                href={invoice.fileUrl}
                target="_blank"
                rel="noreferrer"
              >
                <FileTextIcon aria-hidden="true" className="size-3.5" />
                Invoice file
              </a>
            ) : null}
          </Line>
        ) : null}
      </dl>
      {dispatch.declineReason ? (
        <p className="text-sm">Declined: {dispatch.declineReason}</p>
      ) : null}
      {dispatch.instructions ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {dispatch.instructions}
        </p>
      ) : null}
      {isAdmin && dispatch.nextVendorSuggestion ? (
        <p className="text-sm font-medium">{nextVendorText(dispatch.nextVendorSuggestion)}</p>
      ) : null}
      {dispatch.visits.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Visits
          </h4>
          <ul className="grid gap-1 text-sm">
            {dispatch.visits.map((visit) => (
              <li key={visit.checkedInAt}>
                {formatDateTime(visit.checkedInAt)} –{' '}
                {visit.checkedOutAt ? formatDateTime(visit.checkedOutAt) : 'on site'}
                {visit.outcome === 'work-done'
                  ? ' · Work done'
                  : visit.outcome === 'needs-more-work'
                    ? ' · Needs more work'
                    : ''}
                {visit.notes ? ` · ${visit.notes}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {dispatch.notes.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Vendor notes
          </h4>
          <ul className="grid gap-1 text-sm">
            {dispatch.notes.map((note) => (
              <li
                key={`${note.createdAt}-${note.body}`}
                className="break-words whitespace-pre-line"
              >
                <span className="text-muted-foreground">{formatDateTime(note.createdAt)}: </span>
                {note.body}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isAdmin ? <DispatchActions dispatch={dispatch} /> : null}
    </div>
  );
}

/** The ticket's dispatches once loaded (an answer that is not a list counts as none). */
function useDispatchList(ticketId: string): Dispatch[] | undefined {
  const { data } = useTicketDispatches(ticketId);
  if (data === undefined) return undefined;
  return Array.isArray(data) ? data : [];
}

/** The 'Vendor' section: shown once the ticket has been dispatched. */
export function TicketVendorSection({ ticket, isAdmin }: { ticket: Ticket; isAdmin: boolean }) {
  const [latest, ...earlier] = useDispatchList(ticket.id) ?? [];
  if (!latest) return null;
  return (
    <section className="grid gap-3" aria-label="Vendor">
      <h3 className="text-sm font-semibold">Vendor</h3>
      <DispatchCard dispatch={latest} isAdmin={isAdmin} />
      {earlier.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Earlier:{' '}
          {earlier
            .map((dispatch) => `${dispatch.vendor.name} (${statusLabel(dispatch)})`)
            .join(', ')}
        </p>
      ) : null}
    </section>
  );
}

/** Admins' 'Assign to Vendor', beside the technician assignment; hidden while a dispatch is active. */
export function AssignVendorButton({ ticket }: { ticket: Ticket }) {
  const dispatches = useDispatchList(ticket.id);
  const [isOpen, setIsOpen] = useState(false);
  const [latest] = dispatches ?? [];
  const isOffered =
    ticket.status !== 'completed' &&
    dispatches !== undefined &&
    !(latest && isActiveDispatch(latest));
  // The dialog stays while open: after sending, it may still show the portal link to pass on.
  if (!isOffered && !isOpen) return null;
  return (
    <>
      {isOffered ? (
        <Button
          variant="outline"
          onClick={() => {
            setIsOpen(true);
          }}
        >
          <TruckIcon aria-hidden="true" />
          Assign to Vendor
        </Button>
      ) : null}
      <AssignVendorDialog
        ticket={ticket}
        open={isOpen}
        onOpenChange={setIsOpen}
        suggestion={latest?.nextVendorSuggestion ?? null}
      />
    </>
  );
}
