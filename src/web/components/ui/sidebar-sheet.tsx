import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet.tsx';

/** The sidebar on a phone: a sheet sliding in from the left (product rules §9). */
export function SidebarSheet({
  open,
  onOpenChange,
  label,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  width: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The sheet has no Radix trigger (the header's button sets the sidebar's state), so Radix would
  // leave the focus on the body when it closes: it goes back to whatever opened it.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-mobile="true"
        onOpenAutoFocus={() => {
          const focused = document.activeElement;
          openerRef.current = focused instanceof HTMLElement ? focused : null;
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        className="w-(--sidebar-width-mobile) bg-sidebar p-0 text-sidebar-foreground"
        style={{ '--sidebar-width-mobile': width } as React.CSSProperties}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">{t('shell.mainNavigation')}</SheetDescription>
        <nav aria-label={label} className="flex h-full flex-col">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
