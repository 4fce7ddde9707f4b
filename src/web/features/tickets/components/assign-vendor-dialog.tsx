import { zodResolver } from '@hookform/resolvers/zod';
import { CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import type { DispatchWithPortalLink, NextVendorSuggestion } from '#contract/schemas/dispatch.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import type { Vendor } from '#contract/schemas/vendor.ts';
import { fieldAria } from '#web/components/form/field-aria.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { NATIVE_SELECT_CLASS } from '#web/components/form/native-select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError, errorText } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import {
  useCreateDispatch,
  useIsMailSetUp,
  useVendorsForDispatch,
} from '../api/ticket-dispatches.ts';
import {
  assignVendorDefaults,
  assignVendorFormSchema,
  DISPATCH_MAX_LENGTHS,
} from '../lib/dispatch-form.ts';
import type { AssignVendorFormOutput, AssignVendorFormValues } from '../lib/dispatch-form.ts';
import { ticketLabel } from '../lib/ticket-format.ts';
import { vendorCallText } from '../lib/vendor-call-text.ts';

// Decision 037: 'Assign to Vendor'. The vendors serving the ticket's store and trade,
// first call first (the suggested next vendor, after a decline or a late accept, at the top). It
// says how the vendor will hear: e-mailed when the server can, otherwise the admin is shown the link.

/** The vendor select's id, which its label and messages point at. */
const VENDOR_FIELD_ID = 'dispatch-vendor';

/** The server's refusals an override reason answers. */
const OVERRIDABLE = new Set(['NTE_OVER_CEILING', 'VENDOR_INSURANCE_EXPIRED']);

/** The suggestion first, then the rest by rank as the server ordered them. */
function orderVendors(vendors: Vendor[], suggestion: NextVendorSuggestion | null): Vendor[] {
  if (!suggestion) return vendors;
  const first = vendors.find((vendor) => vendor.id === suggestion.id);
  return first ? [first, ...vendors.filter((vendor) => vendor !== first)] : vendors;
}

function vendorOptionLabel(
  t: TFunction<'tickets'>,
  vendor: Vendor,
  suggestion: NextVendorSuggestion | null,
): string {
  const parts = [vendor.name];
  if (vendor.rank !== null) parts.push(vendorCallText(t, vendor.rank));
  if (vendor.insuranceExpired) parts.push(t('dispatch.insuranceExpired'));
  if (suggestion?.id === vendor.id) parts.push(t('dispatch.suggested'));
  return parts.join(' · ');
}

/**
 * How the chosen vendor will hear of the dispatch, as the server will do it: e-mailed when mail is
 * set up and the vendor has an address, otherwise the link is shown here for the admin to send.
 * Nothing is said while the server's answer about mail is not in.
 */
function VendorNoticeLine({
  vendor,
  isMailSetUp,
}: {
  vendor: Vendor;
  isMailSetUp: boolean | undefined;
}) {
  const { t } = useTranslation('tickets');
  if (isMailSetUp === undefined) return null;
  if (isMailSetUp && vendor.email) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('dispatch.emailedAt', { vendor: vendor.name, email: vendor.email })}
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {isMailSetUp
        ? t('dispatch.noEmail', { vendor: vendor.name })
        : t('dispatch.mailOff', { vendor: vendor.name })}
    </p>
  );
}

/**
 * After a dispatch nobody e-mailed: the portal link, answered this once (the server keeps only its
 * hash), with a copy button, until the admin is done.
 */
