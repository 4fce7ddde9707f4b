import { FileTextIcon, LinkIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import type { Dispatch } from '#contract/schemas/dispatch.ts';
import { ACTIVE_DISPATCH_STATUSES } from '#contract/schemas/dispatch-status.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { formatMoney } from '#web/lib/locale-format.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import {
  useDispatchStep,
  useIsMailSetUp,
  useRenewPortalLink,
  useTicketDispatches,
} from '../api/ticket-dispatches.ts';
import type { DispatchStep } from '../api/ticket-dispatches.ts';
import { nextVendorLine } from '../lib/vendor-call-text.ts';
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

function statusLabel(t: TFunction<'tickets'>, dispatch: Dispatch): string {
  if (dispatch.revokedAt) return t('vendor.revoked');
  return t(`dispatchStatus.${dispatch.status}`, { ns: 'common' });
}

/** A vendor's visit: 'Jan 7, 2026 9:00 AM – 11:00 AM · Work done · notes'. */
function visitLine(t: TFunction<'tickets'>, visit: Dispatch['visits'][number]): string {
  const times = t('vendor.visit', {
    from: formatDateTime(visit.checkedInAt),
    to: visit.checkedOutAt ? formatDateTime(visit.checkedOutAt) : t('vendor.onSite'),
  });
  const outcome =
    visit.outcome === 'work-done'
      ? t('vendor.workDone', { visit: times })
      : visit.outcome === 'needs-more-work'
        ? t('vendor.needsMoreWork', { visit: times })
        : times;
  return visit.notes ? t('vendor.withNotes', { visit: outcome, notes: visit.notes }) : outcome;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/**
 * Decision 039: the portal link is stored only as a hash, so it cannot be shown again: an admin makes a
 * new one (the old link stops working), which is copied here and e-mailed to the vendor when mail is
 * set up and they have an address.
 */
function NewPortalLinkButton({ dispatch }: { dispatch: Dispatch }) {
  const { t } = useTranslation('tickets');
  const renew = useRenewPortalLink();
  const isMailSetUp = useIsMailSetUp().data;
  // As the server will do it: e-mailed when mail is set up and the vendor has an address.
  const willBeEmailed = isMailSetUp === true && dispatch.vendor.email !== null;
  function send() {
    renew.mutate(dispatch.id, {
      onSuccess: (renewed) => {
        const url = renewed.portalUrl;
        const told = renewed.isVendorEmailed ? t('vendor.emailedToo') : t('vendor.notEmailed');
        navigator.clipboard.writeText(url).then(
          () => {
            notifySuccess(t('vendor.linkCopied'), told);
          },
          () => {
            notifySuccess(t('vendor.newLinkToast'), t('vendor.newLinkBody', { url, told }));
          },
        );
      },
      onError: (error) => {
        notifyError(t('vendor.newLinkFailed'), errorText(error, t('vendor.tryAgain')));
      },
    });
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={renew.isPending}>
          <LinkIcon aria-hidden="true" />
          {t('vendor.newLink')}
        </Button>
      }
      title={t('vendor.newLinkTitle', { vendor: dispatch.vendor.name })}
      description={willBeEmailed ? t('vendor.newLinkEmailed') : t('vendor.newLinkCopied')}
      confirmLabel={t('vendor.sendNewLink')}
      onConfirm={send}
    />
  );
}

