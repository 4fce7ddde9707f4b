import type { SelectOption } from './select-options.tsx';

/** A select's choices from a contract's values and the words shown for each (STATUS_LABELS, say). */
export function labelledOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
