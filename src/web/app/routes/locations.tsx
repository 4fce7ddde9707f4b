import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Location } from '#contract/schemas/location.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { LocationDirectory } from '#web/features/locations/components/location-directory.tsx';
import { LocationManagerDialog } from '#web/features/locations/components/location-manager-dialog.tsx';

export default function LocationsScreen() {
  const { t } = useTranslation('locations');
  const [isManagerOpen, setIsManagerOpen] = useState(false);
  const [editing, setEditing] = useState<Location | null>(null);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
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
