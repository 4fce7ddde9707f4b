import { useState } from 'react';

import { cn } from '#web/lib/utils.ts';

/**
 * A row of radio buttons that saves on choice (no Save button: one value, saved at once). Each
 * option's label is given by the caller, already in the language shown.
 */
export function LanguageChoice<T extends string>({
  name,
  legend,
  options,
  value,
  isSaving,
  onChoose,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string; lang?: string }[];
  value: T | undefined;
  isSaving: boolean;
  onChoose: (value: T) => void;
}) {
  // The option just clicked stays checked until the caller's save settles: `value` only changes once
  // the save is pending (a render later), and a controlled radio would snap back in between.
  const [chosen, setChosen] = useState<T | undefined>(undefined);
  const [wasSaving, setWasSaving] = useState(isSaving);
  if (wasSaving !== isSaving) {
    setWasSaving(isSaving);
    if (!isSaving) setChosen(undefined);
  }
  const shown = chosen ?? value;
  return (
    <fieldset className="grid gap-2" disabled={isSaving}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          lang={option.lang}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
          )}
        >
          <input
            type="radio"
            name={name}
            className="size-4 accent-primary"
            checked={shown === option.value}
            onChange={() => {
              setChosen(option.value);
              onChoose(option.value);
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
