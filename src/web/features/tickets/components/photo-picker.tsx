import { ImagePlusIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';

import { PHOTO_MAX_BYTES, PHOTOS_PER_TICKET } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notifyError } from '#web/lib/notify.ts';

export interface PhotoPickerProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Product rules §5: image files only, several at once, each removable before submitting, with previews. */
export function PhotoPicker({ id, files, onChange, disabled }: PhotoPickerProps) {
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
    if (images.length < chosen.length) notifyError('Error', 'Only image files can be attached');
    const small = images.filter((file) => file.size <= PHOTO_MAX_BYTES);
    if (small.length < images.length) notifyError('Error', 'Each photo must be 10 MB or smaller');
    const room = PHOTOS_PER_TICKET - files.length;
    if (small.length > room)
      notifyError('Error', `At most ${String(PHOTOS_PER_TICKET)} photos can be attached`);
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
          disabled={disabled || files.length >= PHOTOS_PER_TICKET}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          Add Photos
        </Button>
        <span className="text-sm text-muted-foreground">
          {files.length === 0
            ? 'No photos chosen'
            : `${String(files.length)} of ${String(PHOTOS_PER_TICKET)} photos`}
        </span>
      </div>
      {previews.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Chosen photos">
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
                aria-label={`Remove ${preview.file.name}`}
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
