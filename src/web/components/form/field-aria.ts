/** The accessibility attributes of a control with an optional error message and hint. */
export function fieldAria(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? `${id}-error` : undefined, hintId].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
