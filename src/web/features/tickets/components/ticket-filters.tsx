import { SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import type { TicketCounts } from '#contract/schemas/ticket-queue.ts';
import { TICKET_PRIORITIES, TICKET_SORTS, TICKET_STATUSES } from '#contract/schemas/ticket.ts';
import type { TicketSort, TicketStatus } from '#contract/schemas/ticket.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDebouncedSearch } from '#web/components/use-debounced-search.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { formatNumber } from '#web/lib/locale-format.ts';
import { useIsMobile } from '#web/lib/use-is-mobile.ts';
import { cn } from '#web/lib/utils.ts';

import { useCategoryOptions } from '../api/get-categories.ts';
import { useLocationOptions } from '../api/get-locations.ts';
import { useTechnicians } from '../api/get-technicians.ts';
import { hasNarrowingFilters, UNASSIGNED } from '../lib/board-filters.ts';
import type { BoardFilters } from '../lib/board-filters.ts';

/** Issue 39: the grid's SLA filter. */
const SLA_FILTERS = ['overdue', 'at-risk', 'on-track', 'met', 'missed'] as const;

const ALL = 'all';
const SEARCH_DELAY_MS = 300;

/** The board's filters with nothing chosen: what 'Clear filters' goes back to (sort kept). */
export function clearedFilters(filters: BoardFilters): BoardFilters {
  return { statuses: [], includeCompleted: false, sort: filters.sort };
}

interface TicketFiltersProps {
  value: BoardFilters;
  onChange: (value: BoardFilters) => void;
  /** Counts per status for the other filters; undefined while loading or unavailable. */
  counts: TicketCounts | undefined;
  /** Admins filter by assignee (others only see their own or their store's tickets). */
  canFilterByAssignee: boolean;
}

/** Keys of BoardFilters the selects set: an 'all' choice removes the key. */
type SelectKey = 'priority' | 'location' | 'category' | 'assignedTo' | 'sla';

function withChoice(filters: BoardFilters, key: SelectKey, choice: string): BoardFilters {
  const { [key]: _previous, ...rest } = filters;
  return choice === ALL ? rest : { ...rest, [key]: choice };
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (choice: string) => void;
}

function FilterSelect({ id, label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value ?? ALL} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={label} className="max-md:h-11">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={[{ value: ALL, label: allLabel }, ...options]} />
      </Select>
    </div>
  );
}

function FilterSelects({
  value,
  onChange,
  canFilterByAssignee,
}: Omit<TicketFiltersProps, 'counts'>) {
  const { t } = useTranslation('tickets');
  const locations = useLocationOptions();
  const categories = useCategoryOptions();
  const technicians = useTechnicians(canFilterByAssignee);
  const choose = (key: SelectKey) => (choice: string) => {
    onChange(withChoice(value, key, choice));
  };
  return (
    <>
      <FilterSelect
        id="ticket-priority-filter"
        label={t('filters.priority')}
        value={value.priority}
        allLabel={t('filters.allPriorities')}
        options={TICKET_PRIORITIES.map((priority) => ({
          value: priority,
          label: t(`priority.${priority}`, { ns: 'common' }),
        }))}
        onChange={choose('priority')}
      />
      <FilterSelect
        id="ticket-location-filter"
        label={t('filters.store')}
        value={value.location}
        allLabel={t('filters.allStores')}
        options={(locations.data ?? []).map((location) => ({
          value: location.id,
          label: location.name,
        }))}
        onChange={choose('location')}
      />
      <FilterSelect
        id="ticket-category-filter"
        label={t('filters.category')}
        value={value.category}
        allLabel={t('filters.allCategories')}
        options={(categories.data ?? []).map((category) => ({
          value: category.id,
          label: category.name,
        }))}
        onChange={choose('category')}
      />
      {canFilterByAssignee ? (
        <FilterSelect
          id="ticket-assignee-filter"
          label={t('filters.assignedTo')}
          value={value.assignedTo}
          allLabel={t('filters.anyone')}
          options={[
            { value: UNASSIGNED, label: t('filters.unassigned') },
            ...(technicians.data ?? []).map((technician) => ({
              value: technician.id,
              label: technician.name,
            })),
          ]}
          onChange={choose('assignedTo')}
        />
      ) : null}
      <FilterSelect
        id="ticket-sla-filter"
        label={t('filters.serviceLevel')}
        value={value.sla}
        allLabel={t('filters.anyServiceLevel')}
        options={SLA_FILTERS.map((sla) => ({ value: sla, label: t(`filters.sla.${sla}`) }))}
        onChange={choose('sla')}
      />
    </>
  );
}

