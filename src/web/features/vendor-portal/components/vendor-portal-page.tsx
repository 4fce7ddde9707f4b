import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';

import { formatMoney } from '#web/lib/locale-format.ts';
import type { WorkOutcome } from '#contract/schemas/dispatch-status.ts';
import { PortalNoteInputSchema } from '#contract/schemas/vendor-portal.ts';
import type { VendorPortalView } from '#contract/schemas/vendor-portal.ts';
import { FieldError } from '#web/components/field-error.tsx';
import { fieldAria } from '#web/components/form/field-aria.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Alert, AlertDescription } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime } from '#web/lib/date-format.ts';
import { translatedResolver } from '#web/lib/i18n/translated-resolver.ts';
import { cn } from '#web/lib/utils.ts';

import { keepPortalLanguage, usePortalStep, useVendorPortal } from '../api/vendor-portal.ts';
import type { PortalStep } from '../api/vendor-portal.ts';
import {
  AcceptFormSchema,
  CheckOutFormSchema,
  DeclineFormSchema,
  InvoiceFormSchema,
  PORTAL_FORM_MESSAGE_KEYS,
  PORTAL_MAX_LENGTHS,
} from '../lib/portal-forms.ts';
import type {
  AcceptFormOutput,
  AcceptFormValues,
  CheckOutFormOutput,
  CheckOutFormValues,
  DeclineFormOutput,
  DeclineFormValues,
  InvoiceFormOutput,
  InvoiceFormValues,
  NoteFormOutput,
  NoteFormValues,
} from '../lib/portal-forms.ts';

// Decision 037: the page an outside vendor opens from the dispatch e-mail, on a phone,
// without an account. Big tap targets; only the steps the dispatch allows now are shown.

const BIG = 'h-12 w-full text-base';
const FIELD = 'h-12 text-base';

function Centered({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto grid w-full max-w-lg gap-2 py-10 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <h2 className="text-base font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">{children}</CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-base break-words">{children}</dd>
    </div>
  );
}

type PortalT = TFunction<'vendor-portal'>;

function successText(step: PortalStep, view: VendorPortalView, t: PortalT): string {
  switch (step.action) {
    case 'accept':
      return t('success.accept');
    case 'decline':
      return t('success.decline');
    case 'check-in':
      return t('success.checkIn');
    case 'check-out':
      return step.body.outcome === 'work-done'
        ? t('success.checkOutDone')
        : t('success.checkOutMore');
    case 'notes':
      return t('success.note');
    case 'photos':
      return step.files.length === 1 ? t('success.photo') : t('success.photos');
    case 'invoice':
      return view.status === 'approved'
        ? t('success.invoiceApproved')
        : t('success.invoiceWaiting');
  }
}

/** The form's own messages in the language shown (its schema answers them in English). */
function portalMessage(t: PortalT) {
  return (message: string) => {
    const key = PORTAL_FORM_MESSAGE_KEYS[message];
    return key ? t(`formErrors.${key}` as 'formErrors.eta') : undefined;
  };
}

export function VendorPortalPage({ token }: { token: string }) {
  const { t } = useTranslation('vendor-portal');
  const portal = useVendorPortal(token);

  if (portal.isPending) {
    return (
      <div className="mx-auto max-w-lg py-10 text-center text-sm text-muted-foreground">
        {t('loading')}
      </div>
    );
  }
  if (portal.isError) {
    const error = portal.error;
    if (error instanceof ApiError && error.status === 404) {
      return <Centered title={t('invalidTitle')}>{t('invalidBody')}</Centered>;
    }
    if (error instanceof ApiError && error.status === 410) {
      return <Centered title={t('revokedTitle')}>{t('revokedBody')}</Centered>;
    }
    return <Centered title={t('errorTitle')}>{errorText(error, t('errorBody'))}</Centered>;
  }
  return <PortalContent token={token} view={portal.data} />;
}

