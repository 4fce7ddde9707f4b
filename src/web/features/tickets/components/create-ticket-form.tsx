import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { priorityFromRiskAnswers, RiskAnswersSchema } from '#contract/schemas/risk-answers.ts';
import { CreateTicketFormSchema, TICKET_PRIORITIES } from '#contract/schemas/ticket.ts';
import type { CreateTicketFormValues, Ticket, TicketPriority } from '#contract/schemas/ticket.ts';
import { buildScheduleRange, localDay } from '#contract/utils/schedule.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import type { SelectOption } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { notifyError } from '#web/lib/notify.ts';
import { PhotoPicker } from '#web/components/photo-picker.tsx';

import { useCreateTicket } from '../api/create-ticket.ts';
import { useCategoryOptions } from '../api/get-categories.ts';
import { useEquipmentUnit } from '../api/get-equipment-options.ts';
import { useLocationOptions } from '../api/get-locations.ts';
import { useUploadTicketPhotos } from '../api/upload-ticket-photos.ts';

import { defaultScheduleValues, scheduleProblem } from '../lib/schedule-form.ts';
import {
  clearTicketDraft,
  hasTicketInput,
  missingRequiredFields,
  readTicketDraft,
  saveTicketDraft,
} from '../lib/ticket-draft-storage.ts';
import { DraftRestoredNotice } from './draft-restored-notice.tsx';
import { EquipmentPicker } from './equipment-picker.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { RiskQuestions } from './risk-questions.tsx';
import type { PartialRiskAnswers } from './risk-questions.tsx';
import { notifyTicketCreated } from './ticket-created-toast.tsx';
import { UnsavedTicketGuard } from './unsaved-ticket-guard.tsx';
import { WarrantyNotice } from './warranty-notice.tsx';

// The title input has no maxLength: typing or pasting past it shows why it is refused (decisions 023-028).
const TITLE_MAX_LENGTH = maxLengthOf(CreateTicketFormSchema.shape.title) ?? Infinity;
const FORM_ID = 'create-ticket-form';
const MISSING_ID = 'create-ticket-missing';

/** Locations and categories are chosen, and sent, by name (product rules §7). */
function namedOptions(items: readonly { name: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: item.name, label: item.name }));
}

export interface TicketDraft {
  title: string;
  description: string;
  location: string;
  /** The picked unit (decision 033), so the analysis suggests its category. */
  equipmentId: string | null;
}

interface TicketSuggestion {
  category: string;
  priority: TicketPriority;
}

/** Issue 38: what the analysis said of the draft, so the form can ask the risk questions. */
interface DraftAnalysis {
  title: string;
  description: string;
  suggestedPriority: TicketPriority;
  needsRiskQuestions: boolean;
}

interface CreateTicketFormProps {
  /** YYYY-MM-DD: the schedule's date, e.g. from the calendar (product rules §2). */
  initialDate?: string;
  /** A location to preselect, such as a manager's store. */
  defaultLocation?: string;
  /** Decision 033: a unit to start from (`/create-ticket?equipmentId=`): its store, category and itself. */
  initialEquipmentId?: string;
  /** The signed-in user's id: the draft is kept on this device under it (decision 027). */
  draftOwnerId: string;
  onCreated: (ticket: Ticket) => void;
  onCancel: () => void;
  /** The AI analysis panel beside the form (under it on phones); it may apply its suggestions. */
  renderAside?: (
    draft: TicketDraft,
    applySuggestions: (suggestion: TicketSuggestion) => void,
    reportAnalysis: (analysis: DraftAnalysis) => void,
  ) => ReactNode;
  /**
   * Issue 38: analyses a draft nobody analysed (or that changed since), so Submit can ask the risk
   * questions whenever the report needs them, not only after 'Analyze'.
   */
  analyzeDraft?: (draft: TicketDraft) => Promise<DraftAnalysis>;
}

