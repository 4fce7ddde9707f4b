import { useTranslation } from 'react-i18next';

import { Label } from '#web/components/ui/label.tsx';

import { ALL } from '../lib/report-filters.ts';
import type { FilterOption, ReportFilters } from '../lib/report-filters.ts';
import { REPORT_SELECT_CLASS } from './report-layout.tsx';

interface FilterSelectProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={REPORT_SELECT_CLASS}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ReportFiltersProps {
  value: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  technicians: readonly FilterOption[];
  stores: readonly FilterOption[];
}

/** Technician and store, beside the dates; they narrow the rows the server's scope allowed. */
export function ReportFilterSelects({ value, onChange, technicians, stores }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FilterSelect
        id="report-technician"
        label={t('filters.technician')}
        allLabel={t('filters.allTechnicians')}
        value={value.technicianId}
        options={technicians}
        onChange={(technicianId) => {
          onChange({ ...value, technicianId });
        }}
      />
      <FilterSelect
        id="report-store"
        label={t('filters.store')}
        allLabel={t('filters.allStores')}
        value={value.storeId}
        options={stores}
        onChange={(storeId) => {
          onChange({ ...value, storeId });
        }}
      />
    </div>
  );
}
