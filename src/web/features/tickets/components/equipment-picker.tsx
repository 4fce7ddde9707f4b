import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import type { Equipment } from '#contract/schemas/equipment.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/utils.ts';

import { useEquipmentOptions } from '../api/get-equipment-options.ts';
import type { EquipmentScope } from '../api/get-equipment-options.ts';
import { equipmentDetailLine, matchEquipment } from '../lib/equipment-match.ts';

interface EquipmentPickerProps {
  id: string;
  /** The chosen store and category by id; null until both are chosen (the picker waits). */
  scope: EquipmentScope | null;
  value: Equipment | null;
  onChange: (unit: Equipment | null) => void;
  disabled?: boolean;
}

function pickerHint(
  t: TFunction<'tickets'>,
  scope: EquipmentScope | null,
  query: ReturnType<typeof useEquipmentOptions>,
): string {
  if (scope === null) return t('equipmentPicker.chooseFirst');
  if (query.isPending) return t('equipmentPicker.loading');
  if (query.isError) return t('equipmentPicker.loadFailed');
  if (query.data.length === 0) return t('equipmentPicker.none');
  return t('equipmentPicker.optional');
}

/**
 * Decision 033: the optional unit of a new ticket, a combobox over the store's units of the category.
 * Focus stays in the input; the arrows move through the options (aria-activedescendant), Enter
 * picks, Escape closes. Typing over a chosen unit lets it go, so what is shown is what is sent.
 */
export function EquipmentPicker({ id, scope, value, onChange, disabled }: EquipmentPickerProps) {
  const { t } = useTranslation('tickets');
  const query = useEquipmentOptions(scope);
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const listboxId = useId();
  const hintId = `${id}-hint`;

  // A unit set or cleared from outside (a prefill, a new store) shows its name, or nothing.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value?.name ?? '');
  }

  const units = query.data ?? [];
  const typed = value && text === value.name ? '' : text;
  const matches = matchEquipment(units, typed);
  const isDisabled = disabled === true || scope === null || !query.isSuccess || units.length === 0;
  const isListShown = isOpen && !isDisabled;
  const active = Math.min(activeIndex, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${listboxId}-option-${String(index)}`;

  function pick(unit: Equipment) {
    onChange(unit);
    setText(unit.name);
    setIsOpen(false);
  }

  return (
    <FormField
      id={id}
      label={t('equipmentPicker.label')}
      hint={{ id: hintId, text: pickerHint(t, scope, query) }}
    >
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listboxId}
          aria-describedby={hintId}
          {...(isListShown && matches.length > 0
            ? { 'aria-activedescendant': optionId(active) }
            : {})}
          autoComplete="off"
          placeholder={isDisabled ? t('equipmentPicker.noneToChoose') : t('equipmentPicker.search')}
          className={value ? 'pr-10' : undefined}
          disabled={isDisabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActiveIndex(0);
            if (value) onChange(null);
          }}
          onClick={() => {
            setIsOpen(true);
          }}
          onBlur={() => {
            setIsOpen(false);
            // Text that names no chosen unit is not kept: the field shows what will be sent.
            if (!value) setText('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (!isOpen) {
                setIsOpen(true);
                return;
              }
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActiveIndex(Math.min(Math.max(active + step, 0), Math.max(matches.length - 1, 0)));
            } else if (event.key === 'Enter' && isListShown) {
              // Enter picks here; it must not submit the form.
              event.preventDefault();
              const unit = matches[active];
              if (unit) pick(unit);
            } else if (event.key === 'Escape' && isListShown) {
              event.preventDefault();
              event.stopPropagation();
              setIsOpen(false);
            }
          }}
        />
        {value && !isDisabled ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0 size-9"
            aria-label={t('equipmentPicker.clear')}
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('equipmentPicker.label')}
          hidden={!isListShown}
          className="absolute top-full left-0 z-50 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {matches.length === 0 ? (
            <li role="presentation" className="px-2 py-1.5 text-sm text-muted-foreground">
              {t('equipmentPicker.noMatch')}
            </li>
          ) : null}
          {matches.map((unit, index) => (
            // The keyboard works through the input (aria-activedescendant), not the options.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={unit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                'grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              // Keep the input focused while a choice is clicked.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                pick(unit);
              }}
            >
              <span className="font-medium break-words">{unit.name}</span>
              {equipmentDetailLine(t, unit) ? (
                <span className="text-xs break-words text-muted-foreground">
                  {equipmentDetailLine(t, unit)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </FormField>
  );
}
