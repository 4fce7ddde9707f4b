import { useState } from 'react';

import type { Location } from '#contract/schemas/location.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { LocationDirectory } from '#web/features/locations/components/location-directory.tsx';
import { LocationManagerDialog } from '#web/features/locations/components/location-manager-dialog.tsx';

export default function LocationsScreen() {
  const [isManagerOpen, setIsManagerOpen] = useState(false);
  const [editing, setEditing] = useState<Location | null>(null);
  return (
    <>
      <PageHeader
        title="Locations"
        description="Manage the store locations where maintenance tickets are reported."
        actions={
          <LocationManagerDialog
            open={isManagerOpen}
            onOpenChange={setIsManagerOpen}
            editing={editing}
            onEditingChange={setEditing}
          />
        }
      />
      {/* Issue 36: the list on the page; the manager (the spec's modal) adds, edits and deletes. */}
      <LocationDirectory
        onEdit={(location) => {
          setEditing(location);
          setIsManagerOpen(true);
        }}
      />
    </>
  );
}
