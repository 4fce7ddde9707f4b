import {
  ActivityIcon,
  CalendarClockIcon,
  CircleCheckIcon,
  ClockIcon,
  ImageIcon,
  ListChecksIcon,
  MessageSquareIcon,
  PencilIcon,
  RefreshCwIcon,
  RotateCcwIcon,
  TicketIcon,
  TruckIcon,
  UserPlusIcon,
  WrenchIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ActivityKind } from '#contract/schemas/activity.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ticketPath } from '#web/lib/ticket-links.ts';

import { useRecentActivity } from '../api/get-recent-activity.ts';
import { formatRelative } from '#web/lib/date-format.ts';
import { useDeferredAnswer } from '#web/lib/use-deferred-answer.ts';

const ICONS: Record<ActivityKind, LucideIcon> = {
  'ticket.created': TicketIcon,
  'ticket.assigned': WrenchIcon,
  'ticket.rescheduled': CalendarClockIcon,
  'ticket.schedule_cleared': CalendarClockIcon,
  'ticket.status_changed': RefreshCwIcon,
  'ticket.priority_changed': RefreshCwIcon,
  'ticket.photo_added': ImageIcon,
  'ticket.completed': CircleCheckIcon,
  'ticket.edited': PencilIcon,
  'ticket.reopened': RotateCcwIcon,
  'ticket.commented': MessageSquareIcon,
  'ticket.comment_deleted': MessageSquareIcon,
  'time.clocked_in': ClockIcon,
  'time.clocked_out': ClockIcon,
  'user.created': UserPlusIcon,
  'user.updated': UserPlusIcon,
  'user.password_reset': UserPlusIcon,
  'signup.approved': UserPlusIcon,
  'signup.rejected': UserPlusIcon,
  'equipment.created': WrenchIcon,
  'equipment.updated': WrenchIcon,
  'equipment.retired': WrenchIcon,
  'equipment.imported': ActivityIcon,
  'ticket.checklist_ticked': ListChecksIcon,
  'ticket.checklist_item_added': ListChecksIcon,
  'ticket.checklist_item_removed': ListChecksIcon,
  'vendor.created': TruckIcon,
  'vendor.updated': TruckIcon,
  'vendor.deleted': TruckIcon,
  'dispatch.sent': TruckIcon,
  'dispatch.accepted': TruckIcon,
  'dispatch.declined': TruckIcon,
  'dispatch.overdue': TruckIcon,
  'dispatch.checked_in': TruckIcon,
  'dispatch.checked_out': TruckIcon,
  'dispatch.note_added': MessageSquareIcon,
  'dispatch.invoiced': TruckIcon,
  'dispatch.invoice_approved': CircleCheckIcon,
  'dispatch.work_confirmed': CircleCheckIcon,
  'dispatch.paid': CircleCheckIcon,
  'dispatch.revoked': TruckIcon,
  'dispatch.link_renewed': TruckIcon,
};

/** Product rules §2: every dashboard's Recent Activity list, from the database (architecture §8). */
export function RecentActivity() {
  const { t } = useTranslation(['dashboard', 'common']);
  const activity = useRecentActivity();
  // Drawn in slices after the answer (decision 043, sixth pass); the loading rows until then.
  const { data: entries, isWaiting } = useDeferredAnswer(activity);
  return (
    <Card role="region" aria-labelledby="recent-activity-title">
      <CardHeader>
        <h2
          id="recent-activity-title"
          className="flex items-center gap-2 leading-none font-semibold"
        >
          <ActivityIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('recentActivity.title')}
        </h2>
      </CardHeader>
      <CardContent>
        {isWaiting ? (
          <div className="grid gap-3" aria-hidden="true" data-testid="recent-activity-loading">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : activity.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{t('recentActivity.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : entries === undefined || entries.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            {t('recentActivity.empty')}
          </p>
        ) : (
          <ul className="grid gap-1" data-testid="recent-activity">
            {entries.map((entry) => {
              const Icon = ICONS[entry.kind];
              return (
                <li key={entry.id} className="flex items-start gap-3 rounded-md px-1 py-2">
                  <span
                    className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted"
                    aria-hidden="true"
                  >
                    <Icon className="size-3.5 text-muted-foreground" />
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="text-sm leading-snug break-words">
                      {/* An entry about a ticket opens it (decisions 023-028). */}
                      {entry.ticketId ? (
                        <Link
                          to={ticketPath(entry.ticketId)}
                          className="underline-offset-2 hover:underline"
                        >
                          {entry.message}
                        </Link>
                      ) : (
                        entry.message
                      )}
                    </p>
                    <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                      {formatRelative(entry.createdAt)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