function PortalContent({ token, view }: { token: string; view: VendorPortalView }) {
  const { t } = useTranslation('vendor-portal');
  const { t: common } = useTranslation();
  // The server's label is English; the status in the language the page is read in.
  const status = common(`dispatchStatus.${view.status}`);
  const step = usePortalStep(token);
  const [done, setDone] = useState<string | null>(null);
  const allowed = new Set(view.allowedActions);
  const busy = step.isPending;
  // Still to be answered: the job first, then Accept or Decline under it.
  const isDeciding = view.status === 'sent';

  async function run(next: PortalStep): Promise<boolean> {
    setDone(null);
    try {
      const answered = await step.mutateAsync(next);
      setDone(successText(next, answered, t));
      return true;
    } catch {
      return false;
    }
  }

  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${view.store.name}, ${view.store.address}`,
  )}`;

  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 pb-10">
      <LanguageSwitch
        className="justify-end"
        onChoose={(language) => {
          // Issue 40: the vendor's e-mails follow the language they read the portal in; a failed
          // save changes nothing on the page.
          void keepPortalLanguage(token, language).catch(() => undefined);
        }}
      />
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="workOrderFor"
            values={{ vendor: view.vendorName }}
            components={{ vendor: <span className="font-medium text-foreground" /> }}
          />
        </p>
        <h1 className="text-2xl leading-tight font-semibold">
          #{view.ticket.number} {view.ticket.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <Badge aria-label={t('statusLabel', { status })}>{status}</Badge>
          {view.ticket.priority === 'urgent' ? (
            <Badge variant="destructive">{t('urgent')}</Badge>
          ) : null}
        </div>
      </header>

      {done ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-green-600/40 bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="text-base font-medium">{done}</p>
        </div>
      ) : null}
      {step.error ? (
        <Alert variant="destructive">
          <AlertDescription>{errorText(step.error, t('stepFailed'))}</AlertDescription>
        </Alert>
      ) : null}

      {isDeciding ? null : <Actions view={view} allowed={allowed} busy={busy} run={run} />}

      <Section title={t('theJob')}>
        <dl className="grid gap-3">
          <Fact label={t('store')}>
            <span className="font-medium">{view.store.name}</span>
            <br />
            <a
              href={mapsUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 text-primary underline underline-offset-4"
            >
              <MapPinIcon aria-hidden="true" className="size-4" />
              {view.store.address}
            </a>
          </Fact>
          <Fact label={t('problem')}>
            <span className="whitespace-pre-wrap">{view.ticket.description}</span>
          </Fact>
          {view.equipment ? (
            <Fact label={t('equipment')}>
              <span className="font-medium">{view.equipment.name}</span>
              <span className="block text-sm text-muted-foreground">
                {[
                  view.equipment.make,
                  view.equipment.model,
                  view.equipment.serialNumber
                    ? t('serial', { serial: view.equipment.serialNumber })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || t('noMakeModel')}
              </span>
              {view.equipment.warrantyEndDate ? (
                <span className="block text-sm text-muted-foreground">
                  {t('warrantyUntil', {
                    date: formatDate(`${view.equipment.warrantyEndDate}T12:00:00Z`),
                  })}
                </span>
              ) : null}
            </Fact>
          ) : null}
          {view.instructions ? (
            <Fact label={t('instructions')}>
              <span className="whitespace-pre-wrap">{view.instructions}</span>
            </Fact>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <Fact label={t('nte')}>{formatMoney(view.nteAmount, view.currency)}</Fact>
            <Fact label={t('dueBy')}>{formatDateTime(view.dueBy)}</Fact>
          </div>
          {view.etaAt ? <Fact label={t('yourEta')}>{formatDateTime(view.etaAt)}</Fact> : null}
          {view.declineReason ? <Fact label={t('declined')}>{view.declineReason}</Fact> : null}
        </dl>
        {view.photos.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('photosHeading')}
            </p>
            <ul className="grid grid-cols-3 gap-2">
              {view.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={photo.url}
                      alt={t('photoAlt', {
                        index: String(index + 1),
                        count: String(view.photos.length),
                      })}
                      className="aspect-square w-full rounded-md border object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      {isDeciding ? <Actions view={view} allowed={allowed} busy={busy} run={run} /> : null}

      {view.visits.length > 0 ? (
        <Section title={t('visits')}>
          <ul className="grid gap-2">
            {view.visits.map((visit) => (
              <li key={visit.id} className="rounded-md border p-3 text-sm">
                <p>
                  {t('visitIn', { time: formatDateTime(visit.checkedInAt) })}
                  {visit.checkedOutAt
                    ? t('visitOut', { time: formatDateTime(visit.checkedOutAt) })
                    : t('onSiteNow')}
                </p>
                {visit.outcome ? (
                  <p className="font-medium">
                    {visit.outcome === 'work-done' ? t('workDone') : t('needsMoreWork')}
                  </p>
                ) : null}
                {visit.notes ? <p className="whitespace-pre-wrap">{visit.notes}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.notes.length > 0 ? (
        <Section title={t('yourNotes')}>
          <ul className="grid gap-2">
            {view.notes.map((note) => (
              <li key={note.id} className="rounded-md border p-3 text-sm">
                <p className="text-xs text-muted-foreground">{formatDateTime(note.createdAt)}</p>
                <p className="whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.invoice ? (
        <Section title={t('invoice')}>
          <dl className="grid grid-cols-2 gap-3">
            <Fact label={t('number')}>{view.invoice.number}</Fact>
            <Fact label={t('amount')}>{formatMoney(view.invoice.amount, view.currency)}</Fact>
            <Fact label={t('labourHours')}>{view.invoice.labourHours}</Fact>
            <Fact label={t('status')}>
              {view.invoice.awaitingApproval
                ? t('overNte')
                : view.invoice.approvedAt
                  ? t('approved')
                  : t('submitted')}
            </Fact>
          </dl>
          {view.invoice.parts ? (
            <p className="text-sm whitespace-pre-wrap">{view.invoice.parts}</p>
          ) : null}
          <a
            href={view.invoice.fileUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-primary underline underline-offset-4"
          >
            {t('openInvoiceFile')}
          </a>
        </Section>
      ) : null}
    </div>
  );
}

interface ActionsProps {
  view: VendorPortalView;
  allowed: Set<string>;
  busy: boolean;
  run: (step: PortalStep) => Promise<boolean>;
}

function Actions({ view, allowed, busy, run }: ActionsProps) {
  const { t } = useTranslation('vendor-portal');
  if (allowed.size === 0) return null;
  const can = {
    accept: allowed.has('accept'),
    checkIn: allowed.has('check-in'),
    checkOut: allowed.has('check-out'),
    invoice: allowed.has('invoice'),
    notesOrPhotos: allowed.has('notes') || allowed.has('photos'),
    decline: allowed.has('decline'),
  };
  return (
    <div className="grid gap-4">
      {can.accept ? <AcceptForm busy={busy} run={run} /> : null}
      {can.checkIn ? (
        <Section title={t('onSite')}>
          <Button
            className={BIG}
            disabled={busy}
            onClick={() => {
              void run({ action: 'check-in' });
            }}
          >
            {t('checkIn')}
          </Button>
        </Section>
      ) : null}
      {can.checkOut ? <CheckOutForm busy={busy} run={run} /> : null}
      {can.invoice ? <InvoiceForm view={view} busy={busy} run={run} /> : null}
      {can.notesOrPhotos ? <NotesAndPhotos allowed={allowed} busy={busy} run={run} /> : null}
      {can.decline ? <DeclineForm busy={busy} run={run} /> : null}
    </div>
  );
}

type FormProps = Pick<ActionsProps, 'busy' | 'run'>;

function AcceptForm({ busy, run }: FormProps) {
  const { t } = useTranslation('vendor-portal');
  const { control, handleSubmit } = useForm<AcceptFormValues, unknown, AcceptFormOutput>({
    resolver: translatedResolver(zodResolver(AcceptFormSchema), portalMessage(t)),
    defaultValues: { eta: '' },
  });
  const submit = handleSubmit((body) => {
    void run({ action: 'accept', body });
  });
  return (
    <Section title={t('acceptJob')}>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          control={control}
          name="eta"
          id="portal-eta"
          label={t('eta')}
          type="datetime-local"
          inputClassName={FIELD}
          disabled={busy}
        />
        <Button type="submit" className={BIG} disabled={busy}>
          {t('accept')}
        </Button>
      </form>
    </Section>
  );
}

function DeclineForm({ busy, run }: FormProps) {
  const { t } = useTranslation('vendor-portal');
  const { control, handleSubmit } = useForm<DeclineFormValues, unknown, DeclineFormOutput>({
    resolver: translatedResolver(zodResolver(DeclineFormSchema), portalMessage(t)),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((body) => {
    void run({ action: 'decline', body });
  });
  return (
    <Section title={t('cannotTakeIt')}>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          control={control}
          name="reason"
          id="portal-reason"
          label={t('reason')}
          isMultiline
          rows={2}
          inputClassName="text-base"
          maxLength={PORTAL_MAX_LENGTHS.declineReason}
          disabled={busy}
        />
        <Button type="submit" variant="outline" className={BIG} disabled={busy}>
          {t('decline')}
        </Button>
      </form>
    </Section>
  );
}

function CheckOutForm({ busy, run }: FormProps) {
  const { t } = useTranslation('vendor-portal');
  const { control, handleSubmit, reset } = useForm<CheckOutFormValues, unknown, CheckOutFormOutput>(
    {
      resolver: translatedResolver(zodResolver(CheckOutFormSchema), portalMessage(t)),
      defaultValues: { outcome: null, notes: '' },
    },
  );
  const {
    field: { ref, value: outcome, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'outcome' });
  const problem = fieldState.error?.message;
  const submit = handleSubmit(async (body) => {
    if (await run({ action: 'check-out', body })) reset();
  });
  const choice = (value: WorkOutcome, label: string) => (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3 text-base',
        outcome === value && 'border-primary bg-primary/5',
      )}
    >
      <input
        type="radio"
        name="portal-outcome"
        value={value}
        className="size-5"
        checked={outcome === value}
        ref={value === 'work-done' ? ref : undefined}
        onChange={() => {
          onChange(value);
        }}
        onBlur={onBlur}
        disabled={busy}
      />
      {label}
    </label>
  );
  return (
    <Section title={t('leavingSite')}>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <fieldset
          className="grid gap-2"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'portal-outcome-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('howDidItGo')}</legend>
          {choice('work-done', t('workDone'))}
          {choice('needs-more-work', t('needsMoreWork'))}
          <FieldError id="portal-outcome-error" message={problem} />
        </fieldset>
        <TextField
          control={control}
          name="notes"
          id="portal-checkout-details"
          label={t('whatYouDid')}
          isMultiline
          rows={3}
          inputClassName="text-base"
          maxLength={PORTAL_MAX_LENGTHS.checkOutNotes}
          disabled={busy}
        />
        <Button type="submit" className={BIG} disabled={busy}>
          {t('checkOut')}
        </Button>
      </form>
    </Section>
  );
}

function InvoiceForm({ view, busy, run }: FormProps & { view: VendorPortalView }) {
  const { t } = useTranslation('vendor-portal');
  const { control, handleSubmit } = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: translatedResolver(zodResolver(InvoiceFormSchema), portalMessage(t)),
    defaultValues: { number: '', amount: '', labourHours: '', parts: '', file: null },
  });
  const submit = handleSubmit((invoice) => {
    void run({ action: 'invoice', invoice: { ...invoice, parts: invoice.parts ?? '' } });
  });
  return (
    <Section title={t('submitInvoice')}>
      <p className="text-sm text-muted-foreground">
        {t('invoiceNte', { amount: formatMoney(view.nteAmount, view.currency) })}
      </p>
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <TextField
          control={control}
          name="number"
          id="portal-invoice-number"
          label={t('invoiceNumber')}
          inputClassName={FIELD}
          maxLength={PORTAL_MAX_LENGTHS.invoiceNumber}
          disabled={busy}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            control={control}
            name="amount"
            id="portal-invoice-amount"
            label={t('amount')}
            inputClassName={FIELD}
            inputMode="decimal"
            placeholder="0.00"
            disabled={busy}
          />
          <TextField
            control={control}
            name="labourHours"
            id="portal-invoice-hours"
            label={t('labourHours')}
            inputClassName={FIELD}
            inputMode="decimal"
            placeholder="0"
            disabled={busy}
          />
        </div>
        <TextField
          control={control}
          name="parts"
          id="portal-invoice-parts"
          label={t('parts')}
          isMultiline
          rows={2}
          inputClassName="text-base"
          maxLength={PORTAL_MAX_LENGTHS.invoiceParts}
          disabled={busy}
        />
        <InvoiceFileField control={control} disabled={busy} />
        <Button type="submit" className={BIG} disabled={busy}>
          {t('submitInvoice')}
        </Button>
      </form>
    </Section>
  );
}

/** The invoice file: a file input holds no value of its own to show, so the form keeps the file. */
function InvoiceFileField({
  control,
  disabled,
}: {
  control: Control<InvoiceFormValues, unknown, InvoiceFormOutput>;
  disabled: boolean;
}) {
  const {
    field: { name, ref, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'file' });
  const error = fieldState.error?.message;
  const id = 'portal-invoice-file';
  const { t } = useTranslation('vendor-portal');
  return (
    <FormField id={id} label={t('invoiceFile')} error={error}>
      <Input
        id={id}
        name={name}
        ref={ref}
        type="file"
        className="h-12 py-2.5 text-base"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
        }}
        onBlur={onBlur}
        disabled={disabled}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function NotesAndPhotos({ allowed, busy, run }: FormProps & { allowed: Set<string> }) {
  const { t } = useTranslation('vendor-portal');
  const { control, handleSubmit, reset } = useForm<NoteFormValues, unknown, NoteFormOutput>({
    resolver: translatedResolver(zodResolver(PortalNoteInputSchema), portalMessage(t)),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' });
  const submit = handleSubmit(async (note) => {
    if (await run({ action: 'notes', body: note })) reset();
  });
  const canNote = allowed.has('notes');
  const canAddPhotos = allowed.has('photos');
  return (
    <Section title={t('notesAndPhotos')}>
      {canNote ? (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <TextField
            control={control}
            name="body"
            id="portal-note"
            label={t('note')}
            isMultiline
            rows={2}
            inputClassName="text-base"
            maxLength={PORTAL_MAX_LENGTHS.note}
            disabled={busy}
          />
          <Button type="submit" variant="secondary" className={BIG} disabled={busy || !body.trim()}>
            {t('addNote')}
          </Button>
        </form>
      ) : null}
      {canAddPhotos ? (
        <div>
          <input
            id="portal-photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void run({ action: 'photos', files });
            }}
          />
          <label
            htmlFor="portal-photos"
            className={cn(
              buttonVariants({ variant: 'secondary' }),
              BIG,
              'cursor-pointer',
              busy && 'pointer-events-none opacity-50',
            )}
          >
            {t('addPhotos')}
          </label>
        </div>
      ) : null}
    </Section>
  );
}
