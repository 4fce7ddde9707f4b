import { useTranslation } from 'react-i18next';

import { FieldError } from '#web/components/field-error.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';

import type { NamedOption } from '../api/get-plan-options.ts';

/** A multi-select of stores as a list of checkboxes (a chain has a handful to a few dozen). */
export function StoreChecklist({
  id,
  stores,
  value,
  onChange,
  error,
}: {
  id: string;
  stores: readonly NamedOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('maintenance-plans');
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{t('editor.stores')}</legend>
      <div className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {stores.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('editor.noStores')}</p>
        ) : null}
        {stores.map((store) => {
          const boxId = `${id}-${store.id}`;
          return (
            <div key={store.id} className="flex items-center gap-2">
              <Checkbox
                id={boxId}
                checked={value.includes(store.id)}
                onCheckedChange={(checked) => {
                  onChange(
                    checked === true
                      ? [...value, store.id]
                      : value.filter((chosen) => chosen !== store.id),
                  );
                }}
              />
              <Label htmlFor={boxId} className="font-normal">
                {store.name}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