function DispatchSentLink({
  dispatch,
  onDone,
}: {
  dispatch: DispatchWithPortalLink;
  onDone: () => void;
}) {
  const { t } = useTranslation('tickets');
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  // The form's submit button is gone: focus moves to what is to be done next.
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    copyButton.current?.focus();
  }, []);
  function copyLink() {
    navigator.clipboard.writeText(dispatch.portalUrl).then(
      () => {
        setCopy('copied');
      },
      () => {
        setCopy('failed');
      },
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm">
        {t('dispatch.sentNotEmailed', { vendor: dispatch.vendor.name })}
      </p>
      <div className="grid gap-2">
        <Label htmlFor="dispatch-portal-link">{t('dispatch.portalLink')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="dispatch-portal-link"
            readOnly
            value={dispatch.portalUrl}
            className="font-mono"
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
          <Button ref={copyButton} type="button" variant="outline" onClick={copyLink}>
            <CopyIcon aria-hidden="true" />
            {t('dispatch.copyLink')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copy === 'copied'
            ? t('dispatch.copied')
            : copy === 'failed'
              ? t('dispatch.copyFailed')
              : dispatch.portalLinkExpiresAt
                ? t('dispatch.worksUntil', { when: formatDateTime(dispatch.portalLinkExpiresAt) })
                : t('dispatch.makesAnother')}
        </p>
      </div>
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button type="button" onClick={onDone}>
          {t('dispatch.done')}
        </Button>
      </div>
    </div>
  );
}

function AssignVendorForm({
  ticket,
  suggestion,
  onDone,
}: {
  ticket: Ticket;
  suggestion: NextVendorSuggestion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('tickets');
  const vendorsQuery = useVendorsForDispatch(
    { locationId: ticket.locationId, categoryId: ticket.categoryId },
    true,
  );
  const vendors = orderVendors(vendorsQuery.data ?? [], suggestion);
  const firstVendorId = vendors[0]?.id ?? '';
  const createDispatch = useCreateDispatch(ticket.id);
  const isMailSetUp = useIsMailSetUp().data;
  // A dispatch nobody e-mailed: its link is shown until the admin is done.
  const [unmailed, setUnmailed] = useState<DispatchWithPortalLink | null>(null);
  // Until one is chosen, the vendor is the list's first: the schema reads an empty choice so too.
  const schema = assignVendorFormSchema(firstVendorId);
  const { control, handleSubmit } = useForm<
    AssignVendorFormValues,
    unknown,
    AssignVendorFormOutput
  >({
    resolver: zodResolver(schema),
    defaultValues: assignVendorDefaults(ticket.priority),
  });
  const {
    field: { name: vendorName, ref: vendorRef, value: chosenId, onChange, onBlur },
    fieldState: vendorState,
  } = useController({ control, name: 'vendorId' });
  const vendorId = chosenId || firstVendorId;
  const vendor = vendors.find((candidate) => candidate.id === vendorId);
  const vendorError = vendorState.error?.message;
  // The server's refusal of the last attempt: its text, and whether an override reason answers it.
  const [refusal, setRefusal] = useState<{ code: string | undefined; message: string } | null>(
    null,
  );
  const needsOverride =
    vendor?.insuranceExpired === true || (refusal?.code ? OVERRIDABLE.has(refusal.code) : false);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const created = await createDispatch.mutateAsync({
        ...input,
        overrideReason: needsOverride ? input.overrideReason : null,
      });
      // The server's answer says whether the vendor was e-mailed; if not, the link is shown here.
      if (!created.isVendorEmailed) {
        setUnmailed(created);
        return;
      }
      notifySuccess(
        t('dispatch.sent'),
        t('dispatch.sentBody', { ticket: ticketLabel(ticket), vendor: created.vendor.name }),
      );
      onDone();
    } catch (error) {
      setRefusal({
        code: error instanceof ApiError ? error.code : undefined,
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : errorText(error, t('dispatch.couldNotSend')),
      });
    }
  });

  if (unmailed) return <DispatchSentLink dispatch={unmailed} onDone={onDone} />;

  return (
    <AppForm className="grid gap-4" onSubmit={onSubmit}>
      <FormField
        id="dispatch-vendor"
        label={t('dispatch.vendor')}
        error={vendorError}
        className="gap-2"
      >
        {vendorsQuery.isPending ? (
          <p className="text-sm text-muted-foreground">{t('dispatch.loadingVendors')}</p>
        ) : vendors.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('dispatch.noVendor', { location: ticket.location, category: ticket.category })}
          </p>
        ) : null}
        <select
          id="dispatch-vendor"
          name={vendorName}
          ref={vendorRef}
          className={NATIVE_SELECT_CLASS}
          value={vendorId}
          disabled={vendors.length === 0}
          onChange={(event) => {
            onChange(event);
            setRefusal(null);
          }}
          onBlur={onBlur}
          {...fieldAria(VENDOR_FIELD_ID, vendorError)}
        >
          {vendors.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {vendorOptionLabel(t, candidate, suggestion)}
            </option>
          ))}
        </select>
        {vendor?.insuranceExpired ? (
          <p className="text-sm text-amber-700 dark:text-amber-400">
            {vendor.insuranceExpiresOn
              ? t('dispatch.insuranceExpiredOn', { date: vendor.insuranceExpiresOn })
              : t('dispatch.insuranceExpiredOverride')}
          </p>
        ) : null}
        {vendor ? <VendorNoticeLine vendor={vendor} isMailSetUp={isMailSetUp} /> : null}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="nteAmount"
          id="dispatch-nte"
          label={t('dispatch.nte')}
          className="gap-2"
          inputMode="decimal"
          placeholder="500.00"
          onValueChange={() => {
            setRefusal(null);
          }}
        />
        <TextField
          control={control}
          name="dueBy"
          id="dispatch-due-by"
          label={t('dispatch.dueBy')}
          className="gap-2"
          type="datetime-local"
        />
      </div>
      <TextField
        control={control}
        name="instructions"
        id="dispatch-instructions"
        label={t('dispatch.instructions')}
        className="gap-2"
        isMultiline
        rows={3}
        maxLength={DISPATCH_MAX_LENGTHS.instructions}
        placeholder={t('dispatch.instructionsPlaceholder')}
      />
      {needsOverride ? (
        <TextField
          control={control}
          name="overrideReason"
          id="dispatch-override"
          label={t('dispatch.overrideReason')}
          className="gap-2"
          isMultiline
          rows={2}
          maxLength={DISPATCH_MAX_LENGTHS.overrideReason}
        />
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('dispatch.cancel')}
        </Button>
        <Button type="submit" disabled={createDispatch.isPending || vendors.length === 0}>
          {createDispatch.isPending ? t('dispatch.sending') : t('dispatch.send')}
        </Button>
      </div>
    </AppForm>
  );
}

interface AssignVendorDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a decline or a late accept: the vendor to put first. */
  suggestion: NextVendorSuggestion | null;
}

export function AssignVendorDialog({
  ticket,
  open,
  onOpenChange,
  suggestion,
}: AssignVendorDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dispatch.title')}
      description={t('dispatch.description', {
        ticket: ticketLabel(ticket),
        title: ticket.title,
        location: ticket.location,
      })}
    >
      {(close) => <AssignVendorForm ticket={ticket} suggestion={suggestion} onDone={close} />}
    </FormDialog>
  );
}
