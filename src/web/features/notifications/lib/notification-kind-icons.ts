import {
  AlarmClockIcon,
  AtSignIcon,
  BadgeAlertIcon,
  CalendarClockIcon,
  CircleCheckBigIcon,
  ClockAlertIcon,
  HourglassIcon,
  MessageSquareIcon,
  RefreshCwIcon,
  TicketPlusIcon,
  TimerIcon,
  TruckIcon,
  UserMinusIcon,
  UserPlusIcon,
  UserRoundPlusIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import type { NotificationKind } from '#contract/schemas/notification.ts';

/** One icon per kind, so a glance at the list tells what happened. */
export const NOTIFICATION_KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  'ticket.created': TicketPlusIcon,
  'ticket.assigned': UserPlusIcon,
  'ticket.unassigned': UserMinusIcon,
  'ticket.scheduled': CalendarClockIcon,
  'ticket.status_changed': RefreshCwIcon,
  'ticket.completed': CircleCheckBigIcon,
  'ticket.commented': MessageSquareIcon,
  'ticket.mentioned': AtSignIcon,
  'signup.received': UserRoundPlusIcon,
  'certification.expiring': BadgeAlertIcon,
  'time.session_open': AlarmClockIcon,
  'time.overtime_near': HourglassIcon,
  'time.correction_requested': ClockAlertIcon,
  'dispatch.updated': TruckIcon,
  'ticket.sla': TimerIcon,
};
