import { MapPinIcon } from 'lucide-react';

import type { Location } from '#contract/schemas/location.ts';
import { canViewCosts } from '#contract/policies/costs.ts';
import { ManagedItemRow } from '#web/components/managed-item-row.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { toastOutcome } from '#web/lib/notify.ts';

import { useDeleteLocation } from '../api/delete-location.ts';
import { LocationCost } from './location-cost.tsx';

interface LocationRowProps {
  location: Location;
  isEditing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

export function LocationRow({ location, isEditing, onEdit, onDeleted }: LocationRowProps) {
  const deleteMutation = useDeleteLocation();
  // Decision 037: repair costs are for admins only.
  const user = useCurrentUser();
  const isAdmin = user ? canViewCosts(user) : false;
  // Product rules §5: delete is disabled while the location has active tickets.
  const hasActiveTickets = location.activeTickets > 0;

  function handleDelete() {
    deleteMutation.mutate(
      location.id,
      toastOutcome('Location deleted successfully', 'Failed to delete location', onDeleted),
    );
  }

  return (
    <ManagedItemRow
      icon={
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      }
      title={location.name}
      isEditing={isEditing}
      editLabel={`Edit ${location.name}`}
      onEdit={onEdit}
      deleteLabel={`Delete ${location.name}`}
      deleteDisabledReason={
        hasActiveTickets ? 'A location with active tickets cannot be deleted' : undefined
      }
      confirmTitle={`Delete ${location.name}?`}
      confirmDescription="The location is removed from the list. This cannot be undone."
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-words text-muted-foreground">{location.address}</p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge variant={hasActiveTickets ? 'secondary' : 'outline'}>
          {location.activeTickets} active
        </Badge>
        <Badge variant="outline">{location.totalTickets} total</Badge>
      </div>
      {isAdmin ? <LocationCost id={location.id} name={location.name} /> : null}
    </ManagedItemRow>
  );
}
