import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

import type {
  TechnicianSignup,
  TechnicianSignupInput,
  TechnicianSignupValues,
} from '#contract/schemas/technician-signup.ts';
import { TechnicianSignupInputSchema } from '#contract/schemas/technician-signup.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useSubmitTechnicianSignup } from '../api/submit-technician-signup.ts';
import { CertificationChips } from './certification-chips.tsx';

const SHAPE = TechnicianSignupInputSchema.shape;

/** Product rules §2 and §5: the technician signup form; the application waits for an admin's approval. */
export function TechnicianSignupForm() {
  const { t } = useTranslation('technician-signup');
  const { control, handleSubmit } = useForm<TechnicianSignupInput, unknown, TechnicianSignupValues>(
    {
      resolver: zodResolver(TechnicianSignupInputSchema),
      defaultValues: { name: '', email: '', phone: '', certifications: [] },
    },
  );
  const [name, email, phone] = useWatch({ control, name: ['name', 'email', 'phone'] });
  const certifications = useController({ control, name: 'certifications' });
  const [submitted, setSubmitted] = useState<TechnicianSignup | null>(null);
  const submitMutation = useSubmitTechnicianSignup();
  const ids = {
    name: useId(),
    email: useId(),
    phone: useId(),
    certifications: useId(),
  };
  // Product rules §5: name, email and phone are required.
  const canSubmit =
    name.trim() !== '' && email.trim() !== '' && phone.trim() !== '' && !submitMutation.isPending;

  const onSubmit = handleSubmit((values) => {
    submitMutation.mutate(values, { onSuccess: setSubmitted });
  });

  if (submitted) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <CheckCircle2Icon className="size-5 text-green-600" aria-hidden="true" />
            {t('submittedTitle')}
          </CardTitle>
          <CardDescription>{t('submittedText', { name: submitted.name })}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('joinTitle')}</CardTitle>
        <CardDescription>{t('joinText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AppForm className="grid gap-4" aria-label={t('form')} onSubmit={onSubmit}>
          {submitMutation.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {errorText(submitMutation.error, t('sendFailed'))}
              </AlertDescription>
            </Alert>
          ) : null}
          <TextField
            control={control}
            name="name"
            id={ids.name}
            label={t('name')}
            maxLength={maxLengthOf(SHAPE.name)}
            autoComplete="name"
            required
          />
          <TextField
            control={control}
            name="email"
            id={ids.email}
            label={t('email')}
            type="email"
            maxLength={maxLengthOf(SHAPE.email)}
            autoComplete="email"
            required
          />
          <TextField
            control={control}
            name="phone"
            id={ids.phone}
            label={t('phone')}
            type="tel"
            maxLength={maxLengthOf(SHAPE.phone)}
            autoComplete="tel"
            required
          />
          <div className="grid gap-2">
            <span id={ids.certifications} className="text-sm font-medium">
              <Trans
                t={t}
                i18nKey="certifications"
                components={{ optional: <span className="font-normal text-muted-foreground" /> }}
              />
            </span>
            <CertificationChips
              labelId={ids.certifications}
              selected={certifications.field.value ?? []}
              onChange={certifications.field.onChange}
              disabled={submitMutation.isPending}
            />
            {certifications.fieldState.error ? (
              <p className="text-sm text-destructive" role="alert">
                {certifications.fieldState.error.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full sm:w-fit" disabled={!canSubmit}>
            {submitMutation.isPending ? t('submitting') : t('submit')}
          </Button>
        </AppForm>
      </CardContent>
    </Card>
  );
}
