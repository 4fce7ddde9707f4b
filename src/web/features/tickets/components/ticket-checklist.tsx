import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import { AddChecklistItemInputSchema } from '#contract/schemas/checklist.ts';
import type { ChecklistItem } from '#contract/schemas/checklist.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { canAddChecklistItem, canTickChecklist } from '#contract/ticket-access.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { NeedsConnection } from '#web/components/needs-connection.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import {
  isUnavailableOffline,
  NotAvailableOffline,
} from '#web/components/not-available-offline.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { formatDate, formatDateTime, formatTime } from '#web/lib/date-format.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useIsOnline } from '#web/lib/offline/online-status.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { AppForm } from '#web/components/form/app-form.tsx';

import {
  useAddChecklistItem,
  useSetChecklistItem,
  useTicketChecklist,
} from '../api/ticket-checklist.ts';
import type { TicketViewer } from './ticket-detail-dialog.tsx';

/** 'Ticked by Tom Tech · 10:42', with the day too when it was not today. */
function tickedLine(
  t: TFunction<'tickets'>,
  item: ChecklistItem,
  now: Date = new Date(),
): string | null {
  if (!item.done || !item.doneAt) return null;
  const when =
    formatDate(item.doneAt) === formatDate(now)
      ? formatTime(item.doneAt)
      : formatDateTime(item.doneAt);
  return t('checklist.ticked', { name: item.doneBy?.name ?? t('checklist.formerUser'), when });
}

function AddItemForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const add = useAddChecklistItem(ticketId);
  // A tick is queued offline; a new item is not (decision 036 §3).
  const isOnline = useIsOnline();
  const { control, handleSubmit, reset } = useForm<
    z.input<typeof AddChecklistItemInputSchema>,
    unknown,
    z.output<typeof AddChecklistItemInputSchema>
  >({ resolver: zodResolver(AddChecklistItemInputSchema), defaultValues: { text: '' } });
  const onSubmit = handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text);
      reset({ text: '' });
    } catch (error) {
      notifyError(t('toasts.error'), errorText(error, t('checklist.addFailed')));
    }
  });
  return (
    <AppForm
      className="flex flex-wrap items-start gap-2"
      aria-label={t('checklist.addItemForm')}
      onSubmit={onSubmit}
    >
      <TextField
        control={control}
        name="text"
        id={`${id}-text`}
        label={t('checklist.addItem')}
        className="flex-1"
        placeholder={t('checklist.addPlaceholder')}
        maxLength={maxLengthOf(AddChecklistItemInputSchema.shape.text)}
        disabled={add.isPending || !isOnline}
      />
      <Button
        type="submit"
        variant="outline"
        className="mt-[1.375rem] min-h-11 sm:min-h-9"
        disabled={add.isPending || !isOnline}
      >
        <PlusIcon aria-hidden="true" />
        {t('checklist.add')}
      </Button>
      {isOnline ? null : <NeedsConnection buttons={[t('checklist.add')]} className="basis-full" />}
    </AppForm>
  );
}

/**
 * Decision 034: the ticket's checklist on the detail. The assigned technician and admins tick items
 * (saved at once, put back with a toast if refused); everyone else who sees the ticket reads it.
 * Each row is a 44 px tap target on a phone.
 */
export function TicketChecklist({ ticket, viewer }: { ticket: Ticket; viewer: TicketViewer }) {
  const { t } = useTranslation('tickets');
  const currentUser = useCurrentUser();
  const hasItems = ticket.checklistProgress !== null;
  const query = useTicketChecklist(ticket.id, hasItems);
  // The tap shows in the same frame: the optimistic cache update lands a tick later (TanStack
  // Query notifies on a timer), so until the save settles the row shows what was tapped.
  const [tapped, setTapped] = useState<Readonly<Record<string, boolean>>>({});
  const setItem = useSetChecklistItem(ticket.id, {
    onSettled: ({ itemId }) => {
      setTapped(({ [itemId]: _settled, ...rest }) => rest);
    },
  });
  // Decision 036: ticks queued offline are marked until the server has them.
  const waitingPaths = new Set(
    useWaitingEntries(currentUser?.id)
      .filter((entry) => entry.kind === 'checklist-tick' && entry.ticketId === ticket.id)
      .map((entry) => entry.path),
  );
  const mayTick = canTickChecklist(viewer, ticket);
  const mayAdd = canAddChecklistItem(viewer, ticket);
  if (!hasItems && !mayAdd) return null;
  const items = hasItems ? query.data?.items : [];
  const by = { id: viewer.id, name: currentUser?.name ?? t('checklist.you') };
  const progress = ticket.checklistProgress;

  return (
    <section className="grid gap-3" aria-labelledby={`checklist-${ticket.id}`}>
      <h3 id={`checklist-${ticket.id}`} className="flex items-baseline gap-2 text-sm font-semibold">
        {t('checklist.title')}
        {progress ? (
          <span className="text-xs font-normal text-muted-foreground tabular-nums">
            {t('checklist.progress', { done: progress.done, total: progress.total })}
          </span>
        ) : null}
      </h3>
      {items === undefined ? (
        query.isError ? (
          <p className="text-sm text-destructive">
            {errorText(query.error, t('checklist.loadFailed'))}
          </p>
        ) : isUnavailableOffline(query) ? (
          <NotAvailableOffline what={t('checklist.notAvailableOffline')} />
        ) : (
          <div className="grid gap-2" aria-busy="true" aria-label={t('checklist.loading')}>
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        )
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('checklist.empty')}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((item) => {
            const checkboxId = `checklist-item-${item.id}`;
            const ticked = tickedLine(t, item);
            const done = tapped[item.id] ?? item.done;
            return (
              <li key={item.id}>
                <label
                  htmlFor={checkboxId}
                  className="flex min-h-11 items-start gap-3 rounded-md px-2 py-2 hover:bg-muted/50 has-[button:disabled]:cursor-default has-[button:disabled]:hover:bg-transparent"
                >
                  {/* The row is the tap target; the box itself stays the usual size. */}
                  <Checkbox
                    id={checkboxId}
                    className="mt-0.5 size-5"
                    checked={done}
                    disabled={!mayTick}
                    onCheckedChange={(checked) => {
                      setTapped((current) => ({ ...current, [item.id]: checked === true }));
                      setItem.mutate({ itemId: item.id, done: checked === true, by });
                    }}
                  />
                  <span className="grid gap-0.5">
                    <span
                      className={`text-sm break-words ${done ? 'text-muted-foreground line-through' : ''}`}
                    >
                      {item.text}
                    </span>
                    {ticked ? (
                      <span className="text-xs text-muted-foreground">{ticked}</span>
                    ) : null}
                    {[...waitingPaths].some((path) =>
                      path.endsWith(`/checklist/${encodeURIComponent(item.id)}`),
                    ) ? (
                      <WaitingToSync />
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {ticket.checklistSkippedNote ? (
        <div className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
          <span className="font-medium">{t('checklist.skipped')}</span>
          <p className="break-words whitespace-pre-line">{ticket.checklistSkippedNote}</p>
        </div>
      ) : null}
      {mayAdd ? <AddItemForm ticketId={ticket.id} /> : null}
    </section>
  );
}
