import { SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { EquipmentList, EquipmentStatus } from '#contract/schemas/equipment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDebouncedSearch } from '#web/components/use-debounced-search.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { SelectOptions } from '#web/components/form/select-options.tsx';
import { Switch } from '#web/components/ui/switch.tsx';

import { useCategoryOptions, useStoreOptions } from '../api/get-store-options.ts';
import type { EquipmentFilters as Filters } from '../lib/list-filters.ts';

/** How long typing pauses before the list follows the search box. */
const EQUIPMENT_SEARCH_DELAY_MS = 300;
const ANY = 'any';

type Counts = EquipmentList['counts'];

const STATUS_TABS: { status: EquipmentStatus | undefined; count: keyof Counts }[] = [
  { status: undefined, count: 'total' },
  { status: 'in-service', count: 'inService' },
  { status: 'down', count: 'down' },
  { status: 'retired', count: 'retired' },
];

interface EquipmentFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  counts: Counts | undefined;
  /** Admins pick a store; a manager's list is their store's already. */
  canPickStore: boolean;
}

function without(filters: Filters, key: keyof Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([name]) => name !== key));
}

/** Search (debounced), status chips with counts, store, category and 'Under warranty'. */
export function EquipmentFilters({ value, onChange, counts, canPickStore }: EquipmentFiltersProps) {
  const { t } = useTranslation('equipment');
  const stores = useStoreOptions(canPickStore);
  const categories = useCategoryOptions();
  const [search, setSearch] = useDebouncedSearch(value, onChange, EQUIPMENT_SEARCH_DELAY_MS);

  const choose = (key: 'location' | 'category', choice: string) => {
    onChange(choice === ANY ? without(value, key) : { ...value, [key]: choice });
  };

  return (
    <div className="mb-4 grid gap-3" role="search" aria-label={t('filters.label')}>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('filters.status')}>
        {STATUS_TABS.map((tab) => {
          const isActive = value.status === tab.status;
          return (
            <Button
              key={tab.count}
              type="button"
              size="sm"
              variant={isActive ? 'default' : 'outline'}
              aria-pressed={isActive}
              onClick={() => {
                onChange(
                  tab.status === undefined
                    ? without(value, 'status')
                    : { ...value, status: tab.status },
                );
              }}
            >
              {tab.status === undefined ? t('filters.all') : t(`status.${tab.status}`)}
              {counts ? (
                <span className="ml-1 rounded bg-background/20 px-1.5 text-xs tabular-nums">
                  {counts[tab.count]}
                </span>
              ) : null}
            </Button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-48 flex-1">
          <Label htmlFor="equipment-search" className="sr-only">
            {t('filters.search')}
          </Label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="equipment-search"
            type="search"
            className="pl-9"
            placeholder={t('filters.searchPlaceholder')}
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </div>
        {canPickStore ? (
          <FilterSelect
            id="equipment-store"
            label={t('filters.store')}
            anyLabel={t('filters.allStores')}
            value={value.location}
            options={stores.data ?? []}
            onChange={(choice) => {
              choose('location', choice);
            }}
          />
        ) : null}
        <FilterSelect
          id="equipment-category"
          label={t('filters.category')}
          anyLabel={t('filters.allCategories')}
          value={value.category}
          options={categories.data ?? []}
          onChange={(choice) => {
            choose('category', choice);
          }}
        />
        <div className="flex h-9 items-center gap-2">
          <Switch
            id="equipment-warranty"
            checked={value.warranty === 'active'}
            onCheckedChange={(checked) => {
              onChange(checked ? { ...value, warranty: 'active' } : without(value, 'warranty'));
            }}
          />
          <Label htmlFor="equipment-warranty">
            {t('filters.underWarranty')}
            {counts ? (
              <span className="text-muted-foreground">({counts.underWarranty})</span>
            ) : null}
          </Label>
        </div>
      </div>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly { id: string; name: string }[];
  onChange: (choice: string) => void;
}) {
  return (
    <div className="grid w-full gap-1.5 sm:w-48">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value ?? ANY} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions
          options={[
            { value: ANY, label: anyLabel },
            ...options.map((option) => ({ value: option.id, label: option.name })),
          ]}
        />
      </Select>
    </div>
  );
}