function DispatchActions({ dispatch }: { dispatch: Dispatch }) {
  const { t } = useTranslation('tickets');
  const step = useDispatchStep();
  const money = (cents: number) => formatMoney(cents, dispatch.currency);
  function run(action: DispatchStep) {
    step.mutate(
      { dispatchId: dispatch.id, step: action },
      {
        onSuccess: () => {
          notifySuccess(t(`vendor.steps.${action}.done`));
        },
        onError: (error) => {
          notifyError(t(`vendor.steps.${action}.failed`), errorText(error, t('vendor.tryAgain')));
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
          {dispatch.invoice
            ? t('vendor.approveInvoiceAmount', { amount: money(dispatch.invoice.amountCents) })
            : t('vendor.approveInvoice')}
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
          {t('vendor.confirmWork')}
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
          {t('vendor.markPaid')}
        </Button>
      ) : null}
      {!isClosed ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={step.isPending}>
              {t('vendor.revoke')}
            </Button>
          }
          title={t('vendor.revokeTitle', { vendor: dispatch.vendor.name })}
          description={t('vendor.revokeDescription')}
          confirmLabel={t('vendor.revoke')}
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
  const { t } = useTranslation('tickets');
  const money = (cents: number) => formatMoney(cents, dispatch.currency);
  const invoice = dispatch.invoice;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{dispatch.vendor.name}</span>
        <Badge
          variant={dispatch.revokedAt || dispatch.status === 'declined' ? 'outline' : 'secondary'}
        >
          {statusLabel(t, dispatch)}
        </Badge>
        {dispatch.overdue ? (
          <Badge variant="destructive">{t('vendor.notAcceptedInTime')}</Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Line label={t('vendor.nte')}>{money(dispatch.nteAmount)}</Line>
        <Line label={t('vendor.dueBy')}>
          <time dateTime={dispatch.dueBy}>{formatDateTime(dispatch.dueBy)}</time>
        </Line>
        {isAdmin && dispatch.portalLinkExpiresAt && !isClosedDispatch(dispatch) ? (
          <Line label={t('vendor.linkUntil')}>
            <time dateTime={dispatch.portalLinkExpiresAt}>
              {formatDateTime(dispatch.portalLinkExpiresAt)}
            </time>
          </Line>
        ) : null}
        {dispatch.etaAt ? (
          <Line label={t('vendor.eta')}>
            <time dateTime={dispatch.etaAt}>{formatDateTime(dispatch.etaAt)}</time>
          </Line>
        ) : null}
        {dispatch.vendor.phone ? (
          <Line label={t('vendor.phone')}>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${dispatch.vendor.phone}`}
            >
              {dispatch.vendor.phone}
            </a>
          </Line>
        ) : null}
        {invoice ? (
          <Line label={t('vendor.invoice')}>
            <span>
              {invoice.number
                ? t('vendor.invoiceNumberAmount', {
                    number: invoice.number,
                    amount: money(invoice.amountCents),
                    nte: money(dispatch.nteAmount),
                  })
                : t('vendor.invoiceAmount', {
                    amount: money(invoice.amountCents),
                    nte: money(dispatch.nteAmount),
                  })}
            </span>
            {invoice.overNte ? (
              <Badge variant="destructive" className="ml-2">
                {t('vendor.overNte')}
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
                {t('vendor.invoiceFile')}
              </a>
            ) : null}
          </Line>
        ) : null}
      </dl>
      {dispatch.declineReason ? (
        <p className="text-sm">{t('vendor.declined', { reason: dispatch.declineReason })}</p>
      ) : null}
      {dispatch.instructions ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {dispatch.instructions}
        </p>
      ) : null}
      {isAdmin && dispatch.nextVendorSuggestion ? (
        <p className="text-sm font-medium">{nextVendorLine(t, dispatch.nextVendorSuggestion)}</p>
      ) : null}
      {dispatch.visits.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('vendor.visits')}
          </h4>
          <ul className="grid gap-1 text-sm">
            {dispatch.visits.map((visit) => (
              <li key={visit.checkedInAt}>{visitLine(t, visit)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {dispatch.notes.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('vendor.vendorNotes')}
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
  const { t } = useTranslation('tickets');
  const [latest, ...earlier] = useDispatchList(ticket.id) ?? [];
  if (!latest) return null;
  return (
    <section className="grid gap-3" aria-label={t('vendor.title')}>
      <h3 className="text-sm font-semibold">{t('vendor.title')}</h3>
      <DispatchCard dispatch={latest} isAdmin={isAdmin} />
      {earlier.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('vendor.earlier', {
            list: earlier
              .map((dispatch) =>
                t('vendor.earlierItem', {
                  vendor: dispatch.vendor.name,
                  status: statusLabel(t, dispatch),
                }),
              )
              .join(', '),
          })}
        </p>
      ) : null}
    </section>
  );
}

/** Admins' 'Assign to Vendor', beside the technician assignment; hidden while a dispatch is active. */
export function AssignVendorButton({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
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
          {t('vendor.assignToVendor')}
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
