import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { useRef } from 'react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '#web/lib/utils.ts';

import { passEscapeToTopLayer } from './escape-to-top-layer.ts';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export function SheetContent({
  className,
  children,
  side = 'left',
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right' }) {
  // Primitives carry no app logic; the close button's name is read in the language shown.
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 z-50 flex h-full flex-col gap-4 bg-background shadow-lg transition ease-in-out',
          side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
          className,
        )}
        {...props}
        ref={contentRef}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          passEscapeToTopLayer(event, contentRef.current);
        }}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 inline-flex items-center justify-center rounded-xs opacity-70 transition-opacity hover:opacity-100 focus:ring-2 focus:ring-ring focus:outline-hidden max-sm:top-1.5 max-sm:right-1.5 max-sm:size-11">
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('shared.close')}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title className={cn('font-semibold text-foreground', className)} {...props} />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
