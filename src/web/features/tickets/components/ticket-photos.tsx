import { useState } from 'react';

import type { TicketPhoto, TicketPhotoStage } from '#contract/schemas/ticket.ts';
import { WaitingToSync } from '#web/components/waiting-to-sync.tsx';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { useWaitingEntries } from '#web/lib/offline/outbox-sync.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

const STAGE_TITLES: Record<TicketPhotoStage, string> = { before: 'Before', after: 'After' };

interface Enlarged {
  photo: TicketPhoto;
  /** Its place in its group, and the group's size. */
  index: number;
  of: number;
  stage: TicketPhotoStage;
}

/**
 * The ticket's photos as thumbnails in two groups, 'Before' and 'After' (decision 031; only groups
 * with photos show); a tap shows one enlarged.
 */
export function TicketPhotos({
  photos,
  ticketLabel,
}: {
  photos: TicketPhoto[];
  ticketLabel: string;
}) {
  const [enlarged, setEnlarged] = useState<Enlarged | null>(null);
  // Decision 036: photos taken offline show from the phone, their ids starting with the entry's id.
  const waitingIds = useWaitingEntries(useCurrentUser()?.id)
    .filter((entry) => entry.kind === 'photo')
    .map((entry) => entry.id);
  const isWaiting = (photo: TicketPhoto) => waitingIds.some((id) => photo.id.startsWith(id));
  if (photos.length === 0) return <p className="text-sm text-muted-foreground">No photos</p>;
  const groups = (['before', 'after'] as const)
    .map((stage) => ({ stage, photos: photos.filter((photo) => photo.stage === stage) }))
    .filter((group) => group.photos.length > 0);
  return (
    <>
      {groups.map((group) => {
        const title = STAGE_TITLES[group.stage];
        const of = group.photos.length;
        return (
          <div key={group.stage} className="grid gap-2">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {title}
            </h4>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={`${title} photos`}>
              {group.photos.map((photo, index) => (
                <li key={photo.id}>
                  {/* At least 44 px square on any screen (decision 028's tap targets). */}
                  <button
                    type="button"
                    className="block min-h-11 w-full min-w-11 overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    aria-label={`Enlarge ${title.toLowerCase()} photo ${String(index + 1)} of ${String(of)}`}
                    onClick={() => {
                      setEnlarged({ photo, index, of, stage: group.stage });
                    }}
                  >
                    <img
                      src={photo.url}
                      alt={`${ticketLabel}, ${title.toLowerCase()} ${String(index + 1)} of ${String(of)}`}
                      loading="lazy"
                      className="aspect-square w-full object-cover transition-transform hover:scale-105"
                    />
                  </button>
                  {isWaiting(photo) ? <WaitingToSync className="mt-1" /> : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <Dialog
        open={enlarged !== null}
        onOpenChange={(open) => {
          if (!open) setEnlarged(null);
        }}
      >
        <DialogContent className="sm:max-w-4xl">
          <DialogTitle>
            {enlarged
              ? `${STAGE_TITLES[enlarged.stage]} photo ${String(enlarged.index + 1)} of ${ticketLabel}`
              : 'Photo'}
          </DialogTitle>
          <DialogDescription className="sr-only">The photo at full size</DialogDescription>
          {enlarged ? (
            <img
              src={enlarged.photo.url}
              alt={`${ticketLabel}, ${STAGE_TITLES[enlarged.stage].toLowerCase()} ${String(enlarged.index + 1)} of ${String(enlarged.of)}, full size`}
              className="max-h-[75dvh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
