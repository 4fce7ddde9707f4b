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

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

// Product rules §2 "Sidebar menus by role"; any other role gets an empty menu.
export function navItemsFor(role: string): NavItem[] {
  const dashboard = { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon };
  const calendar = { to: '/calendar', label: 'Calendar', icon: CalendarDaysIcon };
  const aiChat = { to: '/ai-chat', label: 'AI Assistant', icon: BotIcon };
  // Decision 033: the equipment register, after the tickets.
  const equipment = { to: '/equipment', label: 'Equipment', icon: WrenchIcon };
  // Decision 034: plans (admins manage them, managers read theirs), after the equipment.
  const maintenance = {
    to: '/maintenance-plans',
    label: 'Preventive Maintenance',
    icon: ClipboardCheckIcon,
  };
  // Decision 035: weekly timesheets (technicians reach theirs from the time clock).
  const timesheets = { to: '/timesheets', label: 'Timesheets', icon: CalendarClockIcon };
  switch (role as UserRole) {
    case 'admin':
      return [
        dashboard,
        calendar,
        { to: '/tickets', label: 'All Tickets', icon: TicketIcon },
        equipment,
        maintenance,
        // Decision 037: the outside vendors repairs are sent to (admins).
        { to: '/vendors', label: 'Vendors', icon: TruckIcon },
        timesheets,
        aiChat,
        { to: '/locations', label: 'Locations', icon: MapPinIcon },
        { to: '/categories', label: 'Categories', icon: TagsIcon },
        { to: '/technicians', label: 'Users', icon: UsersIcon },
        // Decision 035: the chain's settings, last.
        { to: '/settings', label: 'Settings', icon: SettingsIcon },
      ];
    case 'manager':
      return [
        dashboard,
        calendar,
        { to: '/tickets', label: 'My Tickets', icon: TicketIcon },
        equipment,
        maintenance,
        timesheets,
        aiChat,
        { to: '/create-ticket', label: 'Create Ticket', icon: PlusCircleIcon },
      ];
    case 'technician':
      return [
        dashboard,
        calendar,
        { to: '/tickets', label: 'My Tickets', icon: TicketIcon },
        aiChat,
        { to: '/clock', label: 'Time Clock', icon: ClockIcon },
      ];
    default:
      return [];
  }
}
