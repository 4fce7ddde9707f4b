import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation(['locations', 'directory']);
  const deleteMutation = useDeleteLocation();
  // Decision 037: repair costs are for admins only.
  const user = useCurrentUser();
  const isAdmin = user ? canViewCosts(user) : false;
  // Product rules §5: delete is disabled while the location has active tickets.
  const hasActiveTickets = location.activeTickets > 0;

  function handleDelete() {
    deleteMutation.mutate(
      location.id,
      toastOutcome(t('row.deleted'), t('row.deleteFailed'), onDeleted),
    );
  }

  return (
    <ManagedItemRow
      icon={
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      }
      title={location.name}
      isEditing={isEditing}
      editLabel={t('directory:editName', { name: location.name })}
      onEdit={onEdit}
      deleteLabel={t('row.delete', { name: location.name })}
      deleteDisabledReason={hasActiveTickets ? t('row.cannotDelete') : undefined}
      confirmTitle={t('row.confirmTitle', { name: location.name })}
      confirmDescription={t('row.confirmText')}
      isDeletePending={deleteMutation.isPending}
      onConfirmDelete={handleDelete}
    >
      <p className="text-sm break-words text-muted-foreground">{location.address}</p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge variant={hasActiveTickets ? 'secondary' : 'outline'}>
          {t('row.active', { count: location.activeTickets })}
        </Badge>
        <Badge variant="outline">{t('row.total', { count: location.totalTickets })}</Badge>
      </div>
      {isAdmin ? <LocationCost id={location.id} name={location.name} /> : null}
    </ManagedItemRow>
  );
}
