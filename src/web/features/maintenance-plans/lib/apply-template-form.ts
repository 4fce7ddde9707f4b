import { z } from 'zod';

import { ApplyPmTemplateInputSchema } from '#contract/schemas/pm-plan.ts';

import { NO_TECHNICIAN } from './plan-form-values.ts';

// Decision 019: 'Apply to stores' validates with the contract's ApplyPmTemplateInputSchema (its
// 'Choose at least one store'). The form holds the start date as the date input gives it ('' for
// today) and the technician as the select holds it (NO_TECHNICIAN for none); both become null.

const ApplyTemplateFormFields = z.object({
  locationIds: ApplyPmTemplateInputSchema.shape.locationIds,
  startDate: z.string(),
  defaultTechnicianId: z.string(),
});
export type ApplyTemplateFormValues = z.input<typeof ApplyTemplateFormFields>;

export const ApplyTemplateFormSchema = ApplyTemplateFormFields.transform(
  (form): z.input<typeof ApplyPmTemplateInputSchema> => ({
    locationIds: form.locationIds,
    startDate: form.startDate || null,
    defaultTechnicianId:
      form.defaultTechnicianId === NO_TECHNICIAN ? null : form.defaultTechnicianId || null,
  }),
).pipe(ApplyPmTemplateInputSchema);
export type ApplyTemplateFormOutput = z.output<typeof ApplyTemplateFormSchema>;

export const APPLY_TEMPLATE_DEFAULTS: ApplyTemplateFormValues = {
  locationIds: [],
  startDate: '',
  defaultTechnicianId: NO_TECHNICIAN,
};
