import { ImagePlusIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';

import { PUBLIC_REQUEST_PHOTOS_MAX } from '#contract/schemas/maintenance-request.ts';
import { PHOTO_MAX_BYTES } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';

export interface ReportPhotoPickerProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Up to 3 images with previews, each removable. Its own small picker: the tickets feature's one
 * allows 10 and features never import each other. Problems show inline (no toasts on this page).
 */
export function ReportPhotoPicker({ id, files, onChange, disabled }: ReportPhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
    const small = images.filter((file) => file.size <= PHOTO_MAX_BYTES);
    const room = PUBLIC_REQUEST_PHOTOS_MAX - files.length;
    if (images.length < chosen.length) setProblem('Only image files can be attached');
    else if (small.length < images.length) setProblem('Each photo must be 10 MB or smaller');
    else if (small.length > room)
      setProblem(`At most ${String(PUBLIC_REQUEST_PHOTOS_MAX)} photos can be attached`);
    else setProblem(null);
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
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || files.length >= PUBLIC_REQUEST_PHOTOS_MAX}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          Add Photos
        </Button>
        <span className="text-sm text-muted-foreground">
          {files.length === 0
            ? 'Optional, up to 3'
            : `${String(files.length)} of ${String(PUBLIC_REQUEST_PHOTOS_MAX)} photos`}
        </span>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {previews.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3" aria-label="Chosen photos">
          {previews.map((preview, index) => (
            <li key={preview.url} className="relative overflow-hidden rounded-md border bg-muted">
              <img
                src={preview.url}
                alt={preview.file.name}
                className="aspect-square w-full object-cover"
              />
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute top-1 right-1 size-7"
                aria-label={`Remove ${preview.file.name}`}
                disabled={disabled}
                onClick={() => {
                  onChange(files.filter((_, other) => other !== index));
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
