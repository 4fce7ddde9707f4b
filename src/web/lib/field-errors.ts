import type { z } from 'zod';

/** The first message of each top-level field a schema refused, for showing under its input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The messages without one field's: its input changed, so its message may no longer hold. */
export function withoutField(
  errors: Record<string, string>,
  field: string,
): Record<string, string> {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}
