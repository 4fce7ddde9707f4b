import { PanelLeftIcon } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_SHORTCUT_KEY,
} from '#contract/constants.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';
import { useLoadedComponent } from '#web/lib/use-loaded-component.ts';
import { cn } from '#web/lib/utils.ts';

import { Button } from './button.tsx';

function loadSidebarSheet() {
  return import('./sidebar-sheet.tsx').then((module) => module.SidebarSheet);
}

// Product rules §2 and §9: the sidebar collapses (remembered in a cookie for 7 days), Ctrl/Cmd+B toggles
// it, and under 768 px it is a slide-in sheet. 16rem wide, 3rem collapsed, 18rem on phones.
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';

interface SidebarContextValue {
  isOpen: boolean;
  isMobile: boolean;
  isMobileOpen: boolean;
  setOpen: (open: boolean) => void;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider');
  return context;
}

export function readSidebarCookie(): boolean {
  const match = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${String(open)}; path=/; max-age=${String(SIDEBAR_COOKIE_MAX_AGE_SECONDS)}; SameSite=Lax`;
}

export function SidebarProvider({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const isMobile = useIsMobile();
  const [isOpen, setIsOpen] = useState(readSidebarCookie);
  const [isMobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((open: boolean) => {
    setIsOpen(open);
    writeSidebarCookie(open);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setOpen(!isOpen);
  }, [isMobile, isOpen, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [toggle]);

  const value = useMemo(
    () => ({ isOpen, isMobile, isMobileOpen, setOpen, setMobileOpen, toggle }),
    [isOpen, isMobile, isMobileOpen, setOpen, toggle],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
          } as React.CSSProperties
        }
        className={cn('flex min-h-svh w-full', className)}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { isMobile, isOpen, isMobileOpen, setMobileOpen } = useSidebar();
  const { Component: SidebarSheet, load } = useLoadedComponent(loadSidebarSheet);
  const isSheetWanted = isMobile && isMobileOpen;
  useEffect(() => {
    if (isSheetWanted && !SidebarSheet) void load();
  }, [isSheetWanted, SidebarSheet, load]);
  if (isMobile) {
    // Decision 043, fourth pass: the phone's sheet (Radix's dialog) loads when first opened, and
    // opens as it arrives.
    return SidebarSheet ? (
      <SidebarSheet
        open={isMobileOpen}
        onOpenChange={setMobileOpen}
        label={label}
        width={SIDEBAR_WIDTH_MOBILE}
      >
        {children}
      </SidebarSheet>
    ) : null;
  }
  return (
    <div
      data-slot="sidebar"
      data-state={isOpen ? 'expanded' : 'collapsed'}
      className="group peer print-hidden hidden text-sidebar-foreground md:block"
    >
      {/* Reserves the width in the page flow; the panel itself is fixed. */}
      <div
        className={cn(
          'relative bg-transparent transition-[width] duration-200 ease-linear',
          isOpen ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      />
      <nav
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-10 flex h-svh flex-col border-r bg-sidebar transition-[width] duration-200 ease-linear',
          isOpen ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      >
        {children}
      </nav>
    </div>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { toggle, isMobile, isOpen, isMobileOpen } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn('size-8', className)}
      aria-label={t('shell.toggleSidebar')}
      aria-expanded={isMobile ? isMobileOpen : isOpen}
      title={t('shell.toggleSidebarShortcut')}
      onClick={toggle}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('flex min-w-0 flex-1 flex-col', className)}
      {...props}
    />
  );
}
