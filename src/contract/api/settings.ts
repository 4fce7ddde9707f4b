import { LanguageSettingsSchema } from '../schemas/language.ts';
import { SlaSettingsInputSchema, SlaSettingsSchema } from '../schemas/sla.ts';
import { TimeSettingsInputSchema, TimeSettingsSchema } from '../schemas/time-settings.ts';
import { endpoints } from './endpoint.ts';

export const settingsEndpoints = endpoints({
  'GET /api/settings/time': { response: TimeSettingsSchema },
  'PUT /api/settings/time': { body: TimeSettingsInputSchema, response: TimeSettingsSchema },
  // Issue 39: service-level targets and the stores' opening hours (admins).
  'GET /api/settings/sla': { response: SlaSettingsSchema },
  'PUT /api/settings/sla': { body: SlaSettingsInputSchema, response: SlaSettingsSchema },
  'GET /api/settings/language': { response: LanguageSettingsSchema },
  'PUT /api/settings/language': { body: LanguageSettingsSchema, response: LanguageSettingsSchema },
});
