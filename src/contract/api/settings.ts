import { TimeSettingsInputSchema, TimeSettingsSchema } from '../schemas/time-settings.ts';
import { endpoints } from './endpoint.ts';

export const settingsEndpoints = endpoints({
  'GET /api/settings/time': { response: TimeSettingsSchema },
  'PUT /api/settings/time': { body: TimeSettingsInputSchema, response: TimeSettingsSchema },
});
