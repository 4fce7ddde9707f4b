import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Location } from '#contract/schemas/location.ts';
import {
  ActionsHeading,
  DirectoryEditButton,
  DirectoryList,
} from '#web/components/directory-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { TableCell } from '#web/components/ui/table.tsx';

import { useLocations } from '../api/get-locations.ts';

interface LocationDirectoryProps {
  /** Opens the location manager (the spec's modal) with this location in its edit form. */
  onEdit: (location: Location) => void;
}

function OpenTicketsBadge({ location }: { location: Location }) {
  const { t } = useTranslation('directory');
  return location.activeTickets > 0 ? (
    <Badge variant="secondary">{t('open', { count: location.activeTickets })}</Badge>
  ) : (
    <Badge variant="outline">{t('noneOpen')}</Badge>
  );
}

/**
 * Issue 36: the stores on the page itself, searchable, with the server's ticket counts (the tickets
 * the reader may see); adding, editing and deleting stay in the location manager.
 */
export function LocationDirectory({ onEdit }: LocationDirectoryProps) {
  const { t } = useTranslation(['locations', 'directory']);
  const query = useLocations();
  const edit = (location: Location) => (
    <DirectoryEditButton
      name={location.name}
      onEdit={() => {
        onEdit(location);
      }}
    />
  );
  return (
    <DirectoryList
      texts={{
        search: t('list.search'),
        loading: t('list.loading'),
        count: (shown, total) =>
          shown === total
            ? t('list.count', { count: total })
            : t('list.countOf', { shown, count: total }),
        noMatch: (search) => t('list.noMatch', { search }),
      }}
      label={t('list.label')}
      cardsLabel={t('list.cards')}
      query={query}
      failed={<p>{t('list.failed')}</p>}
      empty={{
        icon: MapPinIcon,
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
      }}
      searchable={(location) => [location.name, location.address]}
      headings={[
        t('headings.location'),
        t('headings.address'),
        t('headings.openTickets'),
        t('headings.allTickets'),
        <ActionsHeading key="actions" />,
      ]}
      cells={(location) => (
        <>
          <TableCell className="font-medium whitespace-normal">{location.name}</TableCell>
          <TableCell className="whitespace-normal text-muted-foreground">
            {location.address}
          </TableCell>
          <TableCell>
            <OpenTicketsBadge location={location} />
          </TableCell>
          <TableCell className="tabular-nums">{location.totalTickets}</TableCell>
          <TableCell className="text-right">{edit(location)}</TableCell>
        </>
      )}
      card={(location) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium break-words">{location.name}</p>
            <OpenTicketsBadge location={location} />
          </div>
          <p className="text-sm break-words text-muted-foreground">{location.address}</p>
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-muted-foreground">
              {t('directory:ticketsInAll', { count: location.totalTickets })}
            </span>
            {edit(location)}
          </div>
        </>
      )}
    />
  );
}
