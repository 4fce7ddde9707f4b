import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Location } from '#contract/schemas/location.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';

import { LocationForm } from './location-form.tsx';
import { LocationList } from './location-list.tsx';

interface LocationManagerDialogProps {
  /**
   * Issue 36: the screen's list opens the manager on a location to edit; leave both out for a
   * manager that keeps its own state.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  editing?: Location | null;
  onEditingChange?: (location: Location | null) => void;
}

/** Product rules §2: the location manager is a modal with a list and add, edit and delete. */
export function LocationManagerDialog(props: LocationManagerDialogProps) {
  const { t } = useTranslation('locations');
  const [ownEditing, setOwnEditing] = useState<Location | null>(null);
  const editing = props.editing === undefined ? ownEditing : props.editing;
  const setEditing = props.onEditingChange ?? setOwnEditing;
  return (
    <TitledDialog
      open={props.open}
      onOpenChange={(isOpen) => {
        props.onOpenChange?.(isOpen);
        if (!isOpen) setEditing(null);
      }}
      trigger={
        <Button>
          <MapPinIcon aria-hidden="true" />
          {t('manager.open')}
        </Button>
      }
      title={t('manager.title')}
      description={t('manager.description')}
      className="sm:max-w-2xl"
    >
      <LocationForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onDone={() => {
          setEditing(null);
        }}
      />
      <LocationList
        editingId={editing?.id ?? null}
        onEdit={setEditing}
        onDeleted={(id) => {
          if (editing?.id === id) setEditing(null);
        }}
      />
    </TitledDialog>
  );
}
