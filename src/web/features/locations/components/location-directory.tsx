import { MapPinIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';

import type { Location } from '#contract/schemas/location.ts';
import { DirectorySearch } from '#web/components/directory-search.tsx';
import { CardList, ListTable } from '#web/components/list-table.tsx';
import { RetryAlert } from '#web/components/retry-alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TableCell, TableRow } from '#web/components/ui/table.tsx';
import { matchesSearch } from '#web/lib/matches-search.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';

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

function EditButton({ location, onEdit }: { location: Location; onEdit: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-label={`Edit ${location.name}`} onClick={onEdit}>
      <PencilIcon aria-hidden="true" />
      Edit
    </Button>
  );
}

/**
 * Issue 36: the stores on the page itself, searchable, with the server's ticket counts (the tickets
 * the reader may see); adding, editing and deleting stay in the location manager.
 */
export function LocationDirectory({ onEdit }: LocationDirectoryProps) {
  const query = useLocations();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading locations">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        <p>Failed to load locations. Please try again.</p>
      </RetryAlert>
    );
  }
  const locations = query.data;
  if (locations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <MapPinIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No locations yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Add your stores with Manage Locations; tickets are reported against them.
        </p>
      </div>
    );
  }
  const shown = locations.filter((location) =>
    matchesSearch(search, [location.name, location.address]),
  );
  return (
    <section aria-label="Location list" className="grid gap-3">
      <DirectorySearch
        what="locations"
        value={search}
        onChange={setSearch}
        shown={shown.length}
        total={locations.length}
      />
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No locations match “{search.trim()}”.
        </p>
      ) : isMobile ? (
        <CardList items={shown} label="Locations">
          {(location) => (
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
                <EditButton
                  location={location}
                  onEdit={() => {
                    onEdit(location);
                  }}
                />
              </div>
            </>
          )}
        </CardList>
      ) : (
        <ListTable
          headings={[
            'Location',
            'Address',
            'Open tickets',
            'All tickets',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {shown.map((location) => (
            <TableRow key={location.id}>
              <TableCell className="font-medium whitespace-normal">{location.name}</TableCell>
              <TableCell className="whitespace-normal text-muted-foreground">
                {location.address}
              </TableCell>
              <TableCell>
                <OpenTicketsBadge location={location} />
              </TableCell>
              <TableCell className="tabular-nums">{location.totalTickets}</TableCell>
              <TableCell className="text-right">
                <EditButton
                  location={location}
                  onEdit={() => {
                    onEdit(location);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
    </section>
  );
}
