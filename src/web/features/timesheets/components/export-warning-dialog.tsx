import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { PayPeriod } from '#contract/schemas/timesheet.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/** Issue 36's warning before exporting a period with weeks not approved ('3 of 12 …'). */
export function ExportWarningDialog({
  open,
  onOpenChange,
  label,
  period,
  includeUnapproved,
  exportHref,
  onApproveAll,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  period: PayPeriod;
  includeUnapproved: boolean;
  exportHref: string;
  /** Null when the period is locked (nothing can be approved in it). */
  onApproveAll: (() => void) | null;
}) {
  const { t } = useTranslation('timesheets');
  const unapproved = period.weeks - period.approvedWeeks;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('export.title', { period: label })}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p className="font-medium text-foreground" data-testid="export-warning">
                {t('export.warning', { unapproved, total: period.weeks })}
              </p>
              <p>{includeUnapproved ? t('export.included') : t('export.excluded')}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('export.cancel')}</AlertDialogCancel>
          {onApproveAll ? (
            <AlertDialogAction
              className={cn(buttonVariants({ variant: 'outline' }), 'text-foreground')}
              onClick={onApproveAll}
            >
              {t('approveAll.button')}
            </AlertDialogAction>
          ) : null}
          <AlertDialogAction asChild>
            <a href={exportHref} download>
              <DownloadIcon aria-hidden="true" />
              {t('export.anyway')}
            </a>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