function StatusChips({ value, onChange, counts }: Omit<TicketFiltersProps, 'canFilterByAssignee'>) {
  const { t } = useTranslation('tickets');
  const toggle = (status: TicketStatus) => {
    const statuses = value.statuses.includes(status)
      ? value.statuses.filter((chosen) => chosen !== status)
      : TICKET_STATUSES.filter((chosen) => chosen === status || value.statuses.includes(chosen));
    onChange({ ...value, statuses });
  };
  // On a phone the chips scroll sideways in one row instead of stacking four rows high.
  return (
    <div
      role="group"
      aria-label={t('filters.status')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible"
    >
      {TICKET_STATUSES.map((status) => {
        const isChosen = value.statuses.includes(status);
        const count = counts?.byStatus[status];
        return (
          <Button
            key={status}
            variant={isChosen ? 'default' : 'outline'}
            size="sm"
            aria-pressed={isChosen}
            className="relative shrink-0 rounded-full max-md:h-11"
            onClick={() => {
              toggle(status);
            }}
          >
            {t(`status.${status}`, { ns: 'common' })}
            {count === undefined ? null : (
              <ChipCount
                number={`${formatNumber(count)}${counts?.capped.includes(status) ? '+' : ''}`}
                count={count}
                isChosen={isChosen}
              />
            )}
          </Button>
        );
      })}
    </div>
  );
}

/** A status chip's count: '12' on the chip, '(12 tickets)' to a screen reader. */
function ChipCount({
  number,
  count,
  isChosen,
}: {
  number: string;
  count: number;
  isChosen: boolean;
}) {
  const { t } = useTranslation('tickets');
  return (
    <span
      className={cn(
        'rounded-full px-1.5 text-xs tabular-nums',
        isChosen ? 'bg-primary-foreground/20' : 'bg-muted',
      )}
    >
      <Trans
        t={t}
        i18nKey="filters.chipCount"
        count={count}
        values={{ number }}
        components={{ hidden: <span className="sr-only" /> }}
      />
    </span>
  );
}

/** Search, sort, status chips with counts, and the narrowing selects of the ticket board. */
export function TicketFilters({
  value,
  onChange,
  counts,
  canFilterByAssignee,
}: TicketFiltersProps) {
  const { t } = useTranslation('tickets');
  const isMobile = useIsMobile();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [search, setSearch] = useDebouncedSearch(value, onChange, SEARCH_DELAY_MS);

  const selectsChosen = [value.priority, value.location, value.category, value.assignedTo].filter(
    (choice) => choice !== undefined,
  ).length;
  const selects = (
    <FilterSelects value={value} onChange={onChange} canFilterByAssignee={canFilterByAssignee} />
  );

  return (
    <div className="mb-4 grid gap-3" role="search" aria-label={t('filters.filterTickets')}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor="ticket-search" className="sr-only">
            {t('filters.searchTickets')}
          </Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="ticket-search"
              type="search"
              placeholder={t('filters.searchPlaceholder')}
              className="pl-9 max-md:h-11"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
              }}
            />
          </div>
        </div>
        <div className="grid w-40 gap-1.5 max-md:flex-1">
          <Label htmlFor="ticket-sort" className="sr-only">
            {t('filters.sortBy')}
          </Label>
          <Select
            value={value.sort}
            onValueChange={(next) => {
              onChange({ ...value, sort: next as TicketSort });
            }}
          >
            <SelectTrigger
              id="ticket-sort"
              aria-label={t('filters.sortBy')}
              className="max-md:h-11"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectOptions
              options={TICKET_SORTS.map((sort: TicketSort) => ({
                value: sort,
                label: t(`filters.sort.${sort}`),
              }))}
            />
          </Select>
        </div>
        {isMobile ? (
          <Button
            variant="outline"
            className="h-11"
            aria-haspopup="dialog"
            onClick={() => {
              setIsSheetOpen(true);
            }}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            {t('filters.filters')}
            {selectsChosen > 0 ? <span className="tabular-nums">({selectsChosen})</span> : null}
          </Button>
        ) : null}
      </div>
      {isMobile ? (
        <Sheet open={isSheetOpen} onOpenChange={setIsSheetOpen}>
          <SheetContent side="right" className="w-80 max-w-[90vw] overflow-y-auto p-4">
            <SheetTitle>{t('filters.filters')}</SheetTitle>
            <SheetDescription>{t('filters.narrow')}</SheetDescription>
            <div className="grid gap-4">{selects}</div>
            <Button
              className="h-11"
              onClick={() => {
                setIsSheetOpen(false);
              }}
            >
              {t('filters.showTickets')}
            </Button>
          </SheetContent>
        </Sheet>
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{selects}</div>
      )}
      <StatusChips value={value} onChange={onChange} counts={counts} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        {value.statuses.length === 0 ? (
          // With no status chosen the board shows the active tickets; completed ones are one switch away.
          <div className="flex min-h-11 items-center gap-2 md:min-h-0">
            <Switch
              id="ticket-include-completed"
              checked={value.includeCompleted}
              onCheckedChange={(checked) => {
                onChange({ ...value, includeCompleted: checked });
              }}
            />
            <Label htmlFor="ticket-include-completed" className="text-sm font-normal">
              {t('filters.includeCompleted')}
            </Label>
          </div>
        ) : null}
        {hasNarrowingFilters(value) ? (
          <Button
            variant="link"
            className="h-auto px-0 max-md:min-h-11"
            onClick={() => {
              onChange(clearedFilters(value));
            }}
          >
            {t('filters.clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
