import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { formatLanguage, localeDateForm } from '#web/lib/locale-format.ts';
import { cn } from '#web/lib/utils.ts';

import { problemText } from '../lib/shown-formats.ts';

import { ReportLoadError, ReportLoading } from './report-states.tsx';

// The pieces the report tabs (time, preventive maintenance, spend) are built of: the period in
// the header, the date inputs, the filter card, the loading / failed / empty states and the
// printable sections.

export const REPORT_SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30 [&>option]:bg-popover [&>option]:text-popover-foreground';

/** YYYY-MM-DD as MM/DD/YYYY (Intl's numeric day in another language, decision 044). */
export function formatDay(day: string): string {
  if (formatLanguage() !== 'en' && /^\d{4}-\d{2}-\d{2}$/.test(day)) {
    return localeDateForm(new Date(`${day}T12:00:00Z`), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  const [year, month, date] = day.split('-');
  return `${month ?? ''}/${date ?? ''}/${year ?? ''}`;
}

/** The header's line: '<what> from <first day> to <last day>'. */
export function ReportPeriod({ what, from, to }: { what: string; from: string; to: string }) {
  const { t } = useTranslation('reports');
  return (
    <Trans
      t={t}
      i18nKey="period"
      values={{ what, from: formatDay(from), to: formatDay(to) }}
      components={{ day: <span className="font-medium text-foreground" /> }}
    />
  );
}

interface DateRangeInputsProps {
  from: { id: string; label: string; value: string };
  to: { id: string; label: string; value: string };
  onChange: (range: { from: string; to: string }) => void;
  problem: string | null;
  /** The problem's element, when it has an id the inputs point to. */
  problemId?: string;
}

/** The first and last day of a report, each bounded by the other. */
export function DateRangeInputs({ from, to, onChange, problem, problemId }: DateRangeInputsProps) {
  const describedBy = problem && problemId ? problemId : undefined;
  const aria = { 'aria-invalid': problem !== null, 'aria-describedby': describedBy };
  return (
    <>
      <DayInput
        day={from}
        bounds={{ max: to.value || undefined }}
        aria={aria}
        onChange={(day) => {
          onChange({ from: day, to: to.value });
        }}
      />
      <DayInput
        day={to}
        bounds={{ min: from.value || undefined }}
        aria={aria}
        onChange={(day) => {
          onChange({ from: from.value, to: day });
        }}
      />
    </>
  );
}

/** One labelled date input of a range; `bounds` keeps it on its side of the other day. */
function DayInput({
  day,
  bounds,
  aria,
  onChange,
}: {
  day: { id: string; label: string; value: string };
  bounds: { min?: string | undefined; max?: string | undefined };
  aria: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  onChange: (day: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={day.id}>{day.label}</Label>
      <Input
        id={day.id}
        type="date"
        value={day.value}
        {...bounds}
        {...aria}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** The store filter of an admin's report: 'All stores' (null) or one store. */
export function ReportStoreSelect({
  id,
  value,
  stores,
  onChange,
}: {
  id: string;
  value: string | null;
  stores: readonly { id: string; name: string }[] | undefined;
  onChange: (locationId: string | null) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('filters.store')}</Label>
      <select
        id={id}
        className={REPORT_SELECT_CLASS}
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.target.value || null);
        }}
      >
        <option value="">{t('filters.allStores')}</option>
        {(stores ?? []).map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The report's filters (not printed), three to a row, with what is wrong with them below. */
export function ReportFilterCard({
  legend,
  problem,
  children,
}: {
  legend: string;
  problem: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <Card className="print-hidden gap-4 py-4">
      <CardContent className="px-4">
        <fieldset className="grid gap-4">
          <legend className="sr-only">{legend}</legend>
          <div className="grid gap-4 sm:grid-cols-3">{children}</div>
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problemText(problem, t)}
            </p>
          ) : null}
        </fieldset>
      </CardContent>
    </Card>
  );
}

interface ReportQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface ReportBodyProps<T> {
  query: ReportQuery<T>;
  /** Nothing is asked while the filters are wrong. */
  isHidden: boolean;
  loading: { label: string; cards: 3 | 4 };
  errorTitle: string;
  /** What an empty report says; without it an empty report is shown as it is. */
  empty?: { text: string; isEmpty: (data: T) => boolean };
  /** Print only: what the paper is and for which days. */
  print: { title: string; period: string; extra?: ReactNode };
  children: (data: T) => ReactNode;
}

/** A report's loading, failed and empty states, or the report with its printed heading. */
export function ReportBody<T>({
  query,
  isHidden,
  loading,
  errorTitle,
  empty,
  print,
  children,
}: ReportBodyProps<T>) {
  if (isHidden) return null;
  if (query.isPending) return <ReportLoading label={loading.label} cards={loading.cards} />;
  if (query.isError) {
    return <ReportLoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (data === undefined || empty?.isEmpty(data) === true) {
    return (
      <Card>
        <CardContent className="py-8 text-center text-muted-foreground">{empty?.text}</CardContent>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={query.isFetching}>
      <div className="hidden print:block">
        <h1 className="text-xl font-bold">{print.title}</h1>
        <p>{print.period}</p>
        {print.extra}
      </div>
      {children(data)}
    </div>
  );
}

/** A titled part of a report, printed without its card's frame. */
export function ReportSection({
  title,
  isUnbroken = false,
  contentClassName = 'px-2 sm:px-6 print:px-0',
  children,
}: {
  title: string;
  /** Kept on one printed page (a chart). */
  isUnbroken?: boolean;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card
      className={cn(
        isUnbroken && 'break-inside-avoid',
        'gap-4 print:border-0 print:py-0 print:shadow-none',
      )}
    >
      <CardHeader className="print:px-0">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
