import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SlaSettings } from '#contract/schemas/sla.ts';
import { NATIVE_SELECT_CLASS } from '#web/components/form/native-select-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { getLocationsQueryOptions } from '#web/lib/locations-query.ts';

import { StoreHoursForm } from './store-hours-form.tsx';

// Issue 39: an admin sets a store's opening hours, the hours its SLA clock runs in (a store with
// none runs around the clock). One store at a time: pick it, then edit and save its ranges.

export function StoreHoursEditor({ settings }: { settings: SlaSettings }) {
  const { t } = useTranslation('settings');
  const stores = useQuery(getLocationsQueryOptions());
  const id = useId();
  // Which store's hours are open for editing: a view choice, not a value sent (the form's are).
  const [locationId, setLocationId] = useState('');
  return (
    <div className="mt-4 grid gap-3">
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={id}>{t('sla.hoursStore')}</Label>
        <select
          id={id}
          className={`${NATIVE_SELECT_CLASS} h-11 md:h-9`}
          value={locationId}
          onChange={(event) => {
            setLocationId(event.target.value);
          }}
        >
          <option value="">{t('sla.hoursPickStore')}</option>
          {(stores.data ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      </div>
      {locationId ? (
        <StoreHoursForm key={locationId} settings={settings} locationId={locationId} />
      ) : null}
    </div>
  );
}
