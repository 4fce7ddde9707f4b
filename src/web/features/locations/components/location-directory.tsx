import { MapPinIcon } from 'lucide-react';

import type { Location } from '#contract/schemas/location.ts';
import {
  ACTIONS_HEADING,
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
  return location.activeTickets > 0 ? (
    <Badge variant="secondary">{location.activeTickets} open</Badge>
  ) : (
    <Badge variant="outline">None open</Badge>
  );
}

/**
 * Issue 36: the stores on the page itself, searchable, with the server's ticket counts (the tickets
 * the reader may see); adding, editing and deleting stay in the location manager.
 */
export function LocationDirectory({ onEdit }: LocationDirectoryProps) {
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
      what="locations"
      label="Location list"
      cardsLabel="Locations"
      query={query}
      failed={<p>Failed to load locations. Please try again.</p>}
      empty={{
        icon: MapPinIcon,
        title: 'No locations yet',
        text: 'Add your stores with Manage Locations; tickets are reported against them.',
      }}
      searchable={(location) => [location.name, location.address]}
      headings={['Location', 'Address', 'Open tickets', 'All tickets', ACTIONS_HEADING]}
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
              {location.totalTickets} tickets in all
            </span>
            {edit(location)}
          </div>
        </>
      )}
    />
  );
}
