import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('tickets');
  const [enlarged, setEnlarged] = useState<Enlarged | null>(null);
  // Decision 036: photos taken offline show from the phone, their ids starting with the entry's id.
  const waitingIds = useWaitingEntries(useCurrentUser()?.id)
    .filter((entry) => entry.kind === 'photo')
    .map((entry) => entry.id);
  const isWaiting = (photo: TicketPhoto) => waitingIds.some((id) => photo.id.startsWith(id));
  if (photos.length === 0)
    return <p className="text-sm text-muted-foreground">{t('photos.none')}</p>;
  const groups = (['before', 'after'] as const)
    .map((stage) => ({ stage, photos: photos.filter((photo) => photo.stage === stage) }))
    .filter((group) => group.photos.length > 0);
  return (
    <>
      {groups.map((group) => {
        const stage = group.stage;
        const of = group.photos.length;
        return (
          <div key={stage} className="grid gap-2">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t(`photos.${stage}`)}
            </h4>
            <ul
              className="grid grid-cols-3 gap-2 sm:grid-cols-5"
              aria-label={t(`photos.group.${stage}`)}
            >
              {group.photos.map((photo, index) => (
                <li key={photo.id}>
                  {/* At least 44 px square on any screen (decision 028's tap targets). */}
                  <button
                    type="button"
                    className="block min-h-11 w-full min-w-11 overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    aria-label={t(`photos.enlarge.${stage}`, { index: index + 1, of })}
                    onClick={() => {
                      setEnlarged({ photo, index, of, stage: group.stage });
                    }}
                  >
                    <img
                      src={photo.url}
                      alt={t(`photos.thumbnailAlt.${stage}`, {
                        ticket: ticketLabel,
                        index: index + 1,
                        of,
                      })}
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
              ? t(`photos.enlargedTitle.${enlarged.stage}`, {
                  index: enlarged.index + 1,
                  ticket: ticketLabel,
                })
              : t('photos.photo')}
          </DialogTitle>
          <DialogDescription className="sr-only">{t('photos.fullSize')}</DialogDescription>
          {enlarged ? (
            <img
              src={enlarged.photo.url}
              alt={t(`photos.fullSizeAlt.${enlarged.stage}`, {
                ticket: ticketLabel,
                index: enlarged.index + 1,
                of: enlarged.of,
              })}
              className="max-h-[75dvh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
