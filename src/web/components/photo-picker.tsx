import { ImagePlusIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { PHOTO_MAX_BYTES, PHOTOS_PER_TICKET } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import { i18next } from '#web/lib/i18n/i18n.ts';
import { notifyError } from '#web/lib/notify.ts';

interface PhotoPickerProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** How many photos at most (a ticket's 10 by default; a label report's 3). */
  max?: number;
  /** The hint beside the button while none is chosen. */
  emptyHint?: string;
  /** Where a refused file is explained: a toast by default; the public report page shows it inline. */
  onProblem?: (message: string) => void;
}

function toast(message: string): void {
  notifyError(i18next.t('shared.error'), message);
}

/**
 * Product rules §5: image files only, several at once, each removable before submitting, with
 * previews. Shared by the ticket forms and the public problem report (decision 033).
 */
export function PhotoPicker({
  id,
  files,
  onChange,
  disabled,
  max = PHOTOS_PER_TICKET,
  emptyHint,
  onProblem = toast,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useMemo(
    () => files.map((file) => ({ file, url: URL.createObjectURL(file) })),
    [files],
  );
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );

  function addFiles(chosen: File[]) {
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    if (images.length < chosen.length) onProblem(t('shared.onlyImages'));
    const small = images.filter((file) => file.size <= PHOTO_MAX_BYTES);
    if (small.length < images.length) onProblem(t('shared.photoTooBig'));
    const room = max - files.length;
    if (small.length > room) onProblem(t('shared.tooManyPhotos', { max }));
    const added = small.slice(0, Math.max(room, 0));
    if (added.length > 0) onChange([...files, ...added]);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            // The same file may be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || files.length >= max}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          {t('shared.addPhotos')}
        </Button>
        <span className="text-sm text-muted-foreground">
          {files.length === 0
            ? (emptyHint ?? t('shared.noPhotosChosen'))
            : t('shared.photosChosen', { count: files.length, max })}
        </span>
      </div>
      {previews.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={t('shared.chosenPhotos')}>
          {previews.map((preview, index) => (
            <li key={preview.url} className="relative overflow-hidden rounded-md border bg-muted">
              <img
                src={preview.url}
                alt={preview.file.name}
                className="aspect-square w-full object-cover"
              />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                disabled={disabled}
                className="absolute top-1 right-1 size-7 rounded-full shadow"
                aria-label={t('shared.removePhoto', { name: preview.file.name })}
                onClick={() => {
                  onChange(files.filter((_, position) => position !== index));
                }}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
