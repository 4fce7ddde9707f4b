import { Trans, useTranslation } from 'react-i18next';

import type { Location } from '#contract/schemas/location.ts';
import { RetryAlert } from '#web/components/retry-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

import { useLocations } from '../api/get-locations.ts';
import { LocationRow } from './location-row.tsx';

interface LocationListProps {
  editingId: string | null;
  onEdit: (location: Location) => void;
  onDeleted: (id: string) => void;
}

export function LocationList({ editingId, onEdit, onDeleted }: LocationListProps) {
  const { t } = useTranslation('locations');
  const locationsQuery = useLocations();

  if (locationsQuery.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (locationsQuery.isError) {
    return (
      <RetryAlert onRetry={() => void locationsQuery.refetch()}>
        <p>{t('list.failed')}</p>
      </RetryAlert>
    );
  }
  const locations = locationsQuery.data;
  if (locations.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('manager.empty')}</p>;
  }
  return (
    <section aria-label={t('list.cards')} className="grid gap-2">
      <h3 className="text-sm font-semibold">
        <Trans
          t={t}
          i18nKey="manager.heading"
          values={{ count: locations.length }}
          components={{ count: <span className="font-normal text-muted-foreground" /> }}
        />
      </h3>
      <ul className="grid gap-2">
        {locations.map((location) => (
          <LocationRow
            key={location.id}
            location={location}
            isEditing={location.id === editingId}
            onEdit={() => {
              onEdit(location);
            }}
            onDeleted={() => {
              onDeleted(location.id);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
