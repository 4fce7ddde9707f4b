import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

interface ManagedItemRowProps {
  /** The mark before the title (an icon or an avatar), hidden from assistive technology. */
  icon: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  /** The lines under the title. */
  children?: ReactNode;
  /**
   * Lets the actions move below the details on a narrow screen instead of squeezing them, for
   * rows with more than two actions.
   */
  canWrap?: boolean;
  /** Buttons shown before Edit. */
  extraActions?: ReactNode;
  isEditing: boolean;
  editLabel: string;
  editTooltip?: string;
  onEdit: () => void;
  deleteLabel: string;
  /** The tooltip while delete is allowed. */
  deleteTooltip?: string;
  /** Why delete is not allowed; the button is disabled and shows it as its tooltip. */
  deleteDisabledReason?: string;
  confirmTitle: string;
  confirmDescription: ReactNode;
  isDeletePending: boolean;
  onConfirmDelete: () => void;
}

/**
 * A row of an admin manager's list: the item, an Edit button and a Delete button that asks for
 * confirmation first. The caller keeps the request, its toasts and the texts.
 */
export function ManagedItemRow({
  icon,
  title,
  titleClassName,
  children,
  canWrap = false,
  extraActions,
  isEditing,
  editLabel,
  editTooltip,
  onEdit,
  deleteLabel,
  deleteTooltip,
  deleteDisabledReason,
  confirmTitle,
  confirmDescription,
  isDeletePending,
  onConfirmDelete,
}: ManagedItemRowProps) {
  const { t } = useTranslation('directory');
  return (
    <li
      className={cn(
        'flex items-start rounded-lg border p-3',
        canWrap ? 'flex-wrap gap-x-3 gap-y-2' : 'gap-3',
        isEditing && 'border-primary bg-accent/50',
      )}
    >
      {icon}
      {/* A wrapping row keeps 10rem for the details, so under about 400 px the actions move below. */}
      <div className={cn('flex-1', canWrap ? 'min-w-[10rem]' : 'min-w-0')}>
        <p className={cn('font-medium break-words', titleClassName)}>{title}</p>
        {children}
      </div>
      <div className={cn('flex shrink-0 gap-1', canWrap && 'ml-auto')}>
        {extraActions}
        <Button
          variant="ghost"
          size="icon"
          aria-label={editLabel}
          title={editTooltip}
          onClick={onEdit}
          disabled={isEditing}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={deleteLabel}
              title={deleteDisabledReason ?? deleteTooltip}
              disabled={deleteDisabledReason !== undefined || isDeletePending}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          }
          title={confirmTitle}
          description={confirmDescription}
          confirmLabel={t('delete')}
          isDestructive
          onConfirm={onConfirmDelete}
        />
      </div>
    </li>
  );
}
