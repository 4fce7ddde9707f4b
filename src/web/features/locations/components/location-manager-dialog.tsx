import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';

import type { Location } from '#contract/schemas/location.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';

import { LocationForm } from './location-form.tsx';
import { LocationList } from './location-list.tsx';

/** Product rules §2: the location manager is a modal with a list and add, edit and delete. */
export function LocationManagerDialog() {
  const [editing, setEditing] = useState<Location | null>(null);
  return (
    <Dialog
      onOpenChange={(isOpen) => {
        if (!isOpen) setEditing(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <MapPinIcon aria-hidden="true" />
          Manage Locations
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Location Manager</DialogTitle>
          <DialogDescription>Add, edit and delete your store locations.</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
