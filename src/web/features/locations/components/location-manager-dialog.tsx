import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';

import type { Location } from '#contract/schemas/location.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TitledDialog } from '#web/components/titled-dialog.tsx';

import { LocationForm } from './location-form.tsx';
import { LocationList } from './location-list.tsx';

/** Product rules §2: the location manager is a modal with a list and add, edit and delete. */
export function LocationManagerDialog() {
  const [editing, setEditing] = useState<Location | null>(null);
  return (
    <TitledDialog
      onOpenChange={(isOpen) => {
        if (!isOpen) setEditing(null);
      }}
      trigger={
        <Button>
          <MapPinIcon aria-hidden="true" />
          Manage Locations
        </Button>
      }
      title="Location Manager"
      description="Add, edit and delete your store locations."
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
