import { PageHeader } from '#web/components/page-header.tsx';
import { LocationManagerDialog } from '#web/features/locations/components/location-manager-dialog.tsx';

export default function LocationsScreen() {
  return (
    <PageHeader
      title="Locations"
      description="Manage the store locations where maintenance tickets are reported."
      actions={<LocationManagerDialog />}
    />
  );
}
