import { useState } from 'react';

import type { TicketPhoto } from '#contract/schemas/ticket.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

/** The ticket's photos as thumbnails; a click shows one enlarged. */
export function TicketPhotos({
  photos,
  ticketLabel,
}: {
  photos: TicketPhoto[];
  ticketLabel: string;
}) {
  const [enlarged, setEnlarged] = useState<{ photo: TicketPhoto; index: number } | null>(null);
  if (photos.length === 0) return <p className="text-sm text-muted-foreground">No photos</p>;
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={`Enlarge photo ${String(index + 1)} of ${String(photos.length)}`}
              onClick={() => {
                setEnlarged({ photo, index });
              }}
            >
              <img
                src={photo.url}
                alt={`${ticketLabel}, ${String(index + 1)} of ${String(photos.length)}`}
                loading="lazy"
                className="aspect-square w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={enlarged !== null}
        onOpenChange={(open) => {
          if (!open) setEnlarged(null);
        }}
      >
        <DialogContent className="sm:max-w-4xl">
          <DialogTitle>
            Photo {enlarged ? String(enlarged.index + 1) : ''} of {ticketLabel}
          </DialogTitle>
          <DialogDescription className="sr-only">The photo at full size</DialogDescription>
          {enlarged ? (
            <img
              src={enlarged.photo.url}
              alt={`${ticketLabel}, ${String(enlarged.index + 1)} of ${String(photos.length)}, full size`}
              className="max-h-[75dvh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
