import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DaySchema, ClockTimeSchema } from '#contract/schemas/common.ts';
import { errorText } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/date-format.ts';

import { useDraftPreview } from '../api/get-draft-preview.ts';
import type { DraftRecurrence } from '../api/get-draft-preview.ts';
import { recurrenceOf, rruleOf } from '../lib/plan-form-values.ts';
import type { PlanFormOutput, PlanFormValues } from '../lib/plan-form-values.ts';
import { describeRecurrence } from '../lib/rrule-builder.ts';

/** How long the recurrence must stay still before the preview asks the server. */
const PREVIEW_DEBOUNCE_MS = 400;

function draftOf(values: PlanFormValues): DraftRecurrence | null {
  const rrule = rruleOf(values);
  const leadDays = Number(values.leadDays.trim() || '0');
  if (
    rrule === null ||
    !DaySchema.safeParse(values.startDate).success ||
    !ClockTimeSchema.safeParse(values.dueTime).success
  ) {
    return null;
  }
  return {
    rrule,
    startDate: values.startDate,
    dueTime: values.dueTime,
    leadDays: Number.isInteger(leadDays) && leadDays >= 0 ? leadDays : 0,
  };
}

/** The text once it has stayed the same for `ms`. */
function useDebounced(text: string, ms: number): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(text);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [text, ms]);
  return debounced;
}

/**
 * The next 12 due dates of the recurrence as it is edited, from the server (POST
 * /api/pm-plans/preview), with its words for the rule; a refused rule shows the server's message.
 */
export function PlanPreview({
  control,
}: {
  control: Control<PlanFormValues, unknown, PlanFormOutput>;
}) {
  const { t } = useTranslation('maintenance-plans');
  const values = useWatch({ control }) as PlanFormValues;
  // Debounced as text, so a re-render with the same fields is no change.
  const draft = JSON.parse(
    useDebounced(JSON.stringify(draftOf(values)), PREVIEW_DEBOUNCE_MS),
  ) as DraftRecurrence | null;
  const preview = useDraftPreview(draft);
  const recurrence = values.customRule === null ? recurrenceOf(values) : null;
  // The server's words once it answers (in the reader's language); the builder's until then.
  const words =
    preview.data?.recurrenceText ?? (recurrence ? describeRecurrence(recurrence, t) : '');
  return (
    <section
      aria-labelledby="pm-preview-title"
      className="grid content-start gap-2 rounded-md border p-4"
    >
      <h2 id="pm-preview-title" className="text-sm font-semibold">
        {t('preview.title')}
      </h2>
      {words && !preview.isError ? (
        <p className="text-sm" data-testid="recurrence-text">
          {words}
        </p>
      ) : null}
      {draft === null ? (
        <p className="text-sm text-muted-foreground">{t('preview.choose')}</p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(preview.error, t('preview.failed'))}
        </p>
      ) : preview.data ? (
        <ol className="grid gap-1 text-sm" aria-label={t('preview.title')}>
          {preview.data.dueDates.map((dueAt) => (
            <li key={dueAt} className="tabular-nums">
              {formatDateTime(dueAt)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('preview.loading')}</p>
      )}
    </section>
  );
}
