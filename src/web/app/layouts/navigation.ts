import {
  BotIcon,
  CalendarClockIcon,
  CalendarDaysIcon,
  ClipboardCheckIcon,
  ClockIcon,
  LayoutDashboardIcon,
  MapPinIcon,
  PlusCircleIcon,
  SettingsIcon,
  TagsIcon,
  TicketIcon,
  TruckIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import type { UserRole } from '#contract/constants.ts';
import type common from '#web/lib/i18n/locales/en/common.json';

interface NavItem {
  to: string;
  /** The item's text in the `common` catalogue (decision 044); English is the spec's menu, word for word. */
  label: `nav.${keyof (typeof common)['nav']}`;
  icon: LucideIcon;
}

// Product rules §2 "Sidebar menus by role"; any other role gets an empty menu.
export function navItemsFor(role: string): NavItem[] {
  const dashboard: NavItem = {
    to: '/dashboard',
    label: 'nav.dashboard',
    icon: LayoutDashboardIcon,
  };
  const calendar: NavItem = { to: '/calendar', label: 'nav.calendar', icon: CalendarDaysIcon };
  const aiChat: NavItem = { to: '/ai-chat', label: 'nav.aiAssistant', icon: BotIcon };
  // Decision 033: the equipment register, after the tickets.
  const equipment: NavItem = { to: '/equipment', label: 'nav.equipment', icon: WrenchIcon };
  // Decision 034: plans (admins manage them, managers read theirs), after the equipment.
  const maintenance: NavItem = {
    to: '/maintenance-plans',
    label: 'nav.preventiveMaintenance',
    icon: ClipboardCheckIcon,
  };
  // Decision 035: weekly timesheets (technicians reach theirs from the time clock).
  const timesheets: NavItem = {
    to: '/timesheets',
    label: 'nav.timesheets',
    icon: CalendarClockIcon,
  };
  switch (role as UserRole) {
    case 'admin':
      return [
        dashboard,
        calendar,
        { to: '/tickets', label: 'nav.allTickets', icon: TicketIcon },
        equipment,
        maintenance,
        // Decision 037: the outside vendors repairs are sent to (admins).
        { to: '/vendors', label: 'nav.vendors', icon: TruckIcon },
        timesheets,
        aiChat,
        { to: '/locations', label: 'nav.locations', icon: MapPinIcon },
        { to: '/categories', label: 'nav.categories', icon: TagsIcon },
        { to: '/technicians', label: 'nav.users', icon: UsersIcon },
        // Decision 035: the chain's settings, last.
        { to: '/settings', label: 'nav.settings', icon: SettingsIcon },
      ];
    case 'manager':
      return [
        dashboard,
        calendar,
        { to: '/tickets', label: 'nav.myTickets', icon: TicketIcon },
        equipment,
        maintenance,
        timesheets,
        aiChat,
        { to: '/create-ticket', label: 'nav.createTicket', icon: PlusCircleIcon },
      ];
    case 'technician':
      return [
        dashboard,
        calendar,
        { to: '/tickets', label: 'nav.myTickets', icon: TicketIcon },
        aiChat,
        { to: '/clock', label: 'nav.timeClock', icon: ClockIcon },
      ];
    default:
      return [];
  }
}
