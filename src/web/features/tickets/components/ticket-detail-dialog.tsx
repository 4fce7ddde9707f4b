import { ClockIcon, UserPlusIcon, CalendarClockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { UserRole } from '#contract/constants.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { canAddTicketPhotos, ticketDetailActions } from '#contract/ticket-access.ts';
import { canManageDispatches } from '#contract/policies/dispatches.ts';

import {
  isUnavailableOffline,
  NotAvailableOffline,
} from '#web/components/not-available-offline.tsx';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { RefusedChanges } from '#web/components/refused-changes.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Separator } from '#web/components/ui/separator.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { formatMinutes } from '#web/lib/locale-format.ts';
import { useIsOnline } from '#web/lib/offline/online-status.ts';
import { useOutbox } from '#web/lib/offline/outbox-sync.ts';

import { useStoreAddress } from '../api/get-locations.ts';
import { useTicket } from '../api/get-ticket.ts';
import {
  formatDate,
  formatDateTime,
  formatSchedule,
  submitterName,
  ticketLabel,
} from '../lib/ticket-format.ts';
import { AddTicketPhotosButton } from './add-ticket-photos-dialog.tsx';
import { AssignTicketDialog } from './assign-ticket-dialog.tsx';
import { CompleteTicketForm } from './complete-ticket-form.tsx';
import { PreventiveBadge } from './preventive-badge.tsx';
import { SlaBadge } from './sla-badge.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TicketSlaSummary } from './ticket-sla-summary.tsx';
import { TicketAiTriage } from './ticket-ai-triage.tsx';
import { TicketChecklist } from './ticket-checklist.tsx';
import { TicketComments } from './ticket-comments.tsx';
import { TicketCost } from './ticket-cost.tsx';
import { TicketEquipmentName } from './ticket-equipment-link.tsx';
import { TicketHistory } from './ticket-history.tsx';
import { hasLifecycleActions, TicketLifecycleActions } from './ticket-lifecycle-actions.tsx';
import { StoreMapLink, TicketPhoneActionBar } from './ticket-phone-action-bar.tsx';
import { TicketPhotos } from './ticket-photos.tsx';
import { TicketStatusPicker } from './ticket-status-picker.tsx';
import { AssignVendorButton, TicketVendorSection } from './ticket-vendor-section.tsx';
import { TicketWaitingToSync } from './ticket-waiting-to-sync.tsx';
import { UpdateScheduleDialog } from './update-schedule-dialog.tsx';
import { useSuggestedStep } from '../lib/use-suggested-step.ts';

export interface TicketViewer {
  id: string;
  role: UserRole;
  /** A manager's store (who may add photos); absent, the web offers them only to the submitter. */
  locationId?: string | null;
}

interface TicketDetailDialogProps {
  /** The ticket to show, or null when closed. */
  ticketId: string | null;
  /** The copy a list holds, shown while the fresh one loads. */
  placeholder?: Ticket;
  viewer: TicketViewer;
  onOpenChange: (open: boolean) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function TicketDetail({ ticket, viewer }: { ticket: Ticket; viewer: TicketViewer }) {
  const { t } = useTranslation('tickets');
  const [isAssigning, setIsAssigning] = useState(false);
  const [isRescheduling, setIsRescheduling] = useState(false);
  // Architecture §7: a scheduling suggestion's button opens one of the two dialogs filled in.
  const suggested = useSuggestedStep();
  const isCompleted = ticket.status === 'completed';
  // Decision 033: completing the ticket put its unit back in service, so a completed one no
  // longer says the unit is out of order.
  const downLabel = isCompleted ? t('detail.wasDown') : t('detail.down');
  // The contract's ticket rules decide which actions show, the same rules the server enforces.
  const {
    changeStatus: canChangeStatus,
    assign: canAssign,
    reschedule: canReschedule,
    goToClock: canGoToClock,
    complete: canComplete,
  } = ticketDetailActions(viewer, ticket);
  // Decision 037: admins send an uncompleted ticket to an outside vendor.
  const canDispatch = canManageDispatches(viewer) && !isCompleted;
  const hasActions =
    canDispatch ||
    canChangeStatus ||
    canAssign ||
    canReschedule ||
    canGoToClock ||
    canComplete ||
    hasLifecycleActions(viewer, ticket);
  const suggestedAssign = canAssign && suggested.step?.kind === 'assign' ? suggested.step : null;
  const suggestedSlot =
    canReschedule && suggested.step?.kind === 'schedule' ? suggested.step : null;
  const schedule = formatSchedule(ticket, (day) => t('detail.allDay', { day }));
  // Decisions 029-031: the rules read the submitter's id; the API's `submittedBy` is their name.
  const mayAddPhotos = canAddTicketPhotos(viewer, { ...ticket, submittedBy: ticket.submittedById });
  const address = useStoreAddress(ticket.locationId);
  // Decision 036 §3: assigning and scheduling are checked against others' work on the server; the
  // outbox does not carry them.
  const isOnline = useIsOnline();
  const waitingForConnection = isOnline
    ? []
    : [
        ...(canAssign ? [t('detail.assignTechnician')] : []),
        ...(canReschedule ? [t('detail.updateSchedule')] : []),
      ];

  return (
    <div className="grid gap-6">
      <p className="text-sm break-words whitespace-pre-line">{ticket.description}</p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <Field label={t('detail.ticketId')}>{ticketLabel(ticket)}</Field>
        <Field label={t('detail.location')}>
          {ticket.location}
          {/* On a phone the action bar holds it. */}
          {address ? (
            <StoreMapLink
              address={address}
              className="mt-0.5 flex items-start gap-1 text-xs text-primary underline-offset-4 hover:underline max-sm:hidden"
            />
          ) : null}
        </Field>
        <Field label={t('detail.category')}>{ticket.category}</Field>
        <Field label={t('detail.priority')}>
          <PriorityBadge priority={ticket.priority} />
        </Field>
        <Field label={t('detail.status')}>
          <StatusBadge status={ticket.status} context="detail" />
        </Field>
        {ticket.sla ? (
          <Field label={t('detail.serviceLevel')}>
            <TicketSlaSummary ticket={ticket} />
          </Field>
        ) : null}
        <Field label={t('detail.submittedBy')}>
          {submitterName(ticket, t('card.preventiveSubmitter'))}
        </Field>
        <Field label={t('detail.submitted')}>
          <time dateTime={ticket.submittedAt}>{formatDate(ticket.submittedAt)}</time>
        </Field>
        <Field label={t('detail.assignedTo')}>
          {ticket.assignedToName ?? t('detail.unassigned')}
        </Field>
        <Field label={t('detail.completed')}>
          {ticket.completedAt ? (
            <time dateTime={ticket.completedAt}>{formatDateTime(ticket.completedAt)}</time>
          ) : (
            '—'
          )}
        </Field>
        <Field label={t('detail.timeLogged')}>{formatMinutes(ticket.timeLogged)}</Field>
        <div className="col-span-2">
          <Field label={t('detail.schedule')}>{schedule ?? t('detail.notScheduled')}</Field>
        </div>
        {ticket.equipment ? (
          <Field label={t('detail.equipment')}>
            <TicketEquipmentName equipment={ticket.equipment} />
            {ticket.equipmentDown ? (
              <span className="block text-xs text-muted-foreground">{downLabel}</span>
            ) : null}
          </Field>
        ) : ticket.equipmentDown ? (
          <Field label={t('detail.equipment')}>{downLabel}</Field>
        ) : null}
      </dl>

      <TicketChecklist ticket={ticket} viewer={viewer} />
      <TicketCost ticketId={ticket.id} viewer={viewer} />

      <Section title={t('detail.photos')}>
        <TicketPhotos photos={ticket.photos} ticketLabel={ticketLabel(ticket)} />
        {mayAddPhotos ? <AddTicketPhotosButton ticket={ticket} /> : null}
      </Section>

      <TicketAiTriage triage={ticket.aiTriage} />

      <TicketVendorSection ticket={ticket} isAdmin={canManageDispatches(viewer)} />

      {isCompleted ? (
        <Section title={t('detail.completionNotes')}>
          <p className="text-sm break-words whitespace-pre-line">
            {ticket.completionNotes ?? t('detail.noCompletionNotes')}
          </p>
        </Section>
      ) : null}

      {hasActions ? (
        <>
          <Separator />
          <Section title={t('detail.actions')}>
            <TicketLifecycleActions ticket={ticket} viewer={viewer} />
            {canChangeStatus ? <TicketStatusPicker ticket={ticket} /> : null}
            {canAssign || canDispatch || canReschedule || canGoToClock ? (
              <div className="flex flex-wrap gap-2">
                {canAssign ? (
                  <Button
                    disabled={!isOnline}
                    onClick={() => {
                      setIsAssigning(true);
                    }}
                  >
                    <UserPlusIcon aria-hidden="true" />
                    {t('detail.assignTechnician')}
                  </Button>
                ) : null}
                {canDispatch ? <AssignVendorButton ticket={ticket} /> : null}
                {canReschedule ? (
                  <Button
                    variant="outline"
                    disabled={!isOnline}
                    onClick={() => {
                      setIsRescheduling(true);
                    }}
                  >
                    <CalendarClockIcon aria-hidden="true" />
                    {t('detail.updateSchedule')}
                  </Button>
                ) : null}
                {canGoToClock ? (
                  <Button asChild>
                    <Link to={`/clock?ticketId=${encodeURIComponent(ticket.id)}`}>
                      <ClockIcon aria-hidden="true" />
                      {t('detail.goToClock')}
                    </Link>
                  </Button>
                ) : null}
                <NeedsConnection buttons={waitingForConnection} className="basis-full" />
              </div>
            ) : null}
            {canComplete ? <CompleteTicketForm ticket={ticket} /> : null}
          </Section>
        </>
      ) : null}

      <Separator />
      <Section title={t('detail.comments')}>
        <TicketComments ticketId={ticket.id} />
      </Section>

      <Separator />
      <Section title={t('detail.history')}>
        <TicketHistory ticketId={ticket.id} />
      </Section>

      <AssignTicketDialog
        ticket={isAssigning || suggestedAssign ? ticket : null}
        prefill={suggestedAssign}
        onOpenChange={(open) => {
          setIsAssigning(open);
          if (!open && suggested.step) suggested.clear();
        }}
      />
      {canReschedule || isRescheduling ? (
        <UpdateScheduleDialog
          ticket={ticket}
          open={isRescheduling || suggestedSlot !== null}
          prefill={suggestedSlot}
          onOpenChange={(open) => {
            setIsRescheduling(open);
            if (!open && suggested.step) suggested.clear();
          }}
        />
      ) : null}
    </div>
  );
}

/** Decision 036 §3: the header's refused-changes line is under this modal, so it is repeated here. */
function RefusedChangesInDetail() {
  const userId = useCurrentUser()?.id;
  const entries = useOutbox(userId);
  if (!userId) return null;
  return <RefusedChanges userId={userId} entries={entries} className="-mx-6 border-y" />;
}

/** Product rules §2 ticket detail: a modal with every field, the actions of the viewer's role and the history. */
export function TicketDetailDialog({
  ticketId,
  placeholder,
  viewer,
  onOpenChange,
}: TicketDetailDialogProps) {
  const { t } = useTranslation('tickets');
  const query = useTicket(ticketId, placeholder);
  const ticket = query.data;
  return (
    <Dialog open={ticketId !== null} onOpenChange={onOpenChange}>
      {/* On a phone, what is scrolled into view (focus, links) clears the action bar. */}
      <DialogContent
        className="outline-none max-sm:scroll-pb-36 sm:max-w-2xl"
        // A focused field would open a phone's keyboard over the ticket: the dialog itself takes
        // the focus (its title is read), and Tab goes on to its first control.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="leading-snug break-words">
            {ticket ? `${ticketLabel(ticket)} · ${ticket.title}` : t('detail.ticket')}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap justify-center gap-1.5 sm:justify-start">
              {ticket ? (
                <>
                  <PriorityBadge priority={ticket.priority} />
                  <StatusBadge status={ticket.status} context="detail" />
                  <PreventiveBadge ticket={ticket} />
                  <SlaBadge ticket={ticket} />
                  <TicketWaitingToSync ticketId={ticket.id} />
                </>
              ) : (
                <span>{t('detail.loading')}</span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        <RefusedChangesInDetail />
        {ticket ? (
          <>
            <TicketDetail ticket={ticket} viewer={viewer} />
            <TicketPhoneActionBar ticket={ticket} viewer={viewer} />
          </>
        ) : query.isError ? (
          <div className="grid gap-3">
            <p className="text-sm text-destructive">
              {/* A shared address may name a ticket that is gone or not the reader's to see. */}
              {query.error instanceof ApiError &&
              (query.error.status === 404 || query.error.status === 400)
                ? t('detail.notFound')
                : errorText(query.error, t('detail.loadFailed'))}
            </p>
            <Button
              variant="outline"
              className="w-fit"
              onClick={() => {
                void query.refetch();
              }}
            >
              {t('detail.retry')}
            </Button>
          </div>
        ) : isUnavailableOffline(query) ? (
          <NotAvailableOffline what={t('detail.notAvailableOffline')} />
        ) : (
          <div className="grid gap-3" aria-busy="true" aria-label={t('detail.loading')}>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
