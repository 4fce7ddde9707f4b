import { useMutation } from '@tanstack/react-query';

import type { PublicRequestCreated } from '#contract/schemas/maintenance-request.ts';
import { apiRequest } from '#web/lib/api-request.ts';

interface ReportValues {
  shortCode: string;
  description: string;
  reporterName: string;
  reporterPhone: string;
  photos: File[];
}

/**
 * POST /api/public/requests as a multipart form: the text fields first, then the photos (the
 * server judges the fields before it takes a photo byte). Answers whether the report was
 * attached to the unit's open request, and the message for the reporter.
 */
function submitReport(values: ReportValues): Promise<PublicRequestCreated> {
  const form = new FormData();
  form.append('shortCode', values.shortCode);
  form.append('description', values.description);
  if (values.reporterName) form.append('reporterName', values.reporterName);
  if (values.reporterPhone) form.append('reporterPhone', values.reporterPhone);
  for (const photo of values.photos) form.append('photos', photo, photo.name);
  return apiRequest('POST /api/public/requests', {
    formData: form,
  });
}

export function useSubmitReport() {
  return useMutation({ mutationFn: submitReport });
}
