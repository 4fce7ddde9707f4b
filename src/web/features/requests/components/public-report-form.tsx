import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type {
  PublicEquipment,
  PublicRequestCreated,
} from '#contract/schemas/maintenance-request.ts';
import {
  CreatePublicRequestInputSchema,
  PUBLIC_REQUEST_PHOTOS_MAX,
} from '#contract/schemas/maintenance-request.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { PhotoPicker } from '#web/components/photo-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';

import { useSubmitReport } from '../api/submit-report.ts';

type Input = z.input<typeof CreatePublicRequestInputSchema>;
type Output = z.output<typeof CreatePublicRequestInputSchema>;

/** Decision 033: the page a unit's QR label opens signed out: what is wrong, who saw it, photos. */
export function PublicReportForm({ unit }: { unit: PublicEquipment }) {
  const submit = useSubmitReport();
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState<PublicRequestCreated | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(CreatePublicRequestInputSchema),
    defaultValues: {
      shortCode: unit.shortCode,
      description: '',
      reporterName: '',
      reporterPhone: '',
    },
  });
  const shape = CreatePublicRequestInputSchema.shape;
  const onSubmit = handleSubmit(async (values) => {
    setSent(
      await submit.mutateAsync({
        shortCode: unit.shortCode,
        description: values.description,
        reporterName: values.reporterName ?? '',
        reporterPhone: values.reporterPhone ?? '',
        photos,
      }),
    );
  });

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <h1 className="text-xl leading-none font-semibold">Report a Problem</h1>
        <CardDescription>
          <span className="font-medium text-foreground">{unit.name}</span> at {unit.location}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sent ? (
          <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
            <CircleCheckIcon aria-hidden="true" className="size-10 text-green-600" />
            {/* Decision 039: on a unit already reported, 'Already reported: we added your note'. */}
            <p className="text-lg font-medium">{sent.message}</p>
            <p className="text-sm text-muted-foreground">
              The store's manager will look at it shortly.
            </p>
          </div>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              void onSubmit(event).catch(() => undefined);
            }}
          >
            <TextField
              control={control}
              name="description"
              id="report-description"
              label="What's wrong? *"
              isMultiline
              rows={4}
              aria-required="true"
              placeholder="For example: the fryer will not heat up"
              maxLength={maxLengthOf(shape.description)}
              disabled={submit.isPending}
            />
            <TextField
              control={control}
              name="reporterName"
              id="report-name"
              label="Your name"
              autoComplete="name"
              maxLength={maxLengthOf(shape.reporterName)}
              disabled={submit.isPending}
            />
            <TextField
              control={control}
              name="reporterPhone"
              id="report-phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={maxLengthOf(shape.reporterPhone)}
              disabled={submit.isPending}
            />
            <FormField id="report-photos" label="Photos">
              <PhotoPicker
                id="report-photos"
                files={photos}
                onChange={(next) => {
                  setPhotoProblem(null);
                  setPhotos(next);
                }}
                disabled={submit.isPending}
                max={PUBLIC_REQUEST_PHOTOS_MAX}
                emptyHint={`Optional, up to ${String(PUBLIC_REQUEST_PHOTOS_MAX)}`}
                // No toasts on this page: a refused file is explained under the picker.
                onProblem={setPhotoProblem}
              />
              {photoProblem ? (
                <p role="alert" className="text-sm text-destructive">
                  {photoProblem}
                </p>
              ) : null}
            </FormField>
            {submit.error ? (
              <FormError error={submit.error} fallback="The report could not be sent" />
            ) : null}
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
