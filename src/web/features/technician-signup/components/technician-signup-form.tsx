import { CheckCircle2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import type { TechnicianCertification } from '#contract/constants.ts';
import type { TechnicianSignup } from '#contract/schemas/technician-signup.ts';
import { TechnicianSignupInputSchema } from '#contract/schemas/technician-signup.ts';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';

import { useSubmitTechnicianSignup } from '../api/submit-technician-signup.ts';
import { CertificationChips } from './certification-chips.tsx';

type Field = 'name' | 'email' | 'phone' | 'certifications';

/** Product rules §2 and §5: the technician signup form; the application waits for an admin's approval. */
export function TechnicianSignupForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [certifications, setCertifications] = useState<TechnicianCertification[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
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

  function clearError(field: Field) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = TechnicianSignupInputSchema.safeParse({ name, email, phone, certifications });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    submitMutation.mutate(parsed.data, { onSuccess: setSubmitted });
  }

  if (submitted) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <CheckCircle2Icon className="size-5 text-green-600" aria-hidden="true" />
            Application submitted
          </CardTitle>
          <CardDescription>
            Thank you, {submitted.name}. Your application is pending: an administrator will review
            it and send you your username and a temporary password.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  function describedBy(field: Field) {
    return errors[field] ? `${ids[field]}-error` : undefined;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Join our technician team</CardTitle>
        <CardDescription>
          Tell us how to reach you and which certifications you hold. An administrator reviews every
          application.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={handleSubmit}
          noValidate
          aria-label="Technician signup"
        >
          {submitMutation.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {errorText(
                  submitMutation.error,
                  'Your application could not be sent. Please try again.',
                )}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={ids.name}>Name</Label>
            <Input
              id={ids.name}
              value={name}
              maxLength={100}
              autoComplete="name"
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(event) => {
                setName(event.target.value);
                clearError('name');
              }}
            />
            {errors.name ? (
              <p id={`${ids.name}-error`} className="text-sm text-destructive">
                {errors.name}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.email}>Email</Label>
            <Input
              id={ids.email}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              onChange={(event) => {
                setEmail(event.target.value);
                clearError('email');
              }}
            />
            {errors.email ? (
              <p id={`${ids.email}-error`} className="text-sm text-destructive">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.phone}>Phone</Label>
            <Input
              id={ids.phone}
              type="tel"
              value={phone}
              maxLength={40}
              autoComplete="tel"
              required
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone')}
              onChange={(event) => {
                setPhone(event.target.value);
                clearError('phone');
              }}
            />
            {errors.phone ? (
              <p id={`${ids.phone}-error`} className="text-sm text-destructive">
                {errors.phone}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <span id={ids.certifications} className="text-sm font-medium">
              Certifications <span className="font-normal text-muted-foreground">(optional)</span>
            </span>
            <CertificationChips
              labelId={ids.certifications}
              selected={certifications}
              onChange={setCertifications}
              disabled={submitMutation.isPending}
            />
            {errors.certifications ? (
              <p className="text-sm text-destructive">{errors.certifications}</p>
            ) : null}
          </div>
          <Button type="submit" className="w-full sm:w-fit" disabled={!canSubmit}>
            {submitMutation.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