/** Product rules §2 Create Maintenance Ticket form, with the rules of product rules §4–§5. */
export function CreateTicketForm({
  initialDate,
  defaultLocation,
  initialEquipmentId,
  draftOwnerId,
  onCreated,
  onCancel,
  renderAside,
  analyzeDraft,
}: CreateTicketFormProps) {
  const { t } = useTranslation('tickets');
  const [today] = useState(() => localDay(new Date()));
  const locations = useLocationOptions();
  const categories = useCategoryOptions();
  const createTicket = useCreateTicket();
  const uploadPhotos = useUploadTicketPhotos();
  const [photos, setPhotos] = useState<File[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isCheckingRisk, setIsCheckingRisk] = useState(false);
  const [equipment, setEquipment] = useState<Equipment | null>(null);
  const [analysis, setAnalysis] = useState<DraftAnalysis | null>(null);
  const [isAskingRisk, setIsAskingRisk] = useState(false);
  const [riskAnswers, setRiskAnswers] = useState<PartialRiskAnswers>({});
  const navigate = useNavigate();

  // The form's starting values, and the draft kept on this device over them (decision 027). A
  // calendar day in the address wins over the draft's, as the person just chose it.
  const [blank] = useState<CreateTicketFormValues>(() => ({
    location: defaultLocation ?? '',
    category: '',
    title: '',
    description: '',
    priority: 'medium',
    equipmentDown: false,
    ...defaultScheduleValues(initialDate && initialDate >= today ? initialDate : ''),
  }));
  const [restored] = useState(() => {
    const draft = readTicketDraft(draftOwnerId);
    return draft && hasTicketInput(draft, blank) ? draft : undefined;
  });
  const [isDraftNoticeShown, setIsDraftNoticeShown] = useState(restored !== undefined);

  const form = useForm<CreateTicketFormValues>({
    resolver: zodResolver(CreateTicketFormSchema),
    defaultValues: {
      ...blank,
      ...restored,
      ...(initialDate && initialDate >= today ? { date: initialDate } : {}),
    },
  });
  const { control, setValue, handleSubmit } = form;
  const values = useWatch({ control });

  // Decision 033: a unit from the address fills its store and category, once. One that cannot be
  // read (unknown, another store's, retired) leaves the form as it was, with a quiet notice.
  const prefill = useEquipmentUnit(initialEquipmentId);
  const isPrefilledRef = useRef(false);
  const prefilled = prefill.data;
  useEffect(() => {
    if (!prefilled || prefilled.status === 'retired' || isPrefilledRef.current) return;
    isPrefilledRef.current = true;
    setValue('location', prefilled.location, { shouldDirty: true });
    setValue('category', prefilled.category, { shouldDirty: true });
    setEquipment(prefilled);
  }, [prefilled, setValue]);
  const isPrefillMissed = prefill.isError || prefilled?.status === 'retired';

  // The picker lists the chosen store's units of the chosen category; a unit that no longer fits
  // them (either was changed) is let go, as the server would refuse it.
  const locationId = locations.data?.find((item) => item.name === values.location)?.id;
  const categoryId = categories.data?.find((item) => item.name === values.category)?.id;
  const equipmentScope = locationId && categoryId ? { locationId, categoryId } : null;
  // Let go while rendering (React's 'adjust state on a change'), so no render shows a stale unit.
  if (
    equipment &&
    (equipment.location !== values.location || equipment.category !== values.category)
  ) {
    setEquipment(null);
  }

  // Kept on every change; forgotten once the ticket is sent (the ref stops a late save).
  const isSentRef = useRef(false);
  const hasUnsavedInput = useRef(false);
  const hasInput = hasTicketInput(values, blank) || photos.length > 0;
  useEffect(() => {
    if (!isSentRef.current) hasUnsavedInput.current = hasInput;
  }, [hasInput]);
  useEffect(() => {
    if (isSentRef.current) return;
    if (hasTicketInput(values, blank)) saveTicketDraft(draftOwnerId, { ...blank, ...values });
    else clearTicketDraft(draftOwnerId);
  }, [values, blank, draftOwnerId]);

  function discardDraft() {
    clearTicketDraft(draftOwnerId);
    form.reset(blank);
    setPhotos([]);
    setEquipment(null);
    setIsDraftNoticeShown(false);
  }

  // A title past the limit is refused under the field as it is typed, not only on submit.
  const titleLength = values.title?.length ?? 0;
  const { trigger } = form;
  const titleError = form.formState.errors.title;
  useEffect(() => {
    if (titleLength > TITLE_MAX_LENGTH || titleError) void trigger('title');
  }, [titleLength, titleError, trigger]);
  const schedule = {
    date: values.date ?? '',
    startTime: values.startTime ?? '',
    endTime: values.endTime ?? '',
    allDay: values.allDay ?? false,
  };
  const missing = missingRequiredFields(values);
  const isMissingRequired = missing.length > 0;
  const problem = scheduleProblem(schedule, today);
  const isBusy = isSubmitting || isCheckingRisk;

  function applySuggestions(suggestion: TicketSuggestion) {
    const category = categories.data?.find(
      (option) => option.name.toLowerCase() === suggestion.category.toLowerCase(),
    );
    if (category) setValue('category', category.name, { shouldDirty: true });
    setValue('priority', suggestion.priority, { shouldDirty: true });
  }

  // Issue 38: an analysis of this very text that was unsure how urgent it is asks the three risk
  // questions before the ticket is sent; the complete answers go with it.
  const isAnalysisCurrent =
    analysis !== null &&
    analysis.title === (values.title ?? '').trim() &&
    analysis.description === (values.description ?? '').trim();
  const mustAskRisk = isAnalysisCurrent && analysis.needsRiskQuestions;
  const completeAnswers = RiskAnswersSchema.safeParse(riskAnswers);
  const riskOutcome =
    mustAskRisk && completeAnswers.success
      ? priorityFromRiskAnswers(completeAnswers.data, analysis.suggestedPriority)
      : null;

  function answerRisk(next: PartialRiskAnswers) {
    setRiskAnswers(next);
    const complete = RiskAnswersSchema.safeParse(next);
    if (complete.success && analysis) {
      const outcome = priorityFromRiskAnswers(complete.data, analysis.suggestedPriority);
      setValue('priority', outcome.priority, { shouldDirty: true });
    }
  }

  /** The draft as the analysis reads it (the panel's draft, trimmed). */
  function draftOf(submitted: CreateTicketFormValues): TicketDraft {
    return {
      title: submitted.title.trim(),
      description: submitted.description.trim(),
      location: submitted.location.trim(),
      equipmentId: equipment?.id ?? null,
    };
  }

  /**
   * Issue 38: whether Submit must stop for the risk questions. A draft with no analysis of its
   * current text is analysed first; the analysis is advice, so one that fails never stops a ticket.
   */
  async function needsAnswersFirst(submitted: CreateTicketFormValues): Promise<boolean> {
    if (isAnalysisCurrent || !analyzeDraft) return mustAskRisk && !completeAnswers.success;
    setIsCheckingRisk(true);
    try {
      const fresh = await analyzeDraft(draftOf(submitted));
      setAnalysis(fresh);
      // Answers given for an earlier text are not answers for this one.
      if (fresh.needsRiskQuestions) setRiskAnswers({});
      return fresh.needsRiskQuestions;
    } catch {
      return false;
    } finally {
      setIsCheckingRisk(false);
    }
  }

  async function submit(submitted: CreateTicketFormValues) {
    if (await needsAnswersFirst(submitted)) {
      setIsAskingRisk(true);
      return;
    }
    setIsSubmitting(true);
    try {
      const ticket = await createTicket.mutateAsync({
        title: submitted.title,
        description: submitted.description,
        location: submitted.location,
        category: submitted.category,
        priority: submitted.priority,
        equipmentDown: submitted.equipmentDown,
        ...(equipment ? { equipmentId: equipment.id } : {}),
        ...(mustAskRisk && completeAnswers.success ? { riskAnswers: completeAnswers.data } : {}),
        ...buildScheduleRange(submitted),
      });
      // The ticket exists: its draft is done with, and leaving no longer asks.
      isSentRef.current = true;
      hasUnsavedInput.current = false;
      clearTicketDraft(draftOwnerId);
      // Photos are uploaded once the ticket exists (decision 006).
      if (photos.length > 0) {
        try {
          await uploadPhotos.mutateAsync({ ticketId: ticket.id, files: photos });
        } catch (error) {
          notifyError(
            t('toasts.error'),
            t('form.photosNotSaved', { reason: errorText(error, t('form.uploadFailed')) }),
          );
          onCreated(ticket);
          return;
        }
      }
      notifyTicketCreated(ticket, (path) => {
        void navigate(path);
      });
      onCreated(ticket);
    } catch (error) {
      notifyError(t('toasts.error'), errorText(error, t('form.createFailed')));
    } finally {
      setIsSubmitting(false);
    }
  }

  const isRiskPending = mustAskRisk && isAskingRisk && !completeAnswers.success;
  const submitLabel = isCheckingRisk
    ? t('form.checking')
    : isSubmitting
      ? t('form.submitting')
      : isMissingRequired
        ? t('form.fillRequired')
        : isRiskPending
          ? t('form.answerQuestions')
          : t('form.submit');
  const aside = renderAside?.(
    {
      title: values.title ?? '',
      description: values.description ?? '',
      location: values.location ?? '',
      equipmentId: equipment?.id ?? null,
    },
    applySuggestions,
    setAnalysis,
  );

  return (
    <form
      noValidate
      id={FORM_ID}
      aria-label={t('form.pageTitle')}
      // One form holds the fields, the AI panel and the buttons, so on a phone the panel sits
      // between the fields and Submit (decisions 023-028); on wide screens it moves beside the fields.
      className={
        aside
          ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]'
          : 'grid max-w-3xl gap-6'
      }
      onSubmit={(event) => {
        void handleSubmit(submit)(event);
      }}
    >
      <UnsavedTicketGuard hasUnsavedInput={hasUnsavedInput} onDiscard={discardDraft} />
      <Card className="lg:col-start-1">
        <CardHeader>
          <CardTitle>{t('form.cardTitle')}</CardTitle>
          <CardDescription>{t('form.requiredNote')}</CardDescription>
        </CardHeader>
        {isDraftNoticeShown ? (
          <div className="px-6">
            <DraftRestoredNotice
              onDiscard={discardDraft}
              onDismiss={() => {
                setIsDraftNoticeShown(false);
              }}
            />
          </div>
        ) : null}
        {isPrefillMissed ? (
          <p role="status" className="px-6 text-sm text-muted-foreground">
            {t('form.prefillMissed')}
          </p>
        ) : null}
        <CardContent className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              control={control}
              name="location"
              id="ticket-location"
              label={t('form.location')}
              isRequired
              isDisabled={isBusy}
              placeholder={locations.isError ? t('form.locationsFailed') : t('form.selectLocation')}
              options={namedOptions(locations.data)}
            />
            <SelectField
              control={control}
              name="category"
              id="ticket-category"
              label={t('form.category')}
              isRequired
              isDisabled={isBusy}
              placeholder={
                categories.isError ? t('form.categoriesFailed') : t('form.selectCategory')
              }
              options={namedOptions(categories.data)}
            />
          </div>
          <EquipmentPicker
            id="ticket-equipment"
            scope={equipmentScope}
            value={equipment}
            onChange={setEquipment}
            disabled={isBusy}
          />
          <WarrantyNotice unit={equipment} />
          <TextField
            control={control}
            name="title"
            id="ticket-title"
            label={t('form.title')}
            placeholder={t('form.titlePlaceholder')}
            autoComplete="off"
            aria-required="true"
            disabled={isBusy}
          />
          <TextField
            control={control}
            name="description"
            id="ticket-description"
            label={t('form.description')}
            isMultiline
            rows={4}
            placeholder={t('form.descriptionPlaceholder')}
            aria-required="true"
            maxLength={maxLengthOf(CreateTicketFormSchema.shape.description)}
            disabled={isBusy}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              control={control}
              name="priority"
              id="ticket-priority"
              label={t('form.priority')}
              isDisabled={isBusy}
              options={TICKET_PRIORITIES.map((priority) => ({
                value: priority,
                label: t(`priority.${priority}`, { ns: 'common' }),
              }))}
            />
            <div className="flex items-center gap-2 sm:pt-7">
              <Controller
                control={control}
                name="equipmentDown"
                render={({ field }) => (
                  <Checkbox
                    id="ticket-equipment-down"
                    checked={field.value}
                    disabled={isBusy}
                    onCheckedChange={(checked) => {
                      field.onChange(checked === true);
                    }}
                  />
                )}
              />
              <Label htmlFor="ticket-equipment-down">{t('form.equipmentDown')}</Label>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ticket-photos">{t('form.photos')}</Label>
            <PhotoPicker id="ticket-photos" files={photos} onChange={setPhotos} disabled={isBusy} />
          </div>
          <fieldset className="grid gap-3 rounded-md border p-4">
            <legend className="px-1 text-sm font-medium">{t('form.scheduleOptional')}</legend>
            <ScheduleFields
              idPrefix="ticket-schedule"
              value={schedule}
              today={today}
              disabled={isBusy}
              onChange={(next) => {
                setValue('date', next.date);
                setValue('startTime', next.startTime);
                setValue('endTime', next.endTime);
                setValue('allDay', next.allDay);
              }}
            />
          </fieldset>
        </CardContent>
      </Card>
      {aside ? (
        <aside
          aria-label={t('form.aiAnalysis')}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {aside}
        </aside>
      ) : null}
      {mustAskRisk && isAskingRisk ? (
        <div className="lg:col-start-1">
          <RiskQuestions
            answers={riskAnswers}
            onAnswer={answerRisk}
            disabled={isBusy}
            outcome={
              riskOutcome
                ? {
                    label: t(`priority.${riskOutcome.priority}`, { ns: 'common' }),
                    reason: riskOutcome.reason,
                  }
                : null
            }
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end lg:col-start-1">
        <Button
          type="submit"
          className="w-full sm:order-2 sm:w-auto"
          disabled={isBusy || isMissingRequired || problem !== undefined || isRiskPending}
          {...(isMissingRequired && !isBusy ? { 'aria-describedby': MISSING_ID } : {})}
        >
          {submitLabel}
        </Button>
        {isMissingRequired && !isBusy ? (
          <p
            id={MISSING_ID}
            className="text-center text-sm text-muted-foreground sm:order-3 sm:basis-full sm:text-right"
          >
            {t('form.missing', {
              fields: missing.map((field) => t(`form.missingField.${field}`)).join(', '),
            })}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:order-1 sm:w-auto"
          disabled={isBusy}
          onClick={onCancel}
        >
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
