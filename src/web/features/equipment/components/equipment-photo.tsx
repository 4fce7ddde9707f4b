import { CameraIcon, ImageIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useUploadEquipmentPhoto } from '../api/save-equipment.ts';

/** The unit's photo; admins add or replace it. */
export function EquipmentPhoto({ unit, canEdit }: { unit: Equipment; canEdit: boolean }) {
  const { t } = useTranslation('equipment');
  const mutation = useUploadEquipmentPhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      {unit.photoUrl ? (
        <img
          src={unit.photoUrl}
          alt={unit.name}
          className="aspect-[4/3] w-full rounded-lg border object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-sm text-muted-foreground">
          <ImageIcon className="size-8" aria-hidden="true" />
          {t('photo.none')}
        </div>
      )}
      {canEdit ? (
        <>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label={t('photo.input')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              mutation.mutate(
                { id: unit.id, file },
                toastOutcome(t('photo.saved'), t('photo.failed')),
              );
            }}
          />
          <Button
            variant="outline"
            disabled={mutation.isPending}
            onClick={() => {
              inputRef.current?.click();
            }}
          >
            <CameraIcon aria-hidden="true" />
            {mutation.isPending
              ? t('photo.uploading')
              : unit.photoUrl
                ? t('photo.replace')
                : t('photo.add')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
