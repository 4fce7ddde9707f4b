import { z } from 'zod';

import type { Equipment, EquipmentStatus } from '#contract/schemas/equipment.ts';
import {
  CreateEquipmentInputSchema,
  UpdateEquipmentInputSchema,
} from '#contract/schemas/equipment.ts';

/** What the form's inputs hold: text everywhere, '' for a blank optional field. */
export interface EquipmentFormValues {
  name: string;
  locationId: string;
  categoryId: string;
  make: string;
  model: string;
  serialNumber: string;
  installDate: string;
  warrantyEndDate: string;
  warrantyProvider: string;
  notes: string;
  status: EquipmentStatus | '';
}

const OPTIONAL_FIELDS = [
  'make',
  'model',
  'serialNumber',
  'installDate',
  'warrantyEndDate',
  'warrantyProvider',
  'notes',
  'status',
] as const;

/** Blank optional inputs are sent as null (a blank date is no date, not a bad one). */
function blanksToNull(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const next: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of OPTIONAL_FIELDS) {
    if (typeof next[field] === 'string' && next[field].trim() === '') next[field] = null;
  }
  return next;
}

/** What the form hands on once valid: the contract's input, blanks as null. */
export type EquipmentFormOutput = z.output<typeof UpdateEquipmentInputSchema>;
type FormSchema = z.ZodType<EquipmentFormOutput, EquipmentFormValues>;

// The contract's own schemas judge the input, so the form refuses exactly what the server would.
// (A preprocess step's input is unknown to the type system; the form's values are what it gets.)
export const CreateEquipmentFormSchema = z.preprocess(
  blanksToNull,
  CreateEquipmentInputSchema,
) as unknown as FormSchema;
export const UpdateEquipmentFormSchema = z.preprocess(
  blanksToNull,
  UpdateEquipmentInputSchema,
) as unknown as FormSchema;

export function formValuesOf(unit: Equipment | null): EquipmentFormValues {
  return {
    name: unit?.name ?? '',
    locationId: unit?.locationId ?? '',
    categoryId: unit?.categoryId ?? '',
    make: unit?.make ?? '',
    model: unit?.model ?? '',
    serialNumber: unit?.serialNumber ?? '',
    installDate: unit?.installDate ?? '',
    warrantyEndDate: unit?.warrantyEndDate ?? '',
    warrantyProvider: unit?.warrantyProvider ?? '',
    notes: unit?.notes ?? '',
    status: unit?.status ?? '',
  };
}
